extension Endpoint {
    /// The response of `scenario` that response variants vary, with its declared body shape; nil
    /// when the scenario has none.
    ///
    /// Only a scenario the client must decode has variants: a 2XX response with `expect: success`
    /// (no sequence, no transport failure), a JSON body written inline or as a fixture, and a
    /// body shape declared for its status. A scenario serving the very response an earlier one
    /// does (the `allInputs` copy of a success) has none: its variants would be that one's again.
    /// The generator asks this to know whether a contract has variants at all; the stub runtime,
    /// to build them.
    public func variedResponse(of scenario: Scenario) -> (response: StubResponse, shape: Shape)? {
        guard scenario.expect == .success, case .response(let response) = scenario.outcome,
            (200..<300).contains(response.status), let declared = self.response(for: response.status),
            declared.readsJSON, let shape = declared.body
        else { return nil }
        for earlier in scenarios {
            if earlier.name == scenario.name { break }
            if earlier.outcome == scenario.outcome, earlier.expect == .success { return nil }
        }
        switch response.body {
        case .inline, .fixture: return (response, shape)
        case .none, .raw: return nil
        }
    }
}
