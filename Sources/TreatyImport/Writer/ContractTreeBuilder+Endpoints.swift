import TreatyContract

extension ContractTreeBuilder {
    /// One entry of `endpoints:`, keys in the order the format reference lists them.
    mutating func endpointTree(_ endpoint: Endpoint) -> YAMLTree {
        let place = "endpoint '\(endpoint.id)'"
        var entries: [YAMLTree.Entry] = [.init("method", .string(endpoint.method)), .init("path", .string(endpoint.path.raw))]
        if let summary = endpoint.summary { entries.append(.init("summary", .string(summary))) }
        if let budget = endpoint.maxResponseTime { entries.append(.init("maxResponseTime", .integer(budget))) }
        let request = requestEntries(endpoint.request, place: place)
        if !request.isEmpty { entries.append(.init("request", .mapping(request, flow: false))) }
        var responses: [YAMLTree.Entry] = []
        for response in endpoint.responses {
            let key = response.status.description
            responses.append(.init(verbatimKey: key, responseTree(response, place: place + ", response \(key)")))
        }
        entries.append(.init("responses", namedMapping(responses, flow: false, place: place)))
        let secrets = secretHeaderNames(of: endpoint)
        if !endpoint.scenarios.isEmpty {
            var scenarios: [YAMLTree.Entry] = []
            for scenario in endpoint.scenarios {
                let tree = scenarioTree(scenario, secrets: secrets, place: place + ", scenario '\(scenario.name)'")
                scenarios.append(.init(scenario.name, tree))
            }
            entries.append(.init("scenarios", namedMapping(scenarios, flow: false, place: place)))
        }
        if !endpoint.live.isEmpty {
            var samples: [YAMLTree] = []
            for (position, sample) in endpoint.live.enumerated() {
                samples.append(liveSampleTree(sample, secrets: secrets, place: place + ", live sample \(position + 1)"))
            }
            entries.append(.init("live", .sequence(samples, flow: false)))
        }
        return .mapping(entries, flow: false)
    }

    /// Lower-cased names of the headers whose values are credentials for this endpoint, as the loader sees them.
    private func secretHeaderNames(of endpoint: Endpoint) -> Set<String> {
        let marked = (contract.defaultHeaders + endpoint.request.headers).filter(\.secret).map { $0.name.lowercased() }
        return Set(marked).union(Parameter.credentialHeaderNames)
    }

    private mutating func requestEntries(_ request: RequestSpec, place: String) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        if !request.pathParameters.isEmpty {
            entries.append(.init("path", parameters(request.pathParameters, .path, place: place)))
        }
        if !request.query.isEmpty { entries.append(.init("query", parameters(request.query, .query, place: place))) }
        if !request.headers.isEmpty {
            entries.append(.init("headers", parameters(request.headers, .requestHeader, place: place)))
        }
        if let body = request.body { entries.append(.init("body", shapeTree(body, place: place + ", request body"))) }
        if !request.bodyRequired { entries.append(.init("bodyRequired", .bool(false))) }
        if let contentType = contentTypeValue(request.contentType, hasBody: request.body != nil, place: place + ", request") {
            entries.append(.init("contentType", .string(contentType)))
        }
        if let sets = request.credentials, !sets.isEmpty {
            entries.append(.init("credentials", .sequence(sets.map { credentialTree($0, request) }, flow: false)))
        }
        return entries
    }

    /// One way to authenticate: its names, or `{ headers: […], query: […] }` when a header of it
    /// shares its name with a query parameter, which a bare name would read as.
    private func credentialTree(_ set: CredentialSet, _ request: RequestSpec) -> YAMLTree {
        let names = { (names: [String]) in YAMLTree.sequence(names.map { .string($0) }, flow: true) }
        guard set.headers.contains(where: { header in request.query.contains { $0.name == header } }) else {
            return names(set.headers + set.query)
        }
        var entries: [YAMLTree.Entry] = []
        if !set.headers.isEmpty { entries.append(.init("headers", names(set.headers))) }
        if !set.query.isEmpty { entries.append(.init("query", names(set.query))) }
        return .mapping(entries, flow: true)
    }

    private mutating func responseTree(_ response: ResponseSpec, place: String) -> YAMLTree {
        var entries: [YAMLTree.Entry] = []
        if let description = response.description { entries.append(.init("description", .string(description))) }
        if !response.headers.isEmpty {
            entries.append(.init("headers", parameters(response.headers, .responseHeader, place: place)))
        }
        if let body = response.body { entries.append(.init("body", shapeTree(body, place: place + ", body"))) }
        if let contentType = contentTypeValue(response.contentType, hasBody: response.body != nil, place: place) {
            entries.append(.init("contentType", .string(contentType)))
        }
        return .mapping(entries, flow: true)
    }

    /// `contentType:` when it differs from the default the loader fills in (`application/json` with a body).
    private mutating func contentTypeValue(_ contentType: String?, hasBody: Bool, place: String) -> String? {
        let implied: String? = hasBody ? "application/json" : nil
        guard contentType != implied else { return nil }
        guard let contentType else {
            omit(place, "a body without a content type cannot be written; it reads back as 'application/json'")
            return nil
        }
        return contentType
    }
}
