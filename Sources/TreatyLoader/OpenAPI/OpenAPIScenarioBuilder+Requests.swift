import TreatyContract

extension OpenAPIScenarioBuilder {
    /// Values for the request every scenario makes: required path, query and header parameters
    /// (secrets aside, they come from the client) and a required body, from examples or synthesized.
    ///
    /// No two parameters of one request get the same value (``RequestValues/distinct(_:used:laterEnumValue:given:headers:)``).
    func requestInput(_ endpoint: Endpoint, bodyExamples: [OpenAPIExample]) -> RequestInput {
        let request = endpoint.request
        var input = RequestInput()
        var used: Set<JSONValue> = []
        input.pathParameters = requestValues.distinct(request.pathParameters.map(\.nonEmpty), used: &used)
        input.query = requestValues.distinct(request.query.filter(\.required), used: &used)
        input.headers = requestValues.distinct(request.headers.filter(\.required), used: &used)
        if let shape = request.body, request.bodyRequired || !bodyExamples.isEmpty {
            input.body = bodyExamples.map(\.value).first { samples.conforms($0, to: shape) } ?? samples.sample(shape)
        }
        return input
    }

    /// One live sample for a safe method whose required path parameters all have documented values.
    func liveSamples(_ endpoint: Endpoint) -> [LiveSample] {
        guard ["GET", "HEAD", "OPTIONS"].contains(endpoint.method) else { return [] }
        let request = endpoint.request
        let path = values(request.pathParameters, documentedOnly: true)
        guard path.count == request.pathParameters.count else { return [] }
        let query = values(request.query.filter { $0.required || $0.example != nil }, documentedOnly: false)
        let headers = values(request.headers.filter { $0.required && !$0.secret }, documentedOnly: false)
        guard query.count == request.query.filter({ $0.required && !$0.secret }).count else { return [] }
        return [
            LiveSample(input: RequestInput(pathParameters: path, query: query, headers: headers), location: endpoint.location)
        ]
    }

    fileprivate func values(_ parameters: [Parameter], documentedOnly: Bool) -> [NamedValue] {
        parameters.filter { !$0.secret }.compactMap { parameter in
            // An example its own shape refuses (reported by lint) would send a wrong value. (Not a
            // ternary with `nil`: `JSONValue` takes `nil` as its `null`, which was then sent.)
            var documented: JSONValue? = nil
            if let example = parameter.example, samples.conforms(example, to: parameter.shape) { documented = example }
            guard let value = documented ?? (documentedOnly ? nil : samples.sample(parameter.shape)) else { return nil }
            return NamedValue(name: parameter.name, value: value)
        }
    }
}
