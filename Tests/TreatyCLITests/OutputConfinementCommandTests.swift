import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file a command writes goes through the same checks as the files it reads: a pipe, a
/// device or a socket named as an output, or a symbolic link that leads out of the project, is
/// refused before anything is written, and nothing lands outside the project.
@Suite struct OutputConfinementCommandTests {
    /// `project/` (marked) holding the spec, and `outside/` beside it.
    static func project() throws -> URL {
        let folder = try TreatyRunner.folder([
            "project/treaty.yaml": "", "project/spec.yaml": ImportCommandTests.spec, "outside/.keep": "",
        ])
        return folder.appendingPathComponent("project")
    }

    /// A live report with one conforming sample.
    static let liveReport = """
        {"samples": [{"contract": "Shop", "endpoint": "listItems", "sample": 1, "method": "GET", "request": "/items",
          "status": 200, "verdict": "conforms", "location": "contracts/shop.yaml:3:5", "findings": []}]}
        """

    /// Issue 48: `import openapi out/shop.yaml --out out` replaced its own spec.
    @Test func anImportOverItsOwnSpecIsRefusedWithNothingWritten() async throws {
        let folder = try TreatyRunner.folder(["treaty.yaml": "", "out/shop.yaml": ImportCommandTests.spec])

        let run = try await TreatyRunner.run(["import", "openapi", "out/shop.yaml", "--out", "out"], in: folder)

        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: '--out out' would overwrite the spec 'out/shop.yaml'; nothing was written, choose another path\n"
                + "run 'treaty import openapi --help' for usage\n")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("out/shop.yaml"), encoding: .utf8) == ImportCommandTests.spec)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["shop.yaml"])
    }

    /// An import whose contract would land on a file the spec's `$ref` reads is refused too.
    @Test func anImportOverAFileTheSpecReferencesIsRefusedWithNothingWritten() async throws {
        let common = """
            openapi: 3.0.3
            info: { title: Common, version: "1" }
            paths: {}
            components:
              schemas:
                Item: { type: object, properties: { id: { type: integer } }, example: { id: 1 } }
            """
        let spec = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "out/common.yaml#/components/schemas/Item" } } }
            """
        let folder = try TreatyRunner.folder(["treaty.yaml": "", "api.yaml": spec, "out/common.yaml": common])

        let run = try await TreatyRunner.run(["import", "openapi", "api.yaml", "--out", "out", "--name", "Common"], in: folder)

        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: '--out out' would overwrite a file the spec references 'out/common.yaml'; nothing was written, "
                + "choose another path\nrun 'treaty import openapi --help' for usage\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("out/common.yaml"), encoding: .utf8) == common)
    }

    /// `summary --report json:check.json` over the live report it reads, or over an xUnit file,
    /// is refused: the report it merged from would be lost.
    @Test func aSummaryReportOverItsOwnInputIsRefusedWithNothingWritten() async throws {
        let folder = try TreatyRunner.folder(["treaty.yaml": "", "check.json": Self.liveReport])
        let run = try await TreatyRunner.run(["summary", "--live", "check.json", "--report", "json:./check.json"], in: folder)

        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: '--report json:./check.json' would overwrite the input 'check.json' (as './check.json'); "
                + "nothing was written, choose another path\nrun 'treaty summary --help' for usage\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("check.json"), encoding: .utf8) == Self.liveReport)
    }

    /// Issue 48: `check --report json:contracts/a.yaml` replaced the contract, also through another spelling.
    @Test func aReportOverAContractIsRefusedWithNothingWritten() async throws {
        let folder = try TreatyRunner.folder(["treaty.yaml": "", "contracts/shop.yaml": CheckCommandTests.contract])
        for target in ["contracts/shop.yaml", "./contracts/../contracts/shop.yaml"] {
            let run = try await TreatyRunner.run(
                ["check", "--base-url", "http://127.0.0.1:9", "--report", "json:\(target)"], in: folder)

            #expect(run.status == 2)
            let shown = target == "contracts/shop.yaml" ? "" : " (as '\(target)')"
            #expect(
                run.stderr
                    == "error: '--report json:\(target)' would overwrite the contract 'contracts/shop.yaml'\(shown); "
                    + "nothing was written, choose another path\nrun 'treaty check --help' for usage\n")
            #expect(
                try String(contentsOf: folder.appendingPathComponent("contracts/shop.yaml"), encoding: .utf8)
                    == CheckCommandTests.contract)
        }
    }

    @Test func aPipeNamedAsAnImportedContractIsRefusedAndLeftAPipe() async throws {
        let project = try Self.project()
        try FileManager.default.createDirectory(at: project.appendingPathComponent("api"), withIntermediateDirectories: true)
        let pipe = project.appendingPathComponent("api/shop.yaml").path
        #expect(mkfifo(pipe, 0o600) == 0)

        let run = try await TreatyRunner.run(["import", "openapi", "spec.yaml", "--out", "api"], in: project)

        #expect(run.status == 2)
        #expect(
            run.stderr.hasSuffix(
                "error: cannot write to 'api': output 'api/shop.yaml' is a named pipe (FIFO); "
                    + "expected a regular file or nothing there\n"), "\(run.stderr)")
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aReportLinkedOutOfTheProjectIsRefusedAndLeftALink() async throws {
        let project = try Self.project()
        let target = project.appendingPathComponent("../outside/stolen.json").standardizedFileURL.path
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("report.json").path, withDestinationPath: "../outside/stolen.json")
        try Data(Self.liveReport.utf8).write(to: project.appendingPathComponent("live.json"))

        let run = try await TreatyRunner.run(["summary", "--live", "live.json", "--report", "json:report.json"], in: project)

        #expect(run.status == 2)
        #expect(
            run.stderr.hasSuffix(
                "error: cannot write the json report to 'report.json': output 'report.json' leads outside the project "
                    + "through a symbolic link; expected a path inside '.'\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: project.appendingPathComponent("report.json").path))
                == "../outside/stolen.json")
    }

    @Test func importRefusesAFixturesFolderLinkedOutOfTheProject() async throws {
        let project = try Self.project()
        let outside = project.appendingPathComponent("../outside").standardizedFileURL
        try FileManager.default.createDirectory(at: project.appendingPathComponent("api"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("api/fixtures").path, withDestinationPath: "../../outside")

        let run = try await TreatyRunner.run(["import", "openapi", "spec.yaml", "--out", "api"], in: project)

        #expect(run.status == 2)
        #expect(
            run.stderr.hasSuffix(
                "error: cannot write to 'api': output 'api/fixtures/listItems-success.json' leads outside the project "
                    + "through a symbolic link; expected a path inside '.'\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [".keep"])
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("api/shop.yaml").path))
    }
}
