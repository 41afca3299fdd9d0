/// The mutable bookkeeping of one stub session, always accessed under the session's lock.
struct StubLedger {
    /// What a route answers, and whether its last step repeats for extra calls.
    struct Entry {
        var steps: [StubStep]
        var repeatsLast: Bool
    }

    var entries: [String: Entry] = [:]
    /// Route ids in the order they were first stubbed, for deterministic "unused" reports.
    var stubbedOrder: [String] = []
    /// Routes stubbed by method and path, without a contract endpoint.
    var adHocRoutes: [StubRoute] = []
    var calls: [String: Int] = [:]
    var requests: [RecordedRequest] = []
    /// Every failure found so far, in order; ``reportedFailures`` of them were already reported.
    var failures: [String] = []
    /// Requests whose hidden body was allowed to go unverified, as `METHOD /path` summaries.
    var unverifiedBodies: [String] = []
    var reportedFailures = 0
    var unusedStubsReported = false
    /// Requests held by a gate, by the protocol instance serving them.
    var held: [ObjectIdentifier: StubGate] = [:]

    mutating func setStub(_ id: String, _ entry: Entry) {
        if entries[id] == nil { stubbedOrder.append(id) }
        entries[id] = entry
        calls[id] = calls[id] ?? 0
    }

    /// Replaces what `id` answers and starts counting its calls again, so `entry`'s first step
    /// answers the next call (a served scenario switched for the next N calls).
    mutating func replaceStub(_ id: String, _ entry: Entry) {
        setStub(id, entry)
        calls[id] = 0
    }

    /// The step for the next call to `id`, or the failure explaining why there is none.
    mutating func nextStep(for id: String, request: RecordedRequest) -> Result<StubStep, StubFailure> {
        let call = (calls[id] ?? 0) + 1
        calls[id] = call
        guard let entry = entries[id], let last = entry.steps.last else {
            return .failure(StubFailure(message: StubMessage.noStub(id, request: request.summary)))
        }
        if call <= entry.steps.count { return .success(entry.steps[call - 1]) }
        if entry.repeatsLast { return .success(last) }
        return .failure(StubFailure(message: StubMessage.sequenceExhausted(id, calls: call, steps: entry.steps.count)))
    }

    /// Failures not yet reported, marking them reported.
    mutating func takeUnreported() -> [String] {
        defer { reportedFailures = failures.count }
        return Array(failures[reportedFailures...])
    }

    /// Stubbed routes never called, once per session.
    mutating func takeUnusedStubs() -> [String] {
        guard !unusedStubsReported else { return [] }
        unusedStubsReported = true
        return stubbedOrder.filter { (calls[$0] ?? 0) == 0 }
    }
}

/// A failure message as a value, so ledger operations can return it in a `Result`.
struct StubFailure: Error {
    let message: String
}
