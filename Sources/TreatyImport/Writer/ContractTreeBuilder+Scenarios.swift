import TreatyContract
import TreatyTooling

extension ContractTreeBuilder {
    /// One scenario: its outcome (`status` with `headers` and a body, `transport` or `sequence`),
    /// `expect` only when it differs from the default, and the request inputs.
    mutating func scenarioTree(_ scenario: Scenario, secrets: Set<String>, place: String) -> YAMLTree {
        var entries: [YAMLTree.Entry] = []
        switch scenario.outcome {
        case .response(let response):
            entries.append(.init("status", .integer(response.status)))
            let headers = headerEntries(
                response.headers.map { ($0.name, .string($0.value)) }, secrets: secrets, place: place)
            if !headers.isEmpty { entries.append(.init("headers", namedMapping(headers, flow: true, place: place))) }
            if let body = bodyEntry(response.body, place: place) { entries.append(body) }
        case .transport(let failure):
            entries.append(.init("transport", .string(failure.code)))
        case .sequence(let names):
            entries.append(.init("sequence", .strings(names)))
        }
        if scenario.expect != ExpectedOutcome.default(for: scenario.outcome) {
            entries.append(.init("expect", .string(scenario.expect.rawValue)))
        }
        let input = inputEntries(scenario.input, secrets: secrets, place: place)
        if !input.isEmpty { entries.append(.init("request", .mapping(input, flow: true))) }
        return .mapping(entries, flow: true)
    }

    /// One `live:` sample: its request values and the status it expects.
    mutating func liveSampleTree(_ sample: LiveSample, secrets: Set<String>, place: String) -> YAMLTree {
        var entries = inputEntries(sample.input, secrets: secrets, place: place)
        if let status = sample.expectedStatus { entries.append(.init("status", .integer(status))) }
        return .mapping(entries, flow: true)
    }

    private mutating func bodyEntry(_ body: ScenarioBody, place: String) -> YAMLTree.Entry? {
        switch body {
        case .none:
            return nil
        case .inline(let value):
            return .init("body", jsonTree(value))
        case .raw(let text):
            return .init("rawBody", .string(text))
        case .fixture(let fixture):
            if fixture.path != RelativePath.join(contract.fixtureDirectory, fixture.name) {
                omit(
                    place,
                    "the fixture path '\(fixture.path)' is not in the fixtures folder; written by its name '\(fixture.name)'")
            }
            return .init("fixture", .string(fixture.name))
        }
    }

    /// `path`, `query`, `headers` and `body` of a scenario's `request:` or a live sample.
    private mutating func inputEntries(_ input: RequestInput, secrets: Set<String>, place: String) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        for (key, values) in [("path", input.pathParameters), ("query", input.query)] where !values.isEmpty {
            let named = values.map { YAMLTree.Entry($0.name, jsonTree($0.value)) }
            entries.append(.init(key, namedMapping(named, flow: true, place: place)))
        }
        let headers = headerEntries(input.headers.map { ($0.name, $0.value) }, secrets: secrets, place: place)
        if !headers.isEmpty { entries.append(.init("headers", namedMapping(headers, flow: true, place: place))) }
        if let body = input.body { entries.append(.init("body", jsonTree(body))) }
        return entries
    }

    /// Header values as strings (the loader reads them so); a secret header's literal value is left out.
    private mutating func headerEntries(
        _ headers: [(name: String, value: JSONValue)], secrets: Set<String>, place: String
    ) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        for header in headers {
            let text: String
            switch header.value {
            case .string(let string): text = string
            case .number(let number): text = number.text
            case .bool(let flag): text = String(flag)
            case .null, .array, .object:
                omit(place, "the value of header '\(header.name)' is not a string, number or boolean; left out")
                continue
            }
            if secrets.contains(header.name.lowercased()) && !EnvironmentReference.contains(text) {
                omit(
                    place,
                    "the literal value of secret header '\(header.name)' is left out; use an environment reference such as '${TOKEN}'"
                )
                continue
            }
            if header.value != .string(text) { omit(place, "the value of header '\(header.name)' is written as a string") }
            entries.append(.init(header.name, .string(text)))
        }
        return entries
    }
}
