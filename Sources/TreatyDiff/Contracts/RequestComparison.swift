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

    /// A body is declared by its shape, or by its media type alone when it is not JSON (an OpenAPI
    /// `application/x-www-form-urlencoded` body has no shape Treaty checks): a JSON body that
    /// became a form is a content type change, not a body removed.
    private func bodyChanges() -> [Change] {
        let before = old.request
        let after = new.request
        let location = after.body?.location ?? new.location
        let oldType = BodyMedia.declared(before.body, before.contentType)
        let newType = BodyMedia.declared(after.body, after.contentType)
        var changes: [Change] = []
        switch (oldType, newType) {
        case (nil, nil): return []
        case (nil, let type?):
            let rule: DiffRule = after.bodyRequired ? .requestBodyAddedRequired : .requestBodyAdded
            changes.append(Change(rule: rule, location: location, after: BodyMedia.text(after.body, type)))
        case (let type?, nil):
            changes.append(
                Change(
                    rule: .requestBodyRemoved, location: before.body?.location ?? new.location,
                    before: BodyMedia.text(before.body, type)))
        case (let oldType?, let newType?):
            if before.bodyRequired != after.bodyRequired {
                let rule: DiffRule = after.bodyRequired ? .requestBodyMadeRequired : .requestBodyMadeOptional
                changes.append(
                    Change(
                        rule: rule, location: location, before: String(before.bodyRequired),
                        after: String(after.bodyRequired)))
            }
            if let oldBody = before.body, let newBody = after.body {
                changes += shapes.compare(oldBody, newBody, side: .request)
            }
            if oldType != newType, BodyMedia.comparable(before.body, after.body) {
                changes.append(Change(rule: .requestContentTypeChanged, location: location, before: oldType, after: newType))
            }
        }
        return changes.map { $0.placed(contract: nil, target: "request.body") }
    }
}
