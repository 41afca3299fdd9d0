import TreatyContract
import TreatyYAML

/// Reads one entry of `endpoints:`.
struct EndpointDecoder {
    let file: String
    let fixtureDirectory: String
    let defaultHeaders: [Parameter]
    /// The path of an endpoint whose own is missing or invalid (already reported); parsed once.
    private static let placeholderPath = PathTemplate("/")!

    func decode(_ pair: YAMLPair, _ context: inout DecodeContext) -> Endpoint? {
        guard let id = pair.keyText else { return nil }
        let location = context.location(pair.key)
        context.requireIdentifier(id, "endpoint name", names: "generated methods", at: location)
        guard let pairs = context.mapping(pair.value, "endpoint '\(id)'", allowed: ContractKeys.endpoint) else { return nil }
        let entries = Entries(pairs)
        context.requireKeys(
            ["method", "path", "responses"], in: pairs, allowed: ContractKeys.endpoint, what: "endpoint '\(id)'", at: location)
        if entries["responses"] == nil { context.notes.endpointsWithoutResponses.insert(id) }
        if entries["request"] == nil, DecodeContext.misspeltKeys(in: pairs, allowed: ContractKeys.endpoint).contains("request") {
            context.notes.endpointsWithoutPathParameters.insert(id)
        }
        var endpoint = Endpoint(id: id, method: "GET", path: Self.placeholderPath, location: location)
        if let node = entries["method"], let method = context.string(node, "'method'") {
            if ContractKeys.methods.contains(method.uppercased()) {
                endpoint.method = method.uppercased()
            } else {
                context.report(
                    .invalidValue(
                        "'method'", found: method, expected: ContractKeys.methods.map { "'\($0)'" }.joined(separator: ", "),
                        at: context.location(node)))
            }
        }
        if let node = entries["path"], let text = context.string(node, "'path'") {
            context.notes.pathLocations[id] = context.location(node)
            if let character = PathTemplate.forbiddenCharacter(in: text) {
                context.report(.invalidPathCharacter(text, character: character, at: context.location(node)))
            } else if text.hasPrefix("/"), let template = PathTemplate(text) {
                let names = template.parameterNames
                if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) })?.element {
                    context.report(
                        .invalidPathCharacter(text, character: "the parameter '{\(repeated)}' twice", at: context.location(node)))
                }
                endpoint.path = template
            } else {
                context.report(.invalidPath(text, at: context.location(node)))
            }
        }
        if let node = entries["summary"] { endpoint.summary = context.string(node, "'summary'") }
        if let node = entries["description"] { _ = context.string(node, "'description'") }
        if let node = entries["maxResponseTime"] {
            endpoint.maxResponseTime = context.integer(node, "'maxResponseTime'", atLeast: 1)
        }
        if let node = entries["request"] { endpoint.request = request(node, id, &context) }
        if let node = entries["responses"] { endpoint.responses = responses(node, id, &context) }
        let secrets = Set((defaultHeaders + endpoint.request.headers).filter(\.secret).map { $0.name.lowercased() })
        let inputs = InputDecoder(secretHeaders: secrets)
        if let node = entries["scenarios"] {
            let decoder = ScenarioDecoder(fixtureDirectory: fixtureDirectory, inputs: inputs)
            endpoint.scenarios = context.mapping(node, "'scenarios'")?.compactMap { decoder.decode($0, &context) } ?? []
        }
        if let node = entries["live"], let items = context.sequence(node, "'live'") {
            endpoint.live = items.compactMap { liveSample($0, inputs, &context) }
        }
        return endpoint
    }

    private func request(_ node: YAMLNode, _ id: String, _ context: inout DecodeContext) -> RequestSpec {
        var spec = RequestSpec()
        guard let pairs = context.mapping(node, "'request'", allowed: ContractKeys.request) else { return spec }
        let entries = Entries(pairs)
        if entries["path"] == nil, DecodeContext.misspeltKeys(in: pairs, allowed: ContractKeys.request).contains("path") {
            context.notes.endpointsWithoutPathParameters.insert(id)
        }
        if let node = entries["path"] { spec.pathParameters = ParameterDecoder(file: file, kind: .path).decode(node, &context) }
        if let node = entries["query"] { spec.query = ParameterDecoder(file: file, kind: .query).decode(node, &context) }
        if let node = entries["headers"] { spec.headers = ParameterDecoder(file: file, kind: .header).decode(node, &context) }
        if let node = entries["body"] {
            spec.body = ShapeDecoder(file: file).shape(node, &context)
            spec.contentType = "application/json"
        }
        if let node = entries["bodyRequired"] { spec.bodyRequired = context.bool(node, "'bodyRequired'") ?? true }
        if let node = entries["contentType"] { spec.contentType = context.string(node, "'contentType'") }
        if let node = entries["credentials"] { spec.credentials = credentials(node, of: spec, &context) }
        return spec
    }

    /// `request.credentials`: a list of alternatives, each a list of the header and query
    /// parameter names sent together (`- [X-Auth-Email, X-Auth-Key]`). A name is a query
    /// parameter of the request if it declares one, else one of its headers or the defaults'.
    private func credentials(_ node: YAMLNode, of spec: RequestSpec, _ context: inout DecodeContext) -> [CredentialSet]? {
        guard let alternatives = context.sequence(node, "'credentials'") else { return nil }
        let headers = defaultHeaders + spec.headers
        var sets: [CredentialSet] = []
        for alternative in alternatives {
            guard let names = context.sequence(alternative, "a 'credentials' entry") else { continue }
            var set = CredentialSet()
            for item in names {
                guard let name = context.string(item, "a credential name") else { continue }
                if spec.query.contains(where: { $0.name == name }) {
                    set.query.append(name)
                } else if let header = headers.first(where: { $0.matches(name) }) {
                    set.headers.append(header.name)
                } else {
                    context.report(
                        .invalidValue(
                            "a credential name", found: name, expected: "a header or query parameter the request declares",
                            at: context.location(item),
                            hint: "declare it under 'request.headers' or 'request.query', 'secret: true'"))
                }
            }
            if !(set.headers.isEmpty && set.query.isEmpty) { sets.append(set) }
        }
        return sets.isEmpty ? nil : sets
    }

    private func responses(_ node: YAMLNode, _ id: String, _ context: inout DecodeContext) -> [ResponseSpec] {
        guard let pairs = context.mapping(node, "'responses'") else {
            context.notes.endpointsWithoutResponses.insert(id)
            return []
        }
        var responses: [ResponseSpec] = []
        var keys = StatusKeys()
        for pair in pairs {
            guard let (key, status) = keys.status(of: pair, &context) else {
                context.notes.endpointsWithoutResponses.insert(id)
                continue
            }
            var response = ResponseSpec(status: status, location: context.location(pair.key))
            if let responsePairs = context.mapping(pair.value, "response '\(key)'", allowed: ContractKeys.response) {
                let entries = Entries(responsePairs)
                if let node = entries["description"] { response.description = context.string(node, "'description'") }
                if let node = entries["headers"] {
                    response.headers = ParameterDecoder(file: file, kind: .header).decode(node, &context).map {
                        var header = $0
                        header.secret = false  // response headers are checked, never sent
                        return header
                    }
                }
                if let node = entries["body"] {
                    response.body = ShapeDecoder(file: file).shape(node, &context)
                    response.contentType = "application/json"
                }
                if let node = entries["contentType"] { response.contentType = context.string(node, "'contentType'") }
            }
            responses.append(response)
        }
        return responses.sorted { $0.status < $1.status }
    }

    private func liveSample(_ node: YAMLNode, _ inputs: InputDecoder, _ context: inout DecodeContext) -> LiveSample? {
        guard let pairs = context.mapping(node, "a 'live' sample", allowed: ContractKeys.liveSample) else { return nil }
        var sample = LiveSample(input: inputs.decode(pairs, &context), location: context.location(node))
        if let status = Entries(pairs)["status"] { sample.expectedStatus = context.integer(status, "'status'", atLeast: 100) }
        return sample
    }
}
