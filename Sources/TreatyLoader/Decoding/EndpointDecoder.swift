import TreatyContract
import TreatyTooling
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
            } else if let segment = PathTemplate.dotSegment(in: text) {
                context.report(.dotSegment(text, segment: segment, at: context.location(node)))
            } else if text.hasPrefix("/"), let template = PathTemplate(text) {
                let names = template.parameterNames
                if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) })?.element {
                    context.report(
                        .invalidPathCharacter(text, character: "the parameter '{\(repeated)}' twice", at: context.location(node)))
                }
                if PathTemplate.isReservedForServe(text) { context.report(.reservedPath(text, at: context.location(node))) }
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
        guard let pairs = context.mapping(node, "'request'", allowed: ContractKeys.request) else {
            // `request: []` (already reported): its path parameters were not read, so none is undeclared.
            context.notes.endpointsWithoutPathParameters.insert(id)
            return spec
        }
        let entries = Entries(pairs)
        if entries["path"] == nil, DecodeContext.misspeltKeys(in: pairs, allowed: ContractKeys.request).contains("path") {
            context.notes.endpointsWithoutPathParameters.insert(id)
        }
        if let node = entries["path"], node.mapping == nil { context.notes.endpointsWithoutPathParameters.insert(id) }
        if let node = entries["path"] { spec.pathParameters = ParameterDecoder(file: file, kind: .path).decode(node, &context) }
        if let node = entries["query"] { spec.query = ParameterDecoder(file: file, kind: .query).decode(node, &context) }
        if let node = entries["headers"] { spec.headers = ParameterDecoder(file: file, kind: .header).decode(node, &context) }
        if let node = entries["body"] {
            spec.body = ShapeDecoder(file: file).shape(node, &context)
            spec.contentType = "application/json"
        }
        if let node = entries["bodyRequired"] { spec.bodyRequired = context.bool(node, "'bodyRequired'") ?? true }
        if let node = entries["contentType"] { spec.contentType = context.mediaType(node, "'contentType'") ?? spec.contentType }
        if let node = entries["credentials"] { spec.credentials = credentials(node, of: spec, &context) }
        return spec
    }

    /// `request.credentials`: a list of alternatives, each a list of the header and query
    /// parameter names sent together (`- [X-Auth-Email, X-Auth-Key]`), or `{ headers: […],
    /// query: […] }` where a name is both. In a list, a name is a query parameter of the request
    /// if it declares one, else one of its headers or the defaults'.
    private func credentials(_ node: YAMLNode, of spec: RequestSpec, _ context: inout DecodeContext) -> [CredentialSet]? {
        guard let alternatives = context.sequence(node, "'credentials'") else { return nil }
        let headers = defaultHeaders + spec.headers
        func header(_ name: String, _ item: YAMLNode, _ context: inout DecodeContext) -> String? {
            if let header = headers.first(where: { $0.matches(name) }) { return header.name }
            context.report(.undeclaredCredential(name, place: "header", at: context.location(item)))
            return nil
        }
        func query(_ name: String, _ item: YAMLNode, _ context: inout DecodeContext) -> String? {
            if spec.query.contains(where: { $0.name == name }) { return name }
            context.report(.undeclaredCredential(name, place: "query parameter", at: context.location(item)))
            return nil
        }
        func names(_ node: YAMLNode?, _ what: String, _ context: inout DecodeContext) -> [(String, YAMLNode)] {
            guard let node, let items = context.sequence(node, what) else { return [] }
            return items.compactMap { item in context.string(item, "a credential name").map { ($0, item) } }
        }
        var sets: [CredentialSet] = []
        for alternative in alternatives {
            var set = CredentialSet()
            if alternative.mapping != nil {
                guard let pairs = context.mapping(alternative, "a 'credentials' entry", allowed: ["headers", "query"]) else {
                    continue
                }
                let entries = Entries(pairs)
                set.headers = names(entries["headers"], "'headers'", &context).compactMap { header($0.0, $0.1, &context) }
                set.query = names(entries["query"], "'query'", &context).compactMap { query($0.0, $0.1, &context) }
            } else {
                for (name, item) in names(alternative, "a 'credentials' entry", &context) {
                    if spec.query.contains(where: { $0.name == name }) {
                        set.query.append(name)
                    } else if let found = header(name, item, &context) {
                        set.headers.append(found)
                    }
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
                if let node = entries["contentType"] {
                    response.contentType = context.mediaType(node, "'contentType'") ?? response.contentType
                }
            }
            responses.append(response)
        }
        return responses.sorted { $0.status < $1.status }
    }

    private func liveSample(_ node: YAMLNode, _ inputs: InputDecoder, _ context: inout DecodeContext) -> LiveSample? {
        guard let pairs = context.mapping(node, "a 'live' sample", allowed: ContractKeys.liveSample) else { return nil }
        var sample = LiveSample(input: inputs.decode(pairs, &context), location: context.location(node))
        if let node = Entries(pairs)["status"], let status = context.integer(node, "'status'", atLeast: 100) {
            // As a scenario's: a code an HTTP response can carry, or the sample could never pass.
            if status <= 599 {
                sample.expectedStatus = status
            } else {
                context.report(
                    .valueOutOfRange(
                        "'status'", found: String(status), expected: "a code from 100 to 599", at: context.location(node)))
            }
        }
        return sample
    }
}
