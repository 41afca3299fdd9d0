import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Counts how often files are opened, by this process or any other, through Linux's inotify: what
/// a test needs to see that a command reads a file once, whichever code path opens it. Elsewhere
/// it is unavailable and such tests are skipped.
final class OpenCounter {
    /// Whether the system can count opens.
    static var isAvailable: Bool {
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }

    #if os(Linux)
        private let descriptor: Int32
        private var watched: [Int32: String] = [:]

        /// Starts counting the opens of `paths`, which must exist.
        init(watching paths: [String]) throws {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
            for path in paths {
                let watch = inotify_add_watch(descriptor, path, UInt32(IN_OPEN))
                guard watch >= 0 else {
                    close(descriptor)
                    throw CocoaError(.fileReadNoSuchFile)
                }
                watched[watch] = path
            }
        }

        deinit {
            close(descriptor)
        }

        /// The opens of each watched path since the last call (or since counting began). The kernel
        /// queues an event as a file is opened, so a command that has returned has queued all of its.
        func take() -> [String: Int] {
            var counts = Dictionary(uniqueKeysWithValues: watched.values.map { ($0, 0) })
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return counts }
                // Each event: watch (Int32), mask, cookie and name length (UInt32), then the name.
                var offset = 0
                while offset + 16 <= count {
                    let (watch, mask, nameLength) = buffer.withUnsafeBytes { bytes in
                        (
                            bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)
                        )
                    }
                    if mask & UInt32(IN_OPEN) != 0, let path = watched[watch] { counts[path, default: 0] += 1 }
                    offset += 16 + Int(nameLength)
                }
            }
        }
    #else
        init(watching paths: [String]) throws { throw CocoaError(.featureUnsupported) }
        func take() -> [String: Int] { [:] }
    #endif
}
