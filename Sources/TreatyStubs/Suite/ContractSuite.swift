import Foundation
public import TreatyContract

/// Runs contract scenarios against a real client: the engine behind generated contract suites.
///
/// Each run opens its own ``StubSession`` (so runs are independent and parallel-safe; they share
/// one `URLSession`, which routes by each stub session's host), stubs the
/// scenario, lets the adapter call the client, then checks, in the lane of client regressions:
/// the number of requests, that each conforms to the contract, that the scenario's inputs reached
/// the wire, and that the outcome matches the scenario's `expect`. Failures read
/// `client regression: listProjects/notFound: expected an http(404) error, client returned success`.
/// With `TREATY_USAGE_RECORD`, each run adds what the client sent to a usage record, and with
/// `TREATY_PROBE_RESPONSES=1` what it reads of a success response (see docs/usage.md).
///
/// Generated code calls ``run(_:_:reporter:site:call:classify:)`` once per test. Only generated
/// code needs it, so it sits behind `@_spi(Generated)`: hand-written tests open a ``StubSession``.
@_spi(Generated) public struct ContractSuite: Sendable {
    /// The contract every run stubs and verifies against.
    public let contract: Contract
    /// The fixture bytes the contract's scenarios name.
    public let fixtures: FixtureSource
    /// One shape checker for every run, so the contract's shapes are compiled once, not per test.
    public let checker: ShapeChecker
    /// The contract's routes, built once rather than for each run's session.
    let routes: [StubRoute]
    /// The one `URLSession` every run's stub session uses (see ``SharedURLSession``).
    let urlSession = SharedURLSession()
    /// The endpoints this process runs when `TREATY_SHARD=K/N` splits the suite across CI
    /// runners; nil runs them all.
    private let shardEndpoints: Set<String>?
    /// Why `TREATY_SHARD` could not be read; every run then fails saying so.
    let shardProblem: String?
    /// The scenarios `TREATY_SCENARIO` names, or all of them.
    private let selection: ScenarioSelection
    /// The response variants of the success scenarios (see ``ResponseVariantCase``).
    public let variants: ScenarioVariants
    /// Where each run's usage goes when `TREATY_USAGE_RECORD` names a file (docs/usage.md).
    let usage: UsageRecorder?
    /// Whether success responses are probed for what the client reads (`TREATY_PROBE_RESPONSES`).
    let probing: ProbeSettings

    /// Prepares the contract for runs; keep one suite per contract (generated code holds it in a
    /// `static let`). `TREATY_SHARD`, `TREATY_SCENARIO`, `TREATY_USAGE_RECORD`, `TREATY_PROBE_RESPONSES`,
    /// `TREATY_PROBE_LIMIT` and `TREATY_PROBE_SECONDS` are read from the process's environment.
    /// `variants` are `treaty.yaml`'s `variants:` settings, written into the generated suite.
    public init(contract: Contract, fixtures: FixtureSource, variants: VariantSettings = VariantSettings()) {
        self.init(contract: contract, fixtures: fixtures, variants: variants, environment: ProcessInfo.processInfo.environment)
    }

    /// Prepares the contract for runs with `treaty.yaml`'s `variants:` as generated code writes
    /// them: the kinds off by their words (`string-bounds`), the known issues by case name. Words
    /// only, so a generated file names nothing but this module's declarations.
    public init(contract: Contract, fixtures: FixtureSource, variantsOff: [String], variantKnownIssues: [String: String]) {
        let off = Set(variantsOff.compactMap(ResponseVariant.Kind.init(rawValue:)))
        self.init(contract: contract, fixtures: fixtures, variants: VariantSettings(off: off, knownIssues: variantKnownIssues))
    }

    /// Prepares the contract for runs, reading `TREATY_SHARD`, `TREATY_SCENARIO`, `TREATY_USAGE_RECORD`,
    /// `TREATY_PROBE_RESPONSES`, `TREATY_PROBE_LIMIT` and `TREATY_PROBE_SECONDS` from `environment`.
    public init(
        contract: Contract, fixtures: FixtureSource, variants: VariantSettings = VariantSettings(),
        environment: [String: String]
    ) {
        self.contract = contract
        self.fixtures = fixtures
        // One validator (every named schema compiled once) for the requests' checks and the variants.
        let validator = ShapeValidator(schemas: contract.schemaTable)
        self.variants = ScenarioVariants(contract: contract, fixtures: fixtures, settings: variants, validator: validator)
        self.selection = ScenarioSelection(environment["TREATY_SCENARIO"])
        self.checker = .standard(validator: validator)
        self.routes = contract.endpoints.map(StubRoute.init(endpoint:))
        self.usage = environment["TREATY_USAGE_RECORD"].flatMap { $0.isEmpty ? nil : UsageRecorder(path: $0, contract: contract) }
        self.probing = ProbeSettings(environment, recording: usage != nil)
        let text = environment["TREATY_SHARD"].flatMap { $0.isEmpty ? nil : $0 }
        if let text, let shard = Shard(text) {
            // Split as 'treaty check --shard' does: by endpoint, balanced by scenario count.
            let weights = contract.endpoints.map { (key: $0.id, weight: $0.scenarios.count) }
            let assignment = Shard.assign(weights, count: shard.count)
            shardEndpoints = Set(assignment.filter { $0.value == shard.index }.map(\.key))
            shardProblem = nil
        } else {
            shardEndpoints = nil
            shardProblem = text.map { "TREATY_SHARD '\($0)' is not \(Shard.expectedForm); unset it to run every test" }
        }
    }

    /// Why the environment's settings cannot be followed (`TREATY_SHARD`, `TREATY_PROBE_RESPONSES`,
    /// `TREATY_PROBE_LIMIT`, `TREATY_PROBE_SECONDS`); every run then fails saying so, and runs nothing.
    var setupProblem: String? { shardProblem ?? probing.problem }

    /// Whether this process runs `endpointID`'s scenarios: always, unless `TREATY_SHARD` gives
    /// the endpoint to another shard. Generated tests are enabled by it, so the N shards of a
    /// suite run every scenario exactly once between them, and skipped ones show as skipped.
    public func includes(_ endpointID: String) -> Bool {
        shardEndpoints?.contains(endpointID) ?? true
    }

    /// Whether this process runs `endpointID`'s scenario `scenarioName`: always, unless
    /// `TREATY_SCENARIO=endpoint/scenario,endpoint,…` names others. Generated suites build their
    /// argument lists and loops with it, so one scenario, or one endpoint's, can run on its own.
    public func selects(_ endpointID: String, _ scenarioName: String) -> Bool {
        selection.contains(endpointID, scenarioName)
    }

    /// Runs one scenario.
    /// - Parameters:
    ///   - call: calls the client for the endpoint with the session and the scenario's inputs.
    ///   - classify: maps the client's error to a ``ClientOutcome``.
    /// - Returns: nil when everything was checked; otherwise why the run is "not verified" (a
    ///   scenario marked `bodyUnverified:` whose request body the stub could not see). Generated
    ///   tests turn it into a known issue (Swift Testing) or a skip (XCTest), never a pass.
    @discardableResult
    public func run(
        _ endpointID: String, _ scenarioName: String, reporter: FailureReporter, site: CallSite = CallSite(),
        call: @Sendable (StubSession, ContractInput.Values) async throws -> Void,
        classify: @Sendable (any Error) -> ClientOutcome
    ) async -> String? {
        let lane = "client regression: \(endpointID)/\(scenarioName)"
        if let setupProblem {
            reporter.report("\(lane): \(setupProblem)", site)
            return nil
        }
        guard let endpoint = contract.endpoint(endpointID), let scenario = endpoint.scenario(scenarioName) else {
            reporter.report("\(lane): the contract has no such scenario; regenerate the suite", site)
            return nil
        }
        let stubs = StubSession(
            contract: contract, routes: routes, stubHost: nil, fixtures: fixtures, checker: checker,
            options: StubOptions(unverifiedBodies: scenario.bodyUnverified), reporter: reporter, sharing: urlSession,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        stubs.stub(
            endpointID, scenario: scenarioName, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
        let input = SampleInput.complete(scenario.input, for: endpoint)
        let observed = await ClientOutcome.of(call, stubs, input, classify: classify)
        let expectation = ScenarioExpectation(scenario, in: endpoint)
        for problem in requestProblems(stubs, endpoint, input, expectation) { reporter.report("\(lane): \(problem)", site) }
        stubs.verify(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        if let mismatch = expectation.mismatch(observed) { reporter.report("\(lane): \(mismatch)", site) }
        if let usage {
            let requests = stubs.requests(to: endpointID)
            var probed: ResponseUsage?
            if !requests.isEmpty {
                probed = await probe(
                    endpoint, scenario, input: input, observed: observed, site: site, call: call, classify: classify)
            }
            if let problem = usage.note(endpoint, scenario, requests: requests, outcome: observed, response: probed) {
                reporter.report(problem, site)
            }
        }
        let hidden = stubs.unverifiedBodies
        guard let reason = scenario.bodyUnverified, !hidden.isEmpty else { return nil }
        return "not verified: \(endpointID)/\(scenarioName): the body of '\(hidden[0])' was not visible to the stub (\(reason))"
    }

    private func requestProblems(
        _ stubs: StubSession, _ endpoint: Endpoint, _ input: RequestInput, _ expectation: ScenarioExpectation
    )
        -> [String]
    {
        let all = stubs.requests
        let mine = all.filter { $0.endpointID == endpoint.id }
        var problems: [String] = []
        if mine.isEmpty {
            problems.append("the client sent no request to \(endpoint.method) \(endpoint.path.raw)")
        } else if !expectation.requestCount.contains(mine.count) {
            let range = expectation.requestCount
            let wanted = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "at least \(range.lowerBound)"
            problems.append("expected \(wanted) request(s) to \(endpoint.id), the client sent \(mine.count)")
        }
        for other in all where other.endpointID != nil && other.endpointID != endpoint.id {
            problems.append("unexpected request \(other.summary) to '\(other.endpointID ?? "")'")
        }
        if let first = mine.first {
            problems += InputEcho(input: input, endpoint: endpoint, schemas: contract.schemaTable).mismatches(in: first)
        }
        return problems
    }
}
