import Foundation
import TreatyContract
import TreatyTooling

/// Writes generated files into a folder, or checks that they are up to date.
///
/// Files are rewritten only when their bytes change, atomically (temporary file, then rename).
/// A file at a target path that Treaty did not generate (no ``GeneratedFile/marker`` on its
/// first line) is never touched.
public struct GeneratedFileWriter: Sendable {
    /// What happened to each file.
    public struct Outcome: Sendable, Hashable {
        public var written: [String] = []
        public var unchanged: [String] = []
        /// With `check`: files whose bytes differ from what would be generated, or are missing.
        public var stale: [String] = []
        /// Paths holding a file Treaty did not generate.
        public var refused: [String] = []
    }

    public init() {}

    public func write(_ files: [GeneratedFile], to folder: String, check: Bool) throws -> Outcome {
        var outcome = Outcome()
        if !check { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for file in files.sorted(by: { $0.name < $1.name }) {
            let path = folder.hasSuffix("/") ? folder + file.name : folder + "/" + file.name
            let existing = FileManager.default.contents(atPath: path)
            if let existing, !String(decoding: existing.prefix(200), as: UTF8.self).hasPrefix(GeneratedFile.marker) {
                outcome.refused.append(path)
                continue
            }
            let bytes = Data(file.contents.utf8)
            if existing == bytes {
                outcome.unchanged.append(path)
            } else if check {
                outcome.stale.append(path)
            } else {
                try AtomicFile.write(bytes, to: path)
                outcome.written.append(path)
            }
        }
        return outcome
    }

    /// Writes a file only when nothing exists at `path` (for the adapter skeleton).
    /// - Returns: false when a file was already there and was left alone.
    public func writeNew(_ file: GeneratedFile, to path: String) throws -> Bool {
        guard !FileManager.default.fileExists(atPath: path) else { return false }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try AtomicFile.write(Data(file.contents.utf8), to: path)
        return true
    }
}
