import TreatyContract
import TreatyTooling

/// Builds an OpenAPI contract's scenarios and live samples once its schema table is complete, so
/// examples can be checked against their schemas and missing bodies synthesized.
///
/// Per endpoint: every documented response example becomes a scenario (one checked against its
/// schema; an invalid one is reported and, only if asked, kept as `expect: decoding`); a declared
/// status without an example, or whose every example is invalid and left out, gets a scenario
/// whose body is synthesized from the shape and valid against it; every endpoint gets a `timeout` transport scenario. Scenario requests carry values
/// for required parameters and bodies (examples first, else synthesized). Safe methods get one
/// live sample when every required path parameter has a documented value (example, default or
/// enum): a made-up id would only probe a 404.
///
/// Endpoints are built side by side, a run of them per builder (a document of 1,000 operations
/// is one file, so this is where a second core helps); what each builder found is put together in
/// endpoint order, so diagnostics and the grown allowlist are those of building one by one.
struct OpenAPIScenarioBuilder {
    let options: OpenAPIOptions
    /// What building has found, in endpoint order: diagnostics, and example values that may
    /// publish secrets, settled once every endpoint is built (``PublishedValues``).
    var findings: [Finding] = []
    /// Example values already looked at for secrets (see ``notePublishedValues(in:value:)``).
    var scannedExamples: Set<JSONValue> = []
    /// Strings and member names of example values already scanned, and what each gave.
    var scannedStrings = SecretScanMemo()
    /// The document's own allowlist, for a first look at example values.
    let scanner: FixtureSecretScanner
    let validator: ShapeValidator
    let samples: SampleMemo
    /// The values of scenario requests, with `samples`.
    let requestValues: RequestValues

    enum Finding {
        case diagnostic(Diagnostic)
        /// An example value in which the document's own allowlist leaves something secret-like.
        case published(OpenAPIExample, JSONValue)
        /// The text example of a body Treaty does not read in which something looks secret.
        case publishedText(OpenAPIExample, String)
    }

    /// - Parameters:
    ///   - allowlist: the contract's allowlist.
    ///   - validator: a validator over the contract's schema table, shared with the linter.
    init(allowlist: [String], options: OpenAPIOptions, validator: ShapeValidator) {
        self.options = options
        scanner = FixtureSecretScanner(allowlist: allowlist)
        self.validator = validator
        samples = SampleMemo(ShapeSampler(validator: validator))
        requestValues = RequestValues(validator: validator, samples: samples)
    }

    /// `contract` with its scenarios and live samples, its allowlist grown by the secret-like
    /// values its examples publish, and what building them found.
    static func build(
        _ contract: Contract, _ examples: [String: OpenAPIEndpointExamples], options: OpenAPIOptions,
        validator: ShapeValidator
    ) -> (contract: Contract, diagnostics: [Diagnostic]) {
        let endpoints = contract.endpoints
        // Runs long enough that each builder's samples are mostly reused, enough of them to share out.
        let length = max(16, endpoints.count / 16)
        let runs = endpoints.indices.runs(of: length)
        let built = runs.concurrentMap { run in
            var builder = OpenAPIScenarioBuilder(allowlist: contract.allowlist, options: options, validator: validator)
            let built = run.map { builder.scenarios(for: endpoints[$0], examples[endpoints[$0].id] ?? OpenAPIEndpointExamples()) }
            return (endpoints: built, findings: builder.findings, scanned: builder.scannedStrings)
        }
        var result = contract
        result.endpoints = built.flatMap(\.endpoints)
        var published = PublishedValues(allowlist: contract.allowlist)
        for run in built { published.memo.merge(run.scanned) }
        let diagnostics = published.settle(built.flatMap(\.findings))
        result.allowlist = published.allowed
        return (result, diagnostics)
    }

    mutating func scenarios(for endpoint: Endpoint, _ examples: OpenAPIEndpointExamples) -> Endpoint {
        var endpoint = endpoint
        let input = requestInput(endpoint, bodyExamples: examples.requestBody)
        var names = ScenarioNames()
        var scenarios: [Scenario] = []
        for response in endpoint.responses {
            guard let status = concreteStatus(response.status, among: endpoint.responses) else { continue }
            let documented = examples.responses[response.status] ?? []
            let base = ScenarioNames.base(for: response.status)
            var kept = false
            for example in documented {
                guard let (value, expect) = checked(example, response: response, status: status) else { continue }
                let name =
                    documented.count == 1 ? base : base + "_" + Identifier.lowerCamel(from: example.name, fallback: "example")
                // The text example of a body Treaty does not read is served as written.
                let body: ScenarioBody =
                    if !response.readsJSON, case .string(let text) = value { .raw(text) } else { .inline(value) }
                let outcome = Scenario.Outcome.response(StubResponse(status: status, headers: headers(response), body: body))
                scenarios.append(
                    Scenario(
                        name: names.unique(name), outcome: outcome, expect: expect ?? .default(for: outcome), input: input,
                        location: example.location))
                kept = kept || expect == nil
            }
            // No example, or none valid (each reported, and kept only as a decoding scenario): the
            // status still gets a scenario with a valid body, synthesized from the shape.
            guard !kept, let body = synthesizedBody(response, endpoint: endpoint) else { continue }
            let outcome = Scenario.Outcome.response(StubResponse(status: status, headers: headers(response), body: body))
            scenarios.append(
                Scenario(
                    name: names.unique(base), outcome: outcome, expect: .default(for: outcome), input: input,
                    location: response.location))
        }
        let avoiding = Set(input.pathParameters.map(\.value) + input.query.map(\.value) + input.headers.map(\.value))
        if let success = scenarios.first(where: RequestValues.isPlainSuccess),
            let full = requestValues.allInputs(endpoint, base: input, given: RequestInput(), avoiding: avoiding)
        {
            var every = success
            every.name = names.unique("allInputs")
            every.input = full
            scenarios.append(every)
        }
        let timeout = Scenario.Outcome.transport(TransportFailure(code: "timedOut"))
        scenarios.append(
            Scenario(
                name: names.unique("timeout"), outcome: timeout, expect: .transport, input: input, location: endpoint.location))
        endpoint.scenarios = scenarios
        endpoint.live = liveSamples(endpoint)
        return endpoint
    }

    /// The example as the stub should send it, and `.decoding` when it is kept although invalid;
    /// nil when it is invalid and skipped. A JSON document written as a YAML string is read as JSON.
    private mutating func checked(_ example: OpenAPIExample, response: ResponseSpec, status: Int) -> (
        JSONValue, ExpectedOutcome?
    )? {
        guard let shape = response.body else {
            if case .string(let text) = example.value, !response.readsJSON {
                notePublishedText(in: example, text: text)
            } else {
                notePublishedValues(in: example, value: example.value)
            }
            return (example.value, nil)
        }
        var value = example.value
        if case .string(let text) = value, !samples.conforms(value, to: shape),
            let parsed = try? JSONParser().parse(text)
        {
            value = parsed
        }
        let report = validator.validate(value, against: shape)
        notePublishedValues(in: example, value: value)
        guard !report.isValid else { return (value, nil) }
        let violation = report.violations.first { $0.classification == .breaking }
        let unverified = report.unverified.first
        let pointer = violation?.pointer ?? unverified?.pointer ?? ""
        // An example that could not be checked is not known to be invalid either: never kept as
        // a scenario that expects a decoding error.
        let kept = options.invalidExamplesAsDecoding && violation != nil
        var invalid = Diagnostic.invalidExample(
            example.name, status: response.status.description, pointer: pointer,
            problem: violation?.message ?? unverified?.message ?? "it does not match",
            unchecked: violation == nil, kept: kept,
            at: example.location(of: pointer.replacing("/*", with: "/0")))
        invalid.pointer = pointer
        findings.append(.diagnostic(invalid))
        return kept ? (value, .decoding) : nil
    }

    /// A body valid against the response's shape; `.none` when it declares none; nil (reported)
    /// when no valid value could be found.
    private mutating func synthesizedBody(_ response: ResponseSpec, endpoint: Endpoint) -> ScenarioBody? {
        guard let shape = response.body else { return ScenarioBody.none }
        if let value = samples.sample(shape) { return .inline(value) }
        findings.append(
            .diagnostic(.noSample(status: response.status.description, endpoint: endpoint.id, at: response.location)))
        return nil
    }

    /// Required response headers and `Retry-After`, with their example or a synthesized value.
    private func headers(_ response: ResponseSpec) -> [HeaderField] {
        response.headers.filter { $0.required || $0.name.lowercased() == "retry-after" }.compactMap { header in
            guard let value = header.example ?? samples.sample(header.shape) else { return nil }
            return HeaderField(name: header.name, value: value.parameterText)
        }
    }

    /// A code for the stub to send: the pattern's own code, or for `4XX` and `default` the first
    /// code no other response declares. Informational statuses get no scenario.
    private func concreteStatus(_ pattern: StatusPattern, among responses: [ResponseSpec]) -> Int? {
        let declared = Set(responses.compactMap { if case .code(let code) = $0.status { code } else { nil } })
        switch pattern {
        case .code(let code): return code >= 200 ? code : nil
        case .range(let digit): return digit >= 2 ? (digit * 100..<digit * 100 + 100).first { !declared.contains($0) } : nil
        case .default: return (Array(500...599) + Array(400...499)).first { !declared.contains($0) }
        }
    }
}

extension JSONValue {
    /// The value as a header or query string: strings as they are, anything else as compact JSON.
    var parameterText: String {
        if case .string(let text) = self { return text }
        return JSONWriter.compact.write(self)
    }
}
