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
        if let setupProblem {
            reporter.report("\(lane): \(setupProblem)", site)
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
        let play = ResponsePlay(
            suite: self, endpoint: endpoint, reply: base.response, input: input, reporter: reporter, site: site)
        // A play whose client sent no request is reported: the scenario's own run says more.
        func outcome(_ body: JSONValue) async -> ClientOutcome? {
            let observed = await play.outcome(body, call: call, classify: classify)
            if observed == nil {
                reporter.report("\(lane): the client sent no request to \(endpoint.method) \(endpoint.path.raw)", site)
            }
            return observed
        }
        guard let observed = await outcome(variant.body), observed != .success else { return }
        var named: [(ResponseVariant, ClientOutcome)] = []
        for part in variants.builder.checkedParts(of: variant, shape: base.shape) {
            if let outcome = await outcome(part.body), outcome != .success {
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
