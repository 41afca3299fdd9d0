/// The two lanes of a scheduled job side by side: client regressions (offline suite) and schema
/// drift (live check), so one red job still says which side moved.
public struct LaneSummary: Sendable, Hashable {
    /// The combined outcome, which sets `treaty summary`'s exit code.
    public enum Verdict: Sendable, Hashable {
        /// Client regressions or drift.
        case red
        /// Nothing failed, but the live check (or a missing input) left something unverified.
        case unverified
        case green
    }

    public var offline = OfflineResults(missing: true)
    public var live: LiveResults?

    public init() {}

    /// Red on any client regression or drift; unverified when a lane is missing or unverified.
    public var verdict: Verdict {
        if !offline.failures.isEmpty || live?.verdict == "drift" { return .red }
        if offline.missing || live == nil || live?.verdict != "conforms" || live?.meaningless != nil { return .unverified }
        return .green
    }

    /// The client-regression lane's one line.
    public var clientLine: String {
        if offline.missing { return "client regressions: unknown (no offline results given)" }
        if offline.failures.isEmpty { return "client regressions: none (\(offline.tests) offline test(s) passed)" }
        return "client regressions: \(offline.failures.count) of \(offline.tests) offline test(s) failed"
    }

    /// The drift lane's one line.
    public var driftLine: String {
        guard let live else { return "schema drift: unknown (no live report given)" }
        return "schema drift: \(live.headline)"
    }
}
