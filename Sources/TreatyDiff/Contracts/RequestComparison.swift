import TreatyContract

/// The changes to what a client sends: path, query and header parameters, body and content type.
struct RequestComparison {
    let old: Endpoint
    let new: Endpoint
    let shapes: ShapeComparison

    func changes() -> [Change] {
        let oldRequest = old.request
        let newRequest = new.request
        var changes = ParameterComparison(shapes: shapes, targetPrefix: "request.path")
            .compare(pathPairs(), renames: old.path.matchKey == new.path.matchKey)
        changes += ParameterComparison(shapes: shapes, targetPrefix: "request.query")
            .compare(ParameterComparison.pair(oldRequest.query, newRequest.query) { $0.name })
        changes += ParameterComparison(shapes: shapes, targetPrefix: "request.header")
            .compare(ParameterComparison.pairHeaders(oldRequest.headers, newRequest.headers))
        return changes + bodyChanges()
    }

    /// Path parameters pair by position in the template when both templates have as many, so
    /// renaming `{id}` to `{projectId}` is a rename; otherwise by name.
    private func pathPairs() -> [ParameterComparison.Pair] {
        let oldNames = old.path.parameterNames
        let newNames = new.path.parameterNames
        guard oldNames.count == newNames.count, oldNames != newNames else {
            return ParameterComparison.pair(old.request.pathParameters, new.request.pathParameters) { $0.name }
        }
        let renamed = Dictionary(zip(oldNames, newNames), uniquingKeysWith: { first, _ in first })
        return ParameterComparison.pair(old.request.pathParameters, new.request.pathParameters) {
            renamed[$0.name] ?? $0.name
        } newKey: {
            $0.name
        }
    }

    private func bodyChanges() -> [Change] {
        let before = old.request
        let after = new.request
        let location = after.body?.location ?? new.location
        var changes: [Change] = []
        switch (before.body, after.body) {
        case (nil, nil): return []
        case (nil, let body?):
            let rule: DiffRule = after.bodyRequired ? .requestBodyAddedRequired : .requestBodyAdded
            changes.append(Change(rule: rule, location: body.location, after: ShapePair.typeText(body)))
        case (let body?, nil):
            changes.append(Change(rule: .requestBodyRemoved, location: body.location, before: ShapePair.typeText(body)))
        case (let oldBody?, let newBody?):
            if before.bodyRequired != after.bodyRequired {
                let rule: DiffRule = after.bodyRequired ? .requestBodyMadeRequired : .requestBodyMadeOptional
                changes.append(
                    Change(
                        rule: rule, location: location, before: String(before.bodyRequired),
                        after: String(after.bodyRequired)))
            }
            changes += shapes.compare(oldBody, newBody, side: .request)
            let oldType = before.contentType ?? "application/json"
            let newType = after.contentType ?? "application/json"
            if oldType != newType {
                changes.append(Change(rule: .requestContentTypeChanged, location: location, before: oldType, after: newType))
            }
        }
        return changes.map { $0.placed(contract: nil, target: "request.body") }
    }
}
