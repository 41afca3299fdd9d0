import TreatyContract

/// What a running server found about its clients, bounded so a long session cannot exhaust memory.
///
/// Findings are the stub session's failure messages (client regressions, unmatched requests,
/// unknown scenarios), moved here from the session's ledger after every request, in arrival order.
struct ServerFindings {
    /// Most findings kept; later ones are counted in ``dropped``.
    static let limit = 1_000

    private(set) var messages: [String] = []
    private(set) var dropped = 0
    private(set) var requests = 0

    /// Records one served request and the findings it produced.
    mutating func record(request findings: [String]) {
        requests += 1
        let room = max(0, Self.limit - messages.count)
        messages += findings.prefix(room)
        dropped += max(0, findings.count - room)
    }

    /// `GET /__treaty/findings`: `{"dropped": 0, "findings": […], "requests": 3}`, keys sorted.
    var json: JSONValue {
        [
            "findings": .array(messages.map { .string($0) }),
            "dropped": .number(JSONNumber(dropped)),
            "requests": .number(JSONNumber(requests)),
        ]
    }
}
