import TreatyContract

/// One scenario's response served again with another body, as many times as a caller needs:
/// each play opens a fresh ``StubSession``, stubs the endpoint with the scenario's status and
/// headers around the given body, and calls the client with the scenario's inputs.
///
/// Response variants play bodies the contract allows and report what the client fails on;
/// response probes play bodies with one member removed or retyped and only count.
struct ResponsePlay {
    let suite: ContractSuite
    let endpoint: Endpoint
    /// The scenario's response: its status and headers are served with every body.
    let reply: StubResponse
    let input: RequestInput
    /// Receives what the stubs find wrong with a play's requests; a probe passes one that drops it.
    let reporter: FailureReporter
    let site: CallSite

    /// What the client produced for `body`; nil when it sent no request to the endpoint, which
    /// says nothing about the body.
    func outcome(
        _ body: JSONValue, call: @Sendable (StubSession, ContractInput.Values) async throws -> Void,
        classify: @Sendable (any Error) -> ClientOutcome
    ) async -> ClientOutcome? {
        let stubs = StubSession(
            contract: suite.contract, routes: suite.routes, stubHost: nil, fixtures: suite.fixtures, checker: suite.checker,
            options: StubOptions(), reporter: reporter, sharing: suite.urlSession, fileID: site.fileID,
            filePath: site.filePath, line: site.line, column: site.column)
        stubs.stub(
            endpoint.id, .json(reply.status, body, headers: reply.headers), fileID: site.fileID, filePath: site.filePath,
            line: site.line, column: site.column)
        let observed = await ClientOutcome.of(call, stubs, input, classify: classify)
        guard stubs.requests.contains(where: { $0.endpointID == endpoint.id }) else { return nil }
        return observed
    }
}
