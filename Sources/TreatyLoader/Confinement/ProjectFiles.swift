import Foundation
import TreatyContract
public import TreatyTooling

/// The one resolver for paths a contract names: fixture files and the files of cross-file
/// `$ref`s. It keeps them inside the project root and reads only regular files.
///
/// A path is first checked as written (`..` and absolute paths), then, on disk, with every
/// symbolic link in it resolved, so a link anywhere along the way that leaves the root is
/// caught. What it refuses is never opened. In-memory and git sources have no links, and are
/// checked lexically.
///
/// Within one load every ``ProjectFiles`` shares the load's cache of answers, so a path written
/// a thousand times is resolved once; each answer is still the one this root gives.
///
/// ```swift
/// let project = ProjectFiles(root: ".", source: .local)
/// if case .file(let path) = project.resolve("../fixtures/item.json", in: "contracts") { … }
/// ```
public struct ProjectFiles: Sendable {
    /// The root folder, as given (relative to the working directory or absolute).
    public let root: String
    public let source: FileSource
    /// The working directory, which relative paths are read against.
    private let base: String
    /// ``root``, absolute and normalised.
    private let lexicalRoot: String
    /// ``root`` with its own symbolic links resolved, for disk sources.
    private let realRoot: String?
    /// What this load already resolved and read; nil outside a load (each call then resolves anew).
    let cache: ProjectFileCache?

    public init(root: String, source: FileSource) {
        self.init(root: root, source: source, cache: nil)
    }

    /// A resolver that remembers its answers in `cache`, shared by every resolver of one load.
    init(root: String, source: FileSource, cache: ProjectFileCache?) {
        self.root = root
        self.source = source
        self.cache = cache
        let base = FileManager.default.currentDirectoryPath
        let lexicalRoot = RelativePath.absolute(root, base: base)
        self.base = base
        self.lexicalRoot = lexicalRoot
        if !source.isDisk {
            realRoot = nil
        } else if let cache {
            realRoot = cache.realRoots.value(for: [base, lexicalRoot]) { DiskPath.resolveLinks(lexicalRoot) }
        } else {
            realRoot = DiskPath.resolveLinks(lexicalRoot)
        }
    }

    /// Where a path leads.
    public enum Resolution: Sendable, Hashable {
        /// A regular file inside the root, at this path (as the loader spells paths).
        case file(String)
        /// Nothing is there; the path stays inside the root.
        case missing(String)
        /// Something other than a regular file is there, inside the root; it is never opened.
        case special(String, FileKind)
        /// The path leaves the root; nothing of it is opened.
        case outside(Escape)
    }

    /// How a path leaves the root.
    public enum Escape: Sendable, Hashable {
        /// Written as an absolute path outside the root.
        case absolutePath
        /// Written with `..` that climbs out of the root.
        case parentFolder
        /// Written relative to a folder (`fixtures:`) that is itself outside the root.
        case outsideFolder(String)
        /// Inside as written, but a symbolic link along the way points out.
        case symbolicLink
    }

    /// Resolves `written`, a path as a contract wrote it, against `folder` (where the contract's
    /// relative paths start).
    public func resolve(_ written: String, in folder: String) -> Resolution {
        guard let cache else { return resolveUncached(written, in: folder) }
        let key = ProjectFileCache.ResolutionKey(base: base, root: lexicalRoot, folder: folder, path: written)
        return cache.resolutions.value(for: key) { resolveUncached(written, in: folder) }
    }

    /// Resolves a path the loader already joined (`contracts/../Fixtures/item.json`).
    public func resolve(_ path: String) -> Resolution {
        guard let cache else { return resolveUncached(path) }
        let key = ProjectFileCache.ResolutionKey(base: base, root: lexicalRoot, folder: nil, path: path)
        return cache.resolutions.value(for: key) { resolveUncached(path) }
    }

    private func resolveUncached(_ written: String, in folder: String) -> Resolution {
        let path = RelativePath.join(folder, written)
        guard isInsideAsWritten(path) else {
            if written.hasPrefix("/") { return .outside(.absolutePath) }
            if !isInsideAsWritten(folder) { return .outside(.outsideFolder(folder)) }
            return .outside(.parentFolder)
        }
        return resolveOnDisk(path)
    }

    private func resolveUncached(_ path: String) -> Resolution {
        let normalised = RelativePath.normalise(path)
        guard isInsideAsWritten(normalised) else {
            return .outside(path.hasPrefix("/") ? .absolutePath : .parentFolder)
        }
        return resolveOnDisk(normalised)
    }

    /// The bytes of the regular file at `path`, which must resolve inside the root.
    /// - Throws: ``FileSourceError`` for a path outside the root, a special file, or a read failure.
    public func read(_ path: String) throws(FileSourceError) -> [UInt8] {
        switch resolve(path) {
        case .file(let path):
            do { return try source.read(path) } catch { throw FileSourceError(reason: "\(error)") }
        case .missing: throw FileSourceError(reason: "no such file")
        case .special(_, let kind): throw FileSourceError(reason: "it is \(kind.description), not a regular file")
        case .outside: throw FileSourceError(reason: "it is outside the project root")
        }
    }

    private func isInsideAsWritten(_ path: String) -> Bool {
        RelativePath.isInside(RelativePath.absolute(path, base: base), lexicalRoot)
    }

    private func resolveOnDisk(_ path: String) -> Resolution {
        guard source.isDisk, let realRoot else {
            if source.fileExists(path) { return .file(path) }
            return source.listFolder(path) == nil ? .missing(path) : .special(path, .folder)
        }
        guard let real = DiskPath.resolveLinks(RelativePath.absolute(path, base: base)) else {
            return .special(path, .linkLoop)
        }
        guard RelativePath.isInside(real, realRoot) else { return .outside(.symbolicLink) }
        switch DiskPath.kind(of: path) {
        case .regular: return .file(path)
        case .missing: return .missing(path)
        case let kind: return .special(path, kind)
        }
    }
}
