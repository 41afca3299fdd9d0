import TreatyContract

/// The changes to what a client sends: path, query and header parameters, body and content type.
struct RequestComparison {
    let old: Endpoint
    let new: Endpoint
    let shapes: ShapeComparison

    /// Adds the changes to `found`: path, query and header parameters, credentials, then the body.
    func compare(into found: inout FoundChanges) {
        let oldRequest = old.request
        let newRequest = new.request
        ParameterComparison(shapes: shapes, targetPrefix: "request.path")
            .compare(pathPairs(), renames: old.path.matchKey == new.path.matchKey, into: &found)
        ParameterComparison(shapes: shapes, targetPrefix: "request.query")
            .compare(ParameterComparison.pair(oldRequest.query, newRequest.query) { $0.name }, into: &found)
        ParameterComparison(shapes: shapes, targetPrefix: "request.header")
            .compare(ParameterComparison.pairHeaders(oldRequest.headers, newRequest.headers), into: &found)
        found.at(target: "request.credentials") { $0.add(contentsOf: credentialChanges()) }
        found.at(target: "request.body") { bodyChanges(into: &$0) }
    }

    /// The ways to authenticate, compared as sets of credential sets (header names in any case,
    /// names in any order): a way the old contract accepted that is gone breaks the clients using
    /// it, and so does a rule where there was none; ways added, or a rule dropped, only widen. A
    /// side without `credentials` counts as the one way its required secrets make, if any.
    private func credentialChanges() -> [Change] {
        let (before, after) = (old.request.credentials, new.request.credentials)
        guard before != after else { return [] }
        let oldSets = before ?? Self.requiredSecrets(old.request)
        let newSets = after ?? Self.requiredSecrets(new.request)
        func keys(_ sets: [CredentialSet]?) -> Set<[String]>? {
            sets.map {
                Set($0.map { ($0.headers.map { "header " + $0.lowercased() } + $0.query.map { "query " + $0 }).sorted() })
            }
        }
        func text(_ sets: [CredentialSet]?) -> String {
            sets.map { $0.map(\.description).joined(separator: ", or ") } ?? "any"
        }
        let (oldKeys, newKeys) = (keys(oldSets), keys(newSets))
        guard oldKeys != newKeys else { return [] }
        let narrowed = oldKeys.map { old in newKeys.map { !old.isSubset(of: $0) } ?? false } ?? true
        let rule: DiffRule = narrowed ? .requestCredentialsNarrowed : .requestCredentialsWidened
        return [Change(rule: rule, location: new.location, before: text(oldSets), after: text(newSets))]
    }

    /// The required secret headers and query parameters as one way to authenticate; nil for none.
    private static func requiredSecrets(_ request: RequestSpec) -> [CredentialSet]? {
        let set = CredentialSet(
            headers: request.headers.filter { $0.secret && $0.required }.map(\.name),
            query: request.query.filter { $0.secret && $0.required }.map(\.name))
        return set.headers.isEmpty && set.query.isEmpty ? nil : [set]
    }

    /// The declared path parameters, and a required string for each name of the template none
    /// declares: a document lint refuses for that is still compared (``LenientReading``), and a
    /// client sends the template's segment whatever the document forgot to say about it. A
    /// declared parameter the template lacks stays, paired by name: it may be the very change.
    static func pathParameters(of endpoint: Endpoint) -> [Parameter] {
        let declared = Set(endpoint.request.pathParameters.map(\.name))
        var parameters = endpoint.request.pathParameters
        for name in endpoint.path.parameterNames where !declared.contains(name) {
            var shape = Shape(at: endpoint.location)
            shape.types = [.string]
            parameters.append(Parameter(name: name, shape: shape, required: true, location: endpoint.location))
        }
        return parameters
    }

    /// Path parameters pair by position in the template when both templates have as many, so
    /// renaming `{id}` to `{projectId}` is a rename; otherwise by name.
    private func pathPairs() -> [ParameterComparison.Pair] {
        let oldNames = old.path.parameterNames
        let newNames = new.path.parameterNames
        let (before, after) = (Self.pathParameters(of: old), Self.pathParameters(of: new))
        guard oldNames.count == newNames.count, oldNames != newNames else {
            return ParameterComparison.pair(before, after) { $0.name }
        }
        let renamed = Dictionary(zip(oldNames, newNames), uniquingKeysWith: { first, _ in first })
        return ParameterComparison.pair(before, after) {
            renamed[$0.name] ?? $0.name
        } newKey: {
            $0.name
        }
    }

    /// A body is declared by its shape, or by its media type alone when it is not JSON (an OpenAPI
    /// `application/x-www-form-urlencoded` body has no shape Treaty checks): a JSON body that
    /// became a form is a content type change, not a body removed.
    private func bodyChanges(into found: inout FoundChanges) {
        let before = old.request
        let after = new.request
        let location = after.body?.location ?? new.location
        let oldType = BodyMedia.declared(before.body, before.contentType)
        let newType = BodyMedia.declared(after.body, after.contentType)
        switch (oldType, newType) {
        case (nil, nil): return
        case (nil, let type?):
            let rule: DiffRule = after.bodyRequired ? .requestBodyAddedRequired : .requestBodyAdded
            found.add(Change(rule: rule, location: location, after: BodyMedia.text(after.body, type)))
        case (let type?, nil):
            found.add(
                Change(
                    rule: .requestBodyRemoved, location: before.body?.location ?? new.location,
                    before: BodyMedia.text(before.body, type)))
        case (let oldType?, let newType?):
            if before.bodyRequired != after.bodyRequired {
                let rule: DiffRule = after.bodyRequired ? .requestBodyMadeRequired : .requestBodyMadeOptional
                found.add(
                    Change(
                        rule: rule, location: location, before: String(before.bodyRequired),
                        after: String(after.bodyRequired)))
            }
            if let oldBody = before.body, let newBody = after.body {
                found.add(contentsOf: shapes.compare(oldBody, newBody, side: .request))
            }
            if let listed = BodyMedia.listChanges(
                (before.mediaTypes, oldType), (after.mediaTypes, newType), removed: .requestMediaTypeRemoved,
                added: .requestMediaTypeAdded,
                location: location)
            {
                found.add(contentsOf: listed)
            } else {
                let before = BodyMedia.written(before.mediaTypes, declared: oldType)
                let after = BodyMedia.written(after.mediaTypes, declared: newType)
                if BodyMedia.differ(before, after) {
                    found.add(Change(rule: .requestContentTypeChanged, location: location, before: before, after: after))
                }
            }
        }
    }
}
