import TreatyContract
import TreatyTooling
import TreatyYAML

/// Reads one entry of an endpoint's `scenarios:`.
struct ScenarioDecoder {
    let fixtureDirectory: String
    let inputs: InputDecoder

    func decode(_ pair: YAMLPair, _ context: inout DecodeContext) -> Scenario? {
        guard let name = pair.keyText else { return nil }
        let location = context.location(pair.key)
        context.requireIdentifier(name, "scenario name", names: "generated tests", at: location)
        guard let pairs = context.mapping(pair.value, "scenario '\(name)'", allowed: ContractKeys.scenario) else { return nil }
        let entries = Entries(pairs)
        let kinds = ["status", "transport", "sequence"].filter { entries[$0] != nil }
        guard kinds.count == 1 else {
            let misspelt = DecodeContext.misspeltKeys(in: pairs, allowed: ContractKeys.scenario)
            if kinds.isEmpty {
                // A misspelt 'status' is already its unknown-key error, with the fix.
                guard misspelt.isDisjoint(with: ["status", "transport", "sequence"]) else { return nil }
                context.report(
                    .missingKey(
                        "status", in: "scenario '\(name)'", at: location, hint: "give 'status', 'transport' or 'sequence'"))
            } else {
                context.report(.conflictingKeys(kinds, in: "scenario '\(name)'", at: location))
            }
            return nil
        }
        guard let outcome = outcome(kinds[0], entries, name: name, at: location, &context) else { return nil }
        var expect = ExpectedOutcome.default(for: outcome)
        if let node = entries["expect"], let text = context.string(node, "'expect'") {
            if let value = ExpectedOutcome(rawValue: text) {
                expect = value
            } else {
                context.report(
                    .invalidValue(
                        "'expect'", found: text,
                        expected: ExpectedOutcome.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
                        at: context.location(node)))
            }
        }
        if let node = entries["description"] { _ = context.string(node, "'description'") }
        var input = RequestInput()
        if let node = entries["request"], let inputPairs = context.mapping(node, "'request'", allowed: ContractKeys.input) {
            input = inputs.decode(inputPairs, &context)
        }
        var scenario = Scenario(name: name, outcome: outcome, expect: expect, input: input, location: location)
        scenario.knownIssue = reason(entries["knownIssue"], "knownIssue", &context)
        scenario.bodyUnverified = reason(entries["bodyUnverified"], "bodyUnverified", &context)
        return scenario
    }

    /// A marker's reason: a non-empty line, since it is shown wherever the scenario is counted.
    private func reason(_ node: YAMLNode?, _ key: String, _ context: inout DecodeContext) -> String? {
        guard let node, let text = context.string(node, "'\(key)'") else { return nil }
        guard !text.allSatisfy(\.isWhitespace), !text.contains(where: \.isNewline) else {
            context.report(
                .invalidValue("'\(key)'", found: text, expected: "a one-line reason", at: context.location(node)))
            return nil
        }
        return text
    }

    private func outcome(
        _ kind: String, _ entries: Entries, name: String, at location: FileLocation, _ context: inout DecodeContext
    )
        -> Scenario.Outcome?
    {
        let bodyKeys = ["body", "fixture", "rawBody"].filter { entries[$0] != nil }
        if kind != "status", let extra = (bodyKeys + (entries["headers"] != nil ? ["headers"] : [])).first {
            context.report(.conflictingKeys([kind, extra], in: "scenario '\(name)'", at: location))
        }
        switch kind {
        case "transport":
            guard let node = entries["transport"], let code = context.string(node, "'transport'") else { return nil }
            if !TransportFailure.knownCodes.contains(code) {
                context.report(.unknownTransportFailure(code, at: context.location(node)))
            }
            return .transport(TransportFailure(code: code))
        case "sequence":
            guard let node = entries["sequence"], let items = context.sequence(node, "'sequence'") else { return nil }
            return .sequence(items.compactMap { context.string($0, "a 'sequence' entry") })
        default:
            guard let node = entries["status"], let status = context.integer(node, "'status'", atLeast: 100) else { return nil }
            guard status <= 599 else {
                context.report(
                    .valueOutOfRange(
                        "'status'", found: String(status), expected: "a code from 100 to 599", at: context.location(node)))
                return nil
            }
            if bodyKeys.count > 1 { context.report(.conflictingKeys(bodyKeys, in: "scenario '\(name)'", at: location)) }
            var response = StubResponse(status: status)
            if let headers = entries["headers"] { response.headers = inputs.headers(headers, &context) }
            if let body = entries["body"], let value = context.json(body, "'body'") {
                response.body = .inline(value)
            } else if let fixture = entries["fixture"], let file = context.string(fixture, "'fixture'"),
                let path = context.fixturePath(file, in: fixtureDirectory, at: fixture)
            {
                response.body = .fixture(FixtureReference(name: file, path: path))
            } else if let raw = entries["rawBody"], let text = context.string(raw, "'rawBody'") {
                response.body = .raw(text)
            }
            return .response(response)
        }
    }
}
