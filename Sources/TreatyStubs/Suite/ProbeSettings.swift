import TreatyContract

/// Whether a suite probes what its client reads of success responses, and how many members per
/// response: `TREATY_PROBE_RESPONSES=1` turns it on, `TREATY_PROBE_LIMIT=N` bounds it (see
/// docs/usage.md). Probes go to the usage record, so probing needs `TREATY_USAGE_RECORD`.
struct ProbeSettings: Sendable, Hashable {
    /// Members probed per response when `TREATY_PROBE_LIMIT` is unset.
    static let defaultLimit = 64
    /// The largest `TREATY_PROBE_LIMIT` taken: each member costs two runs of the client.
    static let maximumLimit = 100_000

    /// Whether success scenarios' responses are probed.
    let isOn: Bool
    /// The most members probed per response; the rest are recorded as unprobed.
    let limit: Int
    /// Why the settings cannot be followed; every run then fails saying so.
    let problem: String?

    /// The settings `environment` gives; `recording` says whether `TREATY_USAGE_RECORD` names a file.
    init(_ environment: [String: String], recording: Bool) {
        var problem: String?
        var limit = Self.defaultLimit
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
        self.isOn = isOn && problem == nil
        self.limit = limit
        self.problem = problem
    }
}
