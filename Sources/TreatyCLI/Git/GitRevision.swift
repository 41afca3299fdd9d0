import Foundation
import TreatyLoader
import TreatyTooling

/// The files of one git revision, readable through a ``FileSource`` with the same relative
/// paths the working tree uses, so contracts loaded from both pair up file for file.
///
/// Opening lists the revision's whole tree once (so folder listings and fixture checks work
/// without a checkout); file contents are read lazily with `git cat-file`. Paths are taken
/// relative to the current working directory, as the user wrote them.
struct GitRevision: Sendable {
    /// The revision as the user wrote it (`origin/main`), for messages.
    let name: String
    /// The full commit hash it resolved to.
    let commit: String
    /// The working directory relative to the repository root: `""` or `sub/folder/`.
    let prefix: String
    /// The repository root, absolute, for absolute paths the user passes.
    let root: String
    /// Every file path in the revision, relative to the repository root.
    let files: Set<String>
    /// Reads file contents; shared by copies of this value.
    let blobs = GitBlobReader()

    /// Resolves `revision` in the repository around the working directory.
    /// - Throws: ``UsageError`` outside a git work tree, or for a revision git does not know.
    static func open(_ revision: String) throws(UsageError) -> GitRevision {
        guard let toplevel = Git.run(["rev-parse", "--show-toplevel"]) else {
            throw UsageError("could not run 'git'; '--base' needs git installed and on PATH")
        }
        guard toplevel.status == 0, let prefix = Git.run(["rev-parse", "--show-prefix"]), prefix.status == 0 else {
            throw UsageError(
                "the current folder is not inside a git work tree; run '--base' inside a repository, "
                    + "or compare two paths with 'treaty diff OLD NEW'")
        }
        guard !revision.hasPrefix("-"), let resolved = Git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]),
            resolved.status == 0, !resolved.text.isEmpty
        else {
            throw UsageError(
                "unknown git revision '\(revision)'; expected a commit, branch or tag such as 'HEAD' or 'origin/main'")
        }
        guard let tree = Git.run(["ls-tree", "-r", "-z", "--full-tree", "--name-only", resolved.text]), tree.status == 0
        else {
            throw UsageError("could not list the files of git revision '\(revision)'")
        }
        let names = tree.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return GitRevision(
            name: revision, commit: resolved.text, prefix: prefix.text, root: toplevel.text, files: Set(names))
    }

    /// A file source reading this revision; paths are relative to the working directory.
    var fileSource: FileSource {
        let revision = self
        return FileSource(
            read: { path in try revision.read(path) },
            fileExists: { path in revision.repositoryPath(path).map { revision.files.contains($0) } ?? false },
            listFolder: { path in revision.listFolder(path) })
    }

    /// Whether `path` names a file or a folder in this revision.
    func contains(_ path: String) -> Bool {
        guard let full = repositoryPath(path) else { return false }
        return files.contains(full) || listFolder(path) != nil
    }

    private func read(_ path: String) throws -> [UInt8] {
        guard let full = repositoryPath(path), files.contains(full) else {
            throw ReadError(reason: listFolder(path) == nil ? "no such file at '\(name)'" : "it is a folder")
        }
        guard let data = blobs.read(commit + ":" + full) else {
            throw ReadError(reason: "git could not read it at '\(name)'")
        }
        return [UInt8](data)
    }

    private func listFolder(_ path: String) -> [String]? {
        guard let full = repositoryPath(path) else { return nil }
        let start = full == "." ? "" : full + "/"
        var names = Set<String>()
        for file in files where file.hasPrefix(start) {
            let rest = file.dropFirst(start.count)
            names.insert(String(rest.prefix { $0 != "/" }))
        }
        return names.isEmpty ? nil : names.sorted()
    }

    /// `path` (relative to the working directory, or absolute inside the repository) relative to
    /// the repository root; nil when it lies outside the repository.
    func repositoryPath(_ path: String) -> String? {
        var relative = path
        if path.hasPrefix("/") {
            guard path == root || path.hasPrefix(root + "/") else { return nil }
            relative = String(path.dropFirst(root.count))
        } else {
            relative = prefix + path
        }
        var parts: [Substring] = []
        for part in relative.split(separator: "/") where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// Why a file could not be read from a revision; the loader prints its description.
private struct ReadError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
