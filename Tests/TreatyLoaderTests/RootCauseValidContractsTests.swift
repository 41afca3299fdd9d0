import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// The other half of one-error-per-mistake: suppressing what follows from a mistake must never
/// hide or add anything in a correct file. Every valid contract and OpenAPI document the project
/// has lints exactly as it did before the root-cause rules: clean, or with its known warnings.
@Suite struct RootCauseValidContractsTests {
    static let root = RootCauseTests.root

    /// Lints one file (a path from the package root), as `treaty lint` does, and lists
    /// `severity rule@line:column`.
    static func diagnostics(_ path: String) -> [String] {
        ContractLoader().load([root + "/" + path]).diagnostics.map {
            "\($0.severity.rawValue) \($0.rule)@\($0.location.line):\($0.location.column)"
        }
    }

    /// Every Treaty contract that is meant to be valid (Tests/Contracts/hostile is meant to fail).
    static var treatyContracts: [String] {
        let folders = ["contracts", "Tests/Contracts", "Tests/Contracts/petstore"]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? [])
                .filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
        }
    }

    @Test func everyTreatyContractFindsTheFilesItChecks() {
        #expect(Self.treatyContracts.count >= 5)
    }

    @Test(arguments: treatyContracts)
    func aValidTreatyContractHasNoDiagnostic(_ path: String) {
        #expect(Self.diagnostics(path) == [])
    }

    /// The OpenAPI specification's example documents (beside the project, as the import tests
    /// read them) with the warnings they have always had: parts Treaty leaves out, example
    /// values that look like secrets (located at the value inside the example), one unknown
    /// format. None may gain or lose one.
    static let openAPIDocuments: [(String, [String])] = [
        (
            "api-with-examples.yaml",
            [
                "warning openapi-example-secret@27:45", "warning openapi-example-secret@38:45",
                "warning openapi-example-secret@52:26",
            ]
        ),
        ("callback-example.yaml", ["warning openapi-left-out@34:7"]),
        (
            "httpbin.openapi.yaml",
            ["warning openapi-left-out@112:44", "warning openapi-left-out@114:51", "warning openapi-left-out@116:59"]
        ),
        (
            "link-example.yaml",
            [
                "warning openapi-left-out@22:11", "warning openapi-left-out@43:11", "warning openapi-left-out@67:11",
                "warning openapi-left-out@127:11", "warning openapi-left-out@153:3",
            ]
        ),
        ("petstore-expanded.yaml", []),
        ("petstore.yaml", []),
        (
            "uspto.yaml",
            [
                // The form request body at 157:11, once left out, is read and checked.
                "warning openapi-example-secret@52:33", "warning openapi-example-secret@58:33",
                "warning unknown-format@205:25",
            ]
        ),
        ("webhook-example.3.1.yaml", ["warning openapi-left-out@6:1"]),
    ]

    static let sharedOpenAPI = "../shared/openapi"

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: root + "/" + sharedOpenAPI),
            "the OpenAPI example documents are not beside the project (../shared/openapi)"),
        arguments: openAPIDocuments)
    func anOpenAPIDocumentKeepsItsKnownWarnings(_ name: String, _ expected: [String]) {
        #expect(Self.diagnostics(Self.sharedOpenAPI + "/" + name) == expected)
    }
}
