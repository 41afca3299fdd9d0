import Foundation

/// A value guarded by a lock, shared across threads.
///
/// `URLProtocol` callbacks arrive on Foundation's threads and test code runs on others, so every
/// piece of mutable stub state lives behind one of these. It uses `NSLock` rather than
/// `Synchronization.Mutex` so the runtime also builds for Apple deployment targets older than
/// macOS 15 / iOS 18. The lock is never held while calling out to user code or Foundation.
final class Protected<Value>: @unchecked Sendable {
    // Safety: `value` is only touched inside `withLock`, which holds `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
