import Foundation
import TreatyLoader

/// The two sides `treaty diff` compares: where each reads files and which paths it loads.
///
/// With `OLD NEW` the sides are two paths in the working tree. With `--base REV` both sides load
/// the same paths, the old one from git, so loaded contracts carry the same file names and pair up.
struct DiffInputs {
    struct Side {
        var files: FileSource
        var paths: [String]
        /// How messages name the side: `'old.yaml'`, `revision 'origin/main'`.
        var label: String
        /// The folder the side's fixtures and `$ref`'d files must stay inside.
        var root: ProjectRoot
        /// The default limits; a git revision's files are not on disk, so their size is counted once read.
        var sizeLimits = FileSizeLimits()
    }

    var old: Side
    var new: Side

    /// `treaty diff --base REV [CONTRACT...]` when `base` is given, else `treaty diff OLD NEW`.
    static func make(base: String?, paths: [String], root: ProjectRoot = .discovered) throws(UsageError) -> DiffInputs {
        if let base { return try revision(base, paths: paths, root: root) }
        return try self.paths(paths, root: root)
    }

    /// `treaty diff OLD NEW`.
    static func paths(_ paths: [String], root: ProjectRoot = .discovered) throws(UsageError) -> DiffInputs {
        guard paths.count == 2 else {
            throw UsageError(
                "expected two paths, OLD and NEW, found \(paths.count); "
                    + "or compare with a git revision: 'treaty diff --base REV [CONTRACT...]'")
        }
        return DiffInputs(
            old: Side(files: .local, paths: [paths[0]], label: "'\(paths[0])'", root: root),
            new: Side(files: .local, paths: [paths[1]], label: "'\(paths[1])'", root: root))
    }

    /// `treaty diff --base REV [CONTRACT...]`; a path missing at the revision adds nothing to the old side.
    /// A revision has no `.git` to find, so its root is the repository's top unless `--root` says otherwise.
    static func revision(_ name: String, paths: [String], root: ProjectRoot = .discovered) throws(UsageError) -> DiffInputs {
        let revision = try GitRevision.open(name)
        let requested = paths.isEmpty ? ["contracts"] : paths
        let revisionRoot = root == .discovered ? .folder(revision.root) : root
        return DiffInputs(
            old: Side(
                files: revision.fileSource, paths: requested.filter(revision.contains), label: "revision '\(name)'",
                root: revisionRoot, sizeLimits: FileSizeLimits(measure: { _ in nil })),
            new: Side(files: .local, paths: requested, label: "the working tree", root: root))
    }
}
