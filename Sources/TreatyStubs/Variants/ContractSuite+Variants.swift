import Foundation
public import TreatyContract

extension ContractSuite {
    /// The response variants this process runs, in contract order: the generated Swift Testing
    /// suite's arguments and the XCTest loop's cases. `TREATY_SHARD` and `TREATY_SCENARIO` choose
    /// among them as among scenarios (a selected scenario brings its variants).
    public func variantCases() -> [ResponseVariantCase] {
        variants.cases { endpoint, scenario in includes(endpoint.id) && selects(endpoint.id, scenario.name) }
    }

    /// Runs one response variant: serves the variant's body where the scenario serves its
    /// fixture, calls the client with the scenario's inputs, and reports a client regression when
    /// the client does not succeed. The scenario's own run checks the request; this one only
    /// whether a response the contract allows is decoded.
    ///
    /// When a variant of several members at once fails, each member is tried alone, so the
    /// failure names the member: `client regression: listReleases/success: the client cannot
    /// decode a response the contract allows: /0/name is null (it returned a decoding error)`.
    public func run(
        _ variantCase: ResponseVariantCase, reporter: FailureReporter, site: CallSite = CallSite(),
        call: @Sendable (StubSession, ContractInput.Values) async throws -> Void,
        classify: @Sendable (any Error) -> ClientOutcome
    ) async {
        let lane = "client regression: \(variantCase.scenarioID)"
        if let shardProblem {
            reporter.report("\(lane): \(shardProblem)", site)
            return
        }
        guard let endpoint = contract.endpoint(variantCase.endpointID),
            let scenario = endpoint.scenario(variantCase.scenarioName),
            let base = variants.base(of: scenario, in: endpoint),
            let variant = variants.variants(of: scenario, in: endpoint).first(where: { $0.name == variantCase.variantName })
        else {
            reporter.report(
                "\(lane): the contract has no response variant '\(variantCase.variantName)'; regenerate the suite", site)
            return
        }
        let input = SampleInput.complete(scenario.input, for: endpoint)
        let play = VariantPlay(suite: self, endpoint: endpoint, reply: base.response, input: input, lane: lane, site: site)
        let observed = await play.outcome(variant.body, reporter: reporter, call: call, classify: classify)
        guard let observed, observed != .success else { return }
        var named: [(ResponseVariant, ClientOutcome)] = []
        for part in variants.builder.checkedParts(of: variant, shape: base.shape) {
            if let outcome = await play.outcome(part.body, reporter: reporter, call: call, classify: classify),
                outcome != .success
            {
                named.append((part, outcome))
            }
        }
        for (failed, outcome) in named.isEmpty ? [(variant, observed)] : named {
            reporter.report(
                "\(lane): the client cannot decode a response the contract allows: \(failed.finding) (it returned \(outcome))",
                site)
        }
    }
}

/// One scenario's response played with another body, as many times as a variant needs.
private struct VariantPlay {
    let suite: ContractSuite
    let endpoint: Endpoint
    let reply: StubResponse
    let input: RequestInput
    /// `client regression: endpoint/scenario`, as the scenario's own failures begin.
    let lane: String
    let site: CallSite

    /// What the client produced for `body`; nil when it sent no request to the endpoint, which
    /// is reported (the scenario's own run says more).
    func outcome(
        _ body: JSONValue, reporter: FailureReporter, call: @Sendable (StubSession, ContractInput.Values) async throws -> Void,
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
        guard stubs.requests.contains(where: { $0.endpointID == endpoint.id }) else {
            reporter.report(
                "\(lane): the client sent no request to \(endpoint.method) \(endpoint.path.raw)", site)
            return nil
        }
        return observed
    }
}
