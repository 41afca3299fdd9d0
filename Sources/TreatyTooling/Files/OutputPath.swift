public import Foundation
import TreatyContract

/// Where a command may write an output: the one check every written file goes through, as every
/// read file goes through `ProjectFiles`.
///
/// Outputs are written by rename, and a rename replaces whatever is at the path. So a named pipe,
/// a device or a socket planted where a report or a fixture goes would silently become a regular
/// file, and a symbolic link planted in the output tree (`OUT/fixtures -> /home/ci`) would carry
/// the write out of the project. The path is read with `lstat`/`stat` and `readlink` only,
/// nothing is opened, and what it refuses is left as it is.
public enum OutputPath {
    /// Checks `path` before anything is written there and says where the bytes go.
    ///
    /// With every symbolic link resolved, the path must stay inside `root`; a link that stays
    /// inside is followed, so a link remains a link and its target is rewritten. A path written
    /// outside `root` (such as `--report /tmp/check.json`) is where the user asked for it, and is
    /// kept inside its own folder instead. Whatever is there must be a regular file or nothing.
    /// - Parameter root: the project the output belongs to; nil for the output's own folder.
    /// - Returns: the absolute path to write, with links resolved.
    /// - Throws: ``OutputPathError`` naming the path, what is there and what is expected.
    public static func resolve(_ path: String, inside root: String? = nil) throws(OutputPathError) -> String {
        let base = FileManager.default.currentDirectoryPath
        let absolute = RelativePath.absolute(path, base: base)
        let folder = RelativePath.directory(of: path).isEmpty ? "." : RelativePath.directory(of: path)
        var boundary = root ?? folder
        if !RelativePath.isInside(absolute, RelativePath.absolute(boundary, base: base)) { boundary = folder }
        guard let real = DiskPath.resolveLinks(absolute),
            let realBoundary = DiskPath.resolveLinks(RelativePath.absolute(boundary, base: base))
        else {
            throw OutputPathError(
                "output '\(path)' is \(FileKind.linkLoop.description); expected a regular file or nothing there")
        }
        guard RelativePath.isInside(real, realBoundary) else {
            throw OutputPathError(
                "output '\(path)' leads outside the project through a symbolic link; expected a path inside '\(boundary)'")
        }
        switch DiskPath.kind(of: real) {
        case .regular, .missing: return real
        case let kind:
            throw OutputPathError("output '\(path)' is \(kind.description); expected a regular file or nothing there")
        }
    }
}

/// An output path that ``OutputPath`` refuses; commands print it after what they were writing.
public struct OutputPathError: LocalizedError, Sendable, Hashable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var errorDescription: String? { message }
}
