public import Foundation

/// Replaces a file's contents all at once: the bytes go to a temporary file beside it, which is
/// then renamed over the target, so an interrupted write never leaves half a file.
public enum AtomicFile {
    /// Writes `data` to `path` atomically.
    /// - Throws: the underlying write error, or `CocoaError(.fileWriteUnknown)` when the rename fails.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).treaty-\(UUID().uuidString)")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
