public import Foundation

/// Replaces a file's contents all at once: the bytes go to a temporary file beside it, which is
/// then renamed over the target, so an interrupted write never leaves half a file.
///
/// Every output Treaty writes comes through here, so the path is first checked by
/// ``OutputPath``: a rename would replace a pipe, a device or a link out of the project with a
/// regular file, and report success.
public enum AtomicFile {
    /// Writes `data` to `path` atomically, creating the folders it needs.
    /// - Parameter root: the project `path` must stay inside once links are resolved (see
    ///   ``OutputPath/resolve(_:inside:)``); nil for the path's own folder.
    /// - Throws: ``OutputPathError`` for a path that may not be written, nothing written; the
    ///   underlying write error; or `CocoaError(.fileWriteUnknown)` when the rename fails.
    public static func write(_ data: Data, to path: String, inside root: String? = nil) throws {
        let target = URL(fileURLWithPath: try OutputPath.resolve(path, inside: root))
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).treaty-\(UUID().uuidString)")
        try data.write(to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
