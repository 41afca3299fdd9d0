import Synchronization
import TreatyLive

/// A transport that answers from a script, one outcome per call (the last one repeats), and
/// records the requests and the most requests it saw in flight at once.
final class ScriptedTransport: Sendable {
    private let script: [Result<LiveResponse, LiveTransportError>]
    private let state = Mutex<(calls: [LiveRequest], inFlight: Int, maxInFlight: Int)>(([], 0, 0))
    private let delay: Duration

    init(_ script: [Result<LiveResponse, LiveTransportError>], delay: Duration = .zero) {
        self.script = script
        self.delay = delay
    }

    var calls: [LiveRequest] { state.withLock { $0.calls } }
    var maxInFlight: Int { state.withLock { $0.maxInFlight } }

    var transport: LiveTransport {
        LiveTransport { [self] request in
            let index = state.withLock { state -> Int in
                state.calls.append(request)
                state.inFlight += 1
                state.maxInFlight = max(state.maxInFlight, state.inFlight)
                return state.calls.count - 1
            }
            if delay > .zero { try? await Task.sleep(for: delay) }
            state.withLock { $0.inFlight -= 1 }
            return script[min(index, script.count - 1)]
        }
    }

    static func json(_ body: String, status: Int = 200, headers: [String: String] = [:]) -> Result<
        LiveResponse, LiveTransportError
    > {
        .success(
            LiveResponse(
                status: status,
                headers: ["Content-Type": "application/json", "X-Request-Id": "r"].merging(headers) { _, new in new },
                body: Array(body.utf8)
            ))
    }
}

/// Records requested sleeps instead of sleeping.
final class SleepRecorder: Sendable {
    private let delays = Mutex<[Double]>([])
    var recorded: [Double] { delays.withLock { $0 } }
    var sleep: @Sendable (Double) async -> Void { { [self] seconds in delays.withLock { $0.append(seconds) } } }
}
