import Foundation

/// Standard output or standard error, written with `write(2)` so a failed write is an error the
/// command can report, not a crash.
///
/// `FileHandle.write(_:)` traps on its internal `try!` when a write fails (a full disk, a closed
/// descriptor), which killed `treaty` with a signal instead of an exit code. Here the first failure
/// is kept: later writes to the stream are dropped, so what was written has no gap in it, and
/// ``TreatyCLI`` ends the run with the reason and the exit code of input it could not read or
/// write (2).
final class StandardStream: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var reason: String?

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Why a write failed (`No space left on device`), nil while every write has succeeded.
    var failure: String? { lock.withLock { reason } }

    /// Writes all of `text`, retrying a write cut short or interrupted by a signal.
    func write(_ text: String) {
        lock.withLock {
            guard reason == nil else { return }
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let (written, code) = bytes.withUnsafeBytes { systemWrite(descriptor, $0) }
                if written < 0, code == EINTR { continue }
                guard written > 0 else {
                    reason = written < 0 ? String(cString: strerror(code)) : "nothing was written"
                    return
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}

/// `write(2)` and the `errno` it left, read before anything else can change it.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> (Int, Int32) {
    let written = write(descriptor, buffer.baseAddress, buffer.count)
    return (written, errno)
}
