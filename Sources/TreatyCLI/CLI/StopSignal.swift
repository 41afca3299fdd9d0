import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for the process to be asked to stop (`SIGINT` from Ctrl-C, or `SIGTERM`), for commands
/// that run until then (`treaty serve`). The signals' default action is replaced only while waiting.
enum StopSignal {
    /// Returns once `SIGINT` or `SIGTERM` arrives.
    static func wait() async {
        let signals = [SIGINT, SIGTERM]
        let arrived = DispatchSemaphore(value: 0)
        let sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { arrived.signal() }
            source.resume()
            return source
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                arrived.wait()
                continuation.resume()
            }
        }
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
    }
}
