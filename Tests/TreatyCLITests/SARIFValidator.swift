import Foundation
import Testing

/// Runs scripts/validate-sarif.py (the `jsonschema` package against the SARIF 2.1.0 schema
/// kept in Tests/SARIF) on SARIF text.
///
/// The validator is Python because SARIF's schema needs a complete JSON-Schema implementation
/// (draft-04 with `uri-reference` formats) and Treaty's own shape validator implements only the
/// subset contracts use. `make sarif-validator` installs the package into `.build/venv`; CI
/// does so and sets `TREATY_REQUIRE_SARIF_VALIDATOR=1`, so there the tests never skip.
enum SARIFValidator {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// A Python that can import `jsonschema`: `.build/venv`'s, else `python3` on the PATH; nil when neither.
    static let python: String? = {
        let candidates = [packageRoot.appendingPathComponent(".build/venv/bin/python").path, "/usr/bin/python3"]
        return candidates.first { path in
            guard FileManager.default.isExecutableFile(atPath: path) else { return false }
            return (try? run(path, ["-c", "import jsonschema"]).status) == 0
        }
    }()

    /// Why the SARIF schema tests are skipped here, printed by the test runner.
    static let skipReason: Comment = "python3 with 'jsonschema' not found; run 'make sarif-validator'"

    /// The validator's findings for `text`, empty when the log is valid.
    static func problems(_ text: String) async throws -> String {
        let python = try #require(python)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-\(UUID().uuidString).sarif")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = packageRoot.appendingPathComponent("scripts/validate-sarif.py").path
        let result = try await onDispatchThread { try run(python, [script, file.path]) }
        return result.status == 0 ? "" : "exit \(result.status): \(result.output)"
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
