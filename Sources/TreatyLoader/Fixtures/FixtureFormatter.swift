import Foundation
public import TreatyContract
public import TreatyTooling

/// Canonical JSON for fixtures: keys sorted, two-space indent, numbers as read, one trailing newline.
///
/// Canonical fixtures make reviews show only real changes. Rewrites are atomic (a temporary
/// file in the same folder, then a rename), so an interrupted run never leaves half a fixture.
///
/// Files are read through ``ProjectFiles``: a symbolic link that leads out of the project root
/// is refused and left alone, and one that stays inside is rewritten at its target, so a link is
/// never replaced by a copy. Pipes, devices and broken links are refused without being opened.
public struct FixtureFormatter: Sendable {
    /// What happened to one file.
    public enum Outcome: Sendable, Hashable {
        case unchanged
        /// Not canonical; rewritten unless only checking.
        case reformatted
        case failed(Diagnostic)
    }

    /// The folder fixtures must stay inside; by default found around each path given.
    public var root: ProjectRoot

    public init(root: ProjectRoot = .discovered) {
        self.root = root
    }

    /// The result of formatting (or checking) a set of paths.
    public struct Run: Sendable {
        /// Every JSON file found, sorted.
        public var files: [String]
        /// Files that were (or, when checking, would be) rewritten.
        public var changed: [String]
        /// Unparsable, unreadable and (when checking) non-canonical files, sorted.
        public var diagnostics: [Diagnostic]
        /// Paths that do not exist: a usage problem.
        public var missing: [String]
    }

    /// Formats every JSON file under `paths`; with `check`, only reports.
    /// Each path's files keep to the project root around that path.
    public func run(_ paths: [String], check: Bool) -> Run {
        var (files, missing, changed) = ([String](), [String](), [String]())
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let found = jsonFiles(in: [path])
            files += found.files
            missing += found.missing
            let project = project(around: path)
            for file in found.files {
                switch format(file, check: check, in: project) {
                case .unchanged: break
                case .reformatted: changed.append(file)
                case .failed(let diagnostic): diagnostics.append(diagnostic)
                }
            }
        }
        diagnostics += missing.map { Diagnostic.unreadableFile($0, reason: "no such file or folder") }
        if check { diagnostics += changed.map(Diagnostic.fixtureNotCanonical) }
        return Run(files: files, changed: changed, diagnostics: diagnostics.sorted(), missing: missing)
    }

    /// The canonical text of `bytes`, or the located syntax error.
    public func canonical(_ bytes: [UInt8]) throws(JSONSyntaxError) -> String {
        JSONWriter.pretty.write(try JSONParser().parse(bytes))
    }

    /// Formats the file at `path`; with `check`, reports without writing.
    public func format(_ path: String, check: Bool) -> Outcome {
        format(path, check: check, in: project(around: path))
    }

    /// The project a path given on the command line belongs to: for a folder, the one around it.
    private func project(around path: String) -> ProjectFiles {
        let folder = DiskPath.kind(of: path) == .folder ? path : RelativePath.directory(of: path).nonEmpty ?? "."
        return ProjectFiles(root: root.folder(enclosing: folder, in: .local), source: .local)
    }

    private func format(_ path: String, check: Bool, in project: ProjectFiles) -> Outcome {
        let at = FileLocation(file: path, line: 1, column: 1)
        let what = "fixture file '\(path)'"
        switch project.resolve(path) {
        case .file: break
        case .missing: return .failed(.unreadableFile(path, reason: "no such file or unreadable"))
        case .special(_, let kind): return .failed(.specialFile(what, kind: kind, at: at))
        case .outside(let escape): return .failed(.pathOutsideRoot(what, escape, at: at))
        }
        guard let bytes = try? project.read(path) else {
            return .failed(.unreadableFile(path, reason: "no such file or unreadable"))
        }
        let text: String
        do {
            text = try canonical(bytes)
        } catch {
            return .failed(.fixtureUnparsable(path, error))
        }
        guard Array(text.utf8) != bytes else { return .unchanged }
        if !check {
            do {
                try AtomicFile.write(Data(text.utf8), to: FixtureFormatter.writablePath(path))
            } catch {
                return .failed(.unreadableFile(path, reason: "cannot write: \(error.localizedDescription)"))
            }
        }
        return .reformatted
    }

    /// Where a rewrite goes: the file itself, or for a symbolic link (which ``format(_:check:)``
    /// only reaches when it stays in the project) its target, so the link stays a link.
    static func writablePath(_ path: String) -> String {
        guard DiskPath.isSymbolicLink(path) else { return path }
        let absolute = RelativePath.absolute(path, base: FileManager.default.currentDirectoryPath)
        return DiskPath.resolveLinks(absolute) ?? path
    }

    /// The JSON files a list of paths stands for: files as given, folders searched recursively, sorted.
    /// Links to folders met on the way are not followed; links, pipes and devices named `*.json`
    /// are listed, for ``format(_:check:)`` to refuse or follow.
    public func jsonFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            switch DiskPath.kind(of: path) {
            case .missing:
                missing.append(path)
            case .folder:
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                var found: [String] = []
                collect(in: base, under: "", into: &found)
                files += found.sorted().map { base + "/" + $0 }
            default:
                files.append(path)
            }
        }
        return (files, missing)
    }

    /// Adds the `*.json` entries below `base/relative` to `found`, as paths relative to `base`.
    private func collect(in base: String, under relative: String, into found: inout [String]) {
        let folder = relative.isEmpty ? base : base + "/" + relative
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let entry = relative.isEmpty ? name : relative + "/" + name
            if !DiskPath.isSymbolicLink(folder + "/" + name), DiskPath.kind(of: folder + "/" + name) == .folder {
                collect(in: base, under: entry, into: &found)
            } else if name.hasSuffix(".json") {
                found.append(entry)
            }
        }
    }
}
