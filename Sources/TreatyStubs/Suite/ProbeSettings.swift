import TreatyContract

/// Whether a suite probes what its client reads of success responses, and how many members and
/// seconds per response: `TREATY_PROBE_RESPONSES=1` turns it on, `TREATY_PROBE_LIMIT=N` and
/// `TREATY_PROBE_SECONDS=S` bound it (see docs/usage.md). Probes go to the usage record, so
/// probing needs `TREATY_USAGE_RECORD`.
struct ProbeSettings: Sendable, Hashable {
    /// Members probed per response when `TREATY_PROBE_LIMIT` is unset.
    static let defaultLimit = 64
    /// The largest `TREATY_PROBE_LIMIT` taken: each member costs two runs of the client.
    static let maximumLimit = 100_000
    /// Seconds spent probing one response when `TREATY_PROBE_SECONDS` is unset.
    static let defaultSeconds = 30

    /// Whether success scenarios' responses are probed.
    let isOn: Bool
    /// The most members probed per response; the rest are recorded as unprobed.
    let limit: Int
    /// The most seconds spent probing one response; members left when they are up are unprobed.
    let seconds: Int
    /// Why the settings cannot be followed; every run then fails saying so.
    let problem: String?

    /// The settings `environment` gives; `recording` says whether `TREATY_USAGE_RECORD` names a file.
    init(_ environment: [String: String], recording: Bool) {
        var problem: String?
        var limit = Self.defaultLimit
        var seconds = Self.defaultSeconds
        let switchText = environment["TREATY_PROBE_RESPONSES"] ?? ""
        let isOn = switchText == "1"
        if !isOn, !switchText.isEmpty, switchText != "0" {
            problem = "TREATY_PROBE_RESPONSES '\(switchText.visiblyEscaped)' is not 1 or 0; set it to 1 to probe responses"
        } else if isOn, !recording {
            problem =
                "TREATY_PROBE_RESPONSES=1 needs TREATY_USAGE_RECORD to name the file its results go to; "
                + "set both, or unset TREATY_PROBE_RESPONSES"
        } else if isOn, let text = environment["TREATY_PROBE_LIMIT"], !text.isEmpty {
            if let value = Int(text), (1...Self.maximumLimit).contains(value) {
                limit = value
            } else {
                problem =
                    "TREATY_PROBE_LIMIT '\(text.visiblyEscaped)' is not a whole number from 1 to \(Self.maximumLimit); "
                    + "unset it to probe at most \(Self.defaultLimit) members per response"
            }
        }
        if isOn, problem == nil, let text = environment["TREATY_PROBE_SECONDS"], !text.isEmpty {
            if let value = Int(text), (1...86_400).contains(value) {
                seconds = value
            } else {
                problem =
                    "TREATY_PROBE_SECONDS '\(text.visiblyEscaped)' is not a whole number of seconds from 1 to 86400; "
                    + "unset it to probe each response for at most \(Self.defaultSeconds) seconds"
            }
        }
        self.isOn = isOn && problem == nil
        self.limit = limit
        self.seconds = seconds
        self.problem = problem
    }
}
