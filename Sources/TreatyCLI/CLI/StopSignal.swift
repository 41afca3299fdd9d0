import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches `SIGINT` (Ctrl-C) and `SIGTERM` for commands that run until asked to stop (`treaty
/// serve`). Make it before announcing that the command is ready, so a signal sent as soon as the
/// announcement is read is caught rather than killing the process.
final class StopSignal {
    private static let numbers = [SIGINT, SIGTERM]
    private let arrived = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    /// Replaces the signals' default action until ``wait()`` returns.
    init() {
        let arrived = self.arrived
        sources = Self.numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { arrived.signal() }
            source.resume()
            return source
        }
    }

    /// Returns once `SIGINT` or `SIGTERM` has arrived, and restores the default actions.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [arrived] in
                arrived.wait()
                continuation.resume()
            }
        }
        for source in sources { source.cancel() }
        for number in Self.numbers { signal(number, SIG_DFL) }
    }
}
