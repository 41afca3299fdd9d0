import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// One error per mistake: a misspelt key is reported once, as `unknown-key` with its fix, and
/// nothing that only follows from the key being absent is reported beside it.
@Suite struct RootCauseTests {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The bundled contract with `mutate` applied, linted with its library and fixtures' names.
    func findings(_ mutate: (String) -> String) throws -> [String] {
        let files = FileSource.memory([
            "contracts/projects.yaml": mutate(try Self.text("contracts/projects.yaml")),
            "contracts/common.yaml": try Self.text("contracts/common.yaml"),
        ])
        let result = ContractLoader(files: files, root: .folder(".")).load(["contracts/projects.yaml"])
        return result.diagnostics.filter { $0.severity == .error && $0.rule != "missing-fixture" }
            .map { "\($0.rule)@\($0.location.line)" }
    }

    @Test(arguments: [
        ("    responses:", "    respones:", "unknown-key@28"),
        ("    method: GET", "    metod: GET", "unknown-key@20"),
        ("stubHost:", "stubHots:", "unknown-key@9"),
        ("version: 2.3.0", "verison: 2.3.0", "unknown-key@6"),
    ])
    func aMisspeltKeyIsOneError(_ from: String, _ to: String, _ expected: String) throws {
        let mutated = try findings { text in
            guard let range = text.range(of: from) else { return text }
            return text.replacingCharacters(in: range, with: to)
        }
        #expect(mutated == [expected])
    }

    @Test func theBundledContractHasNoError() throws {
        #expect(try findings { $0 }.isEmpty)
    }
}
