public import TreatyContract

/// Every sample's result from one `treaty check`, with the run's verdict.
public struct CheckRun: Sendable, Hashable {
    /// The run's overall outcome, worst first.
    public enum Verdict: String, Sendable, Hashable {
        /// At least one sample drifted.
        case drift
        /// Nothing drifted, but something could not be verified.
        case environment
        /// Nothing drifted and everything was verified, but the API added to the contract.
        case additive
        /// Every sample conforms.
        case conforms
    }

    /// What may turn a scheduled job red (`treaty check --fail-on`). Drift and environment trouble
    /// do by default; additive findings are reported but pass unless a job asks otherwise. A
    /// meaningless run (nothing verified at all) fails whatever is chosen.
    public enum FailOn: String, Sendable, Hashable, CaseIterable {
        case drift
        case additive
        case environment

        /// `drift` and `environment`.
        public static let defaults: Set<FailOn> = [.drift, .environment]
    }

    /// A contract a run checked, by its `name:` and `version:`: `treaty summary --contract`
    /// refuses a report of another version.
    public struct ContractVersion: Sendable, Hashable {
        public var name: String
        public var version: String

        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// Results in contract, endpoint and sample order.
    public var results: [SampleResult]
    /// Endpoints not checked, as `METHOD id` with the reason (unsafe methods without `--allow-unsafe`).
    public var skipped: [String]
    /// The contracts checked, in the order given.
    public var contracts: [ContractVersion]
    /// This run's drift against an accepted baseline (`--baseline`), when one was given.
    public var baseline: BaselineComparison?
    /// Whether any drift fails the run even with a baseline (`--strict-baseline`).
    public var strict = false
    /// The slice this run is, when it is one of several (`--shard K/N`); nil for a whole run.
    public var shard: Shard?
    /// What fails the run (`--fail-on`).
    public var failOn = FailOn.defaults

    public init(results: [SampleResult], skipped: [String] = [], contracts: [ContractVersion] = []) {
        self.results = results
        self.skipped = skipped
        self.contracts = contracts
    }

    /// Drift if any sample drifted; else environment if any could not be verified or none ran;
    /// else additive if any sample was.
    public var verdict: Verdict {
        if results.contains(where: { $0.verdict == .drift }) { return .drift }
        if results.isEmpty || results.contains(where: { $0.verdict == .environment }) { return .environment }
        if results.contains(where: { $0.verdict == .additive }) { return .additive }
        return .conforms
    }

    /// Set when the results say nothing about the contract: no samples, or no sample verified
    /// (every one refused for credentials, rate limited, unreachable, timed out, …). Reports put
    /// it before anything else, and it fails the run whatever `--fail-on` leaves out: a job that
    /// passes over environment trouble must not stay green while the API cannot be reached at all.
    public var meaningless: String? {
        guard !results.isEmpty else { return "no live samples were sent; add 'live:' samples to the endpoints" }
        let rules = Set(results.map { $0.environment?.rule ?? "" })
        if rules == ["unauthorized"] {
            return "every sample answered 401 or 403; the credentials are missing or expired, so nothing was verified"
        }
        if rules.isSubset(of: ["rate-limited", "unavailable"]) {
            return "every sample was rate limited or unavailable after retries, so nothing was verified"
        }
        if rules.isSubset(of: ["unauthorized", "rate-limited", "unavailable"]) {
            return "every sample was refused for credentials or rate limited, so nothing was verified"
        }
        guard results.allSatisfy({ $0.verdict == .environment }) else { return nil }
        var counts: [String: Int] = [:]
        for result in results { counts[result.environment?.rule ?? "environment", default: 0] += 1 }
        let found = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return "no sample could be verified (\(found)); check the base URL and that the API is up"
    }

    /// Whether the run fails for drift: any drift, or with a baseline (and not ``strict``) only
    /// drift the baseline does not know.
    public var failsForDrift: Bool {
        guard meaningless == nil, verdict == .drift else { return false }
        guard let baseline, !strict else { return true }
        return baseline.newCount > 0
    }

    /// What the run comes to for a job, `treaty check`'s exit code: drift that fails it (see
    /// ``failsForDrift``), else unverified when anything could not be checked (or nothing was),
    /// else additive findings when the job fails on them, else a pass. Drift a baseline accepts
    /// is a pass; so is whatever ``failOn`` leaves out, except a meaningless run.
    public enum Outcome: Sendable, Hashable {
        case pass
        case drift
        case additive
        case unverified
    }

    public var outcome: Outcome { outcome(driftFails: failsForDrift) }

    /// The outcome when the drift decision is made elsewhere (a report read back knows its baseline).
    func outcome(driftFails: Bool) -> Outcome {
        if driftFails, failOn.contains(.drift) { return .drift }
        if meaningless != nil || results.isEmpty { return .unverified }
        if count(.environment) > 0, failOn.contains(.environment) { return .unverified }
        if count(.additive) > 0, failOn.contains(.additive) { return .additive }
        return .pass
    }

    /// How many samples had each verdict.
    public func count(_ verdict: SampleResult.Verdict) -> Int {
        results.filter { $0.verdict == verdict }.count
    }

    /// The one-line verdict every report starts with.
    public var headline: String {
        let additive = count(.additive) > 0 ? "\(count(.additive)) additive, " : ""
        let counts =
            "\(results.count) sample(s): \(count(.conforms)) conform, \(additive)\(count(.drift)) drift, \(count(.environment)) could not be verified"
        if let meaningless { return "meaningless run: \(meaningless) (\(counts))" }
        switch verdict {
        case .drift: return "drift: the API no longer matches the contract (\(counts))"
        case .environment: return "unverified: nothing drifted, but some samples could not be checked (\(counts))"
        case .additive:
            return "additive: the API added to the contract, nothing a tolerant client breaks on (\(counts))"
        case .conforms: return "conforms: every sample matches the contract (\(counts))"
        }
    }
}
