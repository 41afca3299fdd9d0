import Foundation

/// A value guarded by a lock, shared across threads: the one lock box of the runtime modules.
///
/// `URLProtocol` callbacks arrive on Foundation's threads and test code runs on others, so every
/// piece of mutable stub state lives behind one of these, and so does the validator's pattern
/// cache. It uses `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15 / iOS 18,
/// so the runtime builds at the declared deployment targets (iOS 15, macOS 12, tvOS 15,
/// watchOS 8, visionOS 1); `scripts/runtime-scan.py` fails CI on a `Mutex` in these modules.
/// The lock is never held while calling out to user code or Foundation.
///
/// `package` access: TreatyStubs shares it, users never see it.
package final class Protected<Value>: @unchecked Sendable {
    // Safety: `value` is only touched inside `withLock`, which holds `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
