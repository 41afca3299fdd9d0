import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real project folder for confinement tests: `project/` (marked with `treaty.yaml`) and,
/// beside it, `outside/` holding a secret that no test may ever see in a diagnostic or a
/// generated file. Removed when the value goes away.
final class TemporaryProject {
    /// The folder holding both, absolute.
    let top: String
    /// The project root, absolute.
    let root: String
    /// The folder beside the project, absolute.
    let outside: String

    /// What `outside/secret.json` and `outside/secret.yaml` hold; it must never be echoed.
    static let secret = "AKIA-CONFINEMENT-CANARY-7731"
    static let secretKey = "aws_secret_access_key"

    init(marker: Bool = true) throws {
        top = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-confine-\(UUID().uuidString)").path
        root = top + "/project"
        outside = top + "/outside"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        if marker { try write("treaty.yaml", "") }
        try write("../outside/secret.json", "{\"\(Self.secretKey)\": \"\(Self.secret)\"}\n")
        try write(
            "../outside/secret.yaml",
            "treaty: 1\nschemas:\n  Secret: { type: object }\n\(Self.secretKey): \(Self.secret)\n")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: top)
    }

    /// The absolute path of `relative`, a path inside the project.
    func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Writes `text` at `relative` (inside the project), creating folders.
    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Makes `relative` a symbolic link to `target`, written as given.
    func link(_ relative: String, to target: String) throws {
        try folder(RelativeFolder.of(relative))
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
    }

    /// Makes `relative` a named pipe: opening it for reading would block until a writer came.
    func fifo(_ relative: String) throws {
        try folder(RelativeFolder.of(relative))
        guard mkfifo(path(relative), 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Creates the folder `relative`.
    func folder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }
}

private enum RelativeFolder {
    static func of(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
