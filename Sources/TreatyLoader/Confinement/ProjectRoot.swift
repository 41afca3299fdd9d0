import Foundation
import TreatyContract
import TreatyTooling

/// The folder that every file a contract names must stay inside: its fixtures and the files of
/// its cross-file `$ref`s.
///
/// Contracts arrive in pull requests, so a path such as `../../../home/ci/.aws/credentials` or a
/// symbolic link to `/etc/passwd` must never be read. ``discovered`` finds the project around
/// each contract; ``folder(_:)`` (the `--root DIR` option) sets it on purpose.
public enum ProjectRoot: Sendable, Hashable {
    /// Found for each contract: the nearest folder at or above it holding `treaty.yaml`, else the
    /// top of the enclosing git work tree (the folder holding `.git`), else the contract's own folder.
    case discovered
    /// This folder for every contract, as given (relative to the working directory or absolute).
    case folder(String)

    /// The file that marks a project root. Its presence is what counts; it is never read as a contract.
    public static let markerFile = ProjectConfig.fileName

    /// The root for the contract at `file`.
    public func folder(for file: String, in files: FileSource) -> String {
        folder(enclosing: RelativePath.directory(of: file).nonEmpty ?? ".", in: files)
    }

    /// The root for files in `folder`, as for a contract in it.
    public func folder(enclosing folder: String, in files: FileSource) -> String {
        switch self {
        case .folder(let root): return RelativePath.normalise(root)
        case .discovered: return Self.discover(from: RelativePath.normalise(folder), in: files)
        }
    }

    /// Whether anything is at `path`: a `treaty.yaml` that is a pipe, a device or a link still
    /// marks the root, so reading it is refused with a located error rather than the file ignored.
    private static func isPresent(_ path: String, in files: FileSource) -> Bool {
        files.fileExists(path) || (files.isDisk && DiskPath.kind(of: path) != .missing)
    }

    /// Walks up from `folder` to the file system's root, looking for `treaty.yaml` or `.git`. The
    /// answer is spelt like `folder`: relative to the working directory when `folder` is.
    private static func discover(from folder: String, in files: FileSource) -> String {
        let base = FileManager.default.currentDirectoryPath
        var current = RelativePath.absolute(folder, base: base)
        while true {
            let spelt = folder.hasPrefix("/") ? current : RelativePath.relative(current, to: base)
            let marker = RelativePath.join(spelt, markerFile)
            let git = RelativePath.join(spelt, ".git")
            if isPresent(marker, in: files) || files.fileExists(git) || files.listFolder(git) != nil { return spelt }
            guard current != "/" else { return folder }
            current = RelativePath.directory(of: current)
        }
    }
}
