/// The two lanes of a scheduled job side by side: client regressions (offline suite) and schema
/// drift (live check), so one red job still says which side moved.
public struct LaneSummary: Sendable, Hashable {
    /// The combined outcome, which sets `treaty summary`'s exit code.
    public enum Verdict: Sendable, Hashable {
        /// Client regressions or drift.
        case red
        /// An input was given but proves nothing: offline results in which no test ran, or a live
        /// report without samples. A job must not go green on that.
        case noEvidence
        /// Nothing failed, but the live check (or a missing input) left something unverified.
        case unverified
        case green
    }

    public var offline = OfflineResults(missing: true)
    public var live: LiveResults?

    public init() {}

    /// Red on any client regression, or on live findings the report's `failOn` fails (drift by
    /// default); no evidence when a lane given holds no test or sample; unverified when a lane is
    /// missing or unverified (environment trouble counts unless `failOn` leaves it out).
    public var verdict: Verdict {
        if !offline.failures.isEmpty { return .red }
        if let outcome = live?.outcome, outcome == .drift || outcome == .additive { return .red }
        if (!offline.missing && offline.executed == 0) || live?.run.results.isEmpty == true { return .noEvidence }
        if offline.missing || live == nil || live?.meaningless != nil || live?.outcome == .unverified { return .unverified }
        return .green
    }

    /// The client-regression lane's one line.
    public var clientLine: String {
        if offline.missing { return "client regressions: unknown (no offline results given)" }
        if offline.executed == 0 {
            return "client regressions: no evidence (the offline results hold \(offline.tests) test(s), none of which ran)"
        }
        let unverified = offline.notVerified.isEmpty ? "" : ", \(offline.notVerified.count) not verified"
        if offline.failures.isEmpty {
            return "client regressions: none (\(offline.executed) offline test(s) passed\(unverified))"
        }
        return "client regressions: \(offline.failures.count) of \(offline.tests) offline test(s) failed"
    }

    /// The drift lane's one line.
    public var driftLine: String {
        guard let live else { return "schema drift: unknown (no live report given)" }
        guard let baseline = live.baseline else { return "schema drift: \(live.headline)" }
        return "schema drift: \(live.headline); baseline: \(baseline.counts)"
    }
}
