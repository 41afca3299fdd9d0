public import Foundation
import TreatyContract

/// Holds stubbed responses until the test releases them.
///
/// Use a gate to observe a client mid-request (a `loading` state), to answer two requests in the
/// opposite order to the one they were sent in, or to check that cancelling a task reached the
/// stub. A gate may be released before or after its request arrives; a request that arrives at
/// a released gate is answered at once.
///
/// ```swift
/// let first = StubGate(), second = StubGate()
/// session.stub("listProjects", steps: [StubReply.json(200, a).held(by: first), StubReply.json(200, b).held(by: second)])
/// // … start both loads …
/// second.release(); first.release()
/// ```
public final class StubGate: Sendable {
    private struct State {
        var released = false
        var requests = 0
        var cancellations = 0
        var held: [ObjectIdentifier: PendingDelivery] = [:]
    }

    /// A label used in messages.
    public let name: String
    private let state = Protected(State())

    /// A closed gate; `name` appears in messages about it.
    public init(_ name: String = "gate") {
        self.name = name
    }

    /// Answers every held request and lets later ones through without waiting.
    public func release() {
        let deliveries = state.withLock { state -> [PendingDelivery] in
            state.released = true
            defer { state.held = [:] }
            return Array(state.held.values)
        }
        for delivery in deliveries { delivery.run() }
    }

    /// How many requests have reached this gate.
    public var requestCount: Int { state.withLock { $0.requests } }

    /// How many held requests were cancelled (their `stopLoading` reached the stub) before release.
    /// Each cancelled request counts once, however often Foundation calls `stopLoading`.
    public var cancellationCount: Int { state.withLock { $0.cancellations } }

    /// Whether ``release()`` was called.
    public var isReleased: Bool { state.withLock { $0.released } }

    /// Waits until `count` requests have reached the gate; false when `timeout` seconds pass first.
    /// It returns as soon as they have, so the generous default costs nothing when the client works.
    public func waitUntilRequested(count: Int = 1, timeout: TimeInterval = 30) async -> Bool {
        await poll(timeout: timeout) { $0.requests >= count }
    }

    /// Waits until `count` held requests were cancelled; false when `timeout` seconds pass first.
    public func waitUntilCancelled(count: Int = 1, timeout: TimeInterval = 30) async -> Bool {
        await poll(timeout: timeout) { $0.cancellations >= count }
    }

    /// Holds `delivery` for the request `token`, or hands it back to run now when already released.
    func hold(_ token: ObjectIdentifier, _ delivery: PendingDelivery) -> PendingDelivery? {
        state.withLock { state in
            state.requests += 1
            if state.released { return delivery }
            state.held[token] = delivery
            return nil
        }
    }

    /// Drops the held delivery for `token`; counts a cancellation only when one was still held.
    func cancel(_ token: ObjectIdentifier) {
        state.withLock { state in
            if state.held.removeValue(forKey: token) != nil { state.cancellations += 1 }
        }
    }

    /// Checks `condition` every millisecond: simple, and each wait has a deadline.
    private func poll(timeout: TimeInterval, until condition: @escaping (State) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if state.withLock({ condition($0) }) { return true }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return state.withLock { condition($0) }
    }
}

/// A reply bound to the protocol instance that will send it, ready to run on any thread.
struct PendingDelivery: Sendable {
    let run: @Sendable () -> Void
}
