import Foundation
public import TreatyContract

/// Canonical JSON for fixtures: keys sorted, two-space indent, numbers as read, one trailing newline.
///
/// Canonical fixtures make reviews show only real changes. Rewrites are atomic (a temporary
/// file in the same folder, then a rename), so an interrupted run never leaves half a fixture.
public struct FixtureFormatter: Sendable {
    /// What happened to one file.
    public enum Outcome: Sendable, Hashable {
        case unchanged
        /// Not canonical; rewritten unless only checking.
        case reformatted
        case failed(Diagnostic)
    }

    public init() {}

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
    public func run(_ paths: [String], check: Bool) -> Run {
        let (files, missing) = jsonFiles(in: paths)
        var diagnostics = missing.map { Diagnostic.unreadableFile($0, reason: "no such file or folder") }
        var changed: [String] = []
        for file in files {
            switch format(file, check: check) {
            case .unchanged: break
            case .reformatted: changed.append(file)
            case .failed(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        if check { diagnostics += changed.map(Diagnostic.fixtureNotCanonical) }
        return Run(files: files, changed: changed, diagnostics: diagnostics.sorted(), missing: missing)
    }

    /// The canonical text of `bytes`, or the located syntax error.
    public func canonical(_ bytes: [UInt8]) throws(JSONSyntaxError) -> String {
        JSONWriter.pretty.write(try JSONParser().parse(bytes))
    }

    /// Formats the file at `path`; with `check`, reports without writing.
    public func format(_ path: String, check: Bool) -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failed(.unreadableFile(path, reason: "no such file or unreadable"))
        }
        let bytes = [UInt8](data)
        let text: String
        do {
            text = try canonical(bytes)
        } catch {
            return .failed(.fixtureUnparsable(path, error))
        }
        guard Array(text.utf8) != bytes else { return .unchanged }
        if !check {
            do {
                try AtomicFile.write(Data(text.utf8), to: path)
            } catch {
                return .failed(.unreadableFile(path, reason: "cannot write: \(error.localizedDescription)"))
            }
        }
        return .reformatted
    }

    /// The JSON files a list of paths stands for: files as given, folders searched recursively, sorted.
    public func jsonFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(path)
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (FileManager.default.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(".json") }
            files += found.sorted().map { base + "/" + $0 }
        }
        return (files, missing)
    }
}
