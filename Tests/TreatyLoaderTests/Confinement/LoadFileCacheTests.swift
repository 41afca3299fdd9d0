import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// A load resolves, reads and checks each file its contracts name once, however many scenarios and
/// references name it, and what it remembers never lets one contract reach a file its own
/// project refuses.
@Suite struct LoadFileCacheTests {
    /// The local file system, counting how often each path is read.
    final class CountingSource: Sendable {
        let reads = Protected<[String: Int]>([:])

        var source: FileSource {
            FileSource(
                read: { [reads] path in
                    reads.withLock { $0[path, default: 0] += 1 }
                    return try FileSource.local.read(path)
                },
                fileExists: FileSource.local.fileExists, listFolder: FileSource.local.listFolder, isDisk: true)
        }

        func count(_ path: String) -> Int { reads.withLock { $0[path] ?? 0 } }
    }

    /// Writes `files` contracts of `endpoints` endpoints each, every endpoint with one scenario
    /// answering with `Fixtures/error-not-found.json`.
    func writeContracts(_ files: Int, endpoints: Int, in project: TemporaryProject) throws {
        for file in 0..<files {
            var text = LintHarness.header + "fixtures: ../Fixtures\nendpoints:\n"
            for number in 0..<endpoints {
                text += """
                      get\(number):
                        method: GET
                        path: /things\(number)
                        responses: { 404: { body: { type: object } } }
                        scenarios:
                          notFound: { status: 404, fixture: error-not-found.json }

                    """
            }
            try project.write("contracts/api\(file).yaml", text)
        }
    }

    /// Loads `files` contracts of `endpoints` endpoints whose scenarios all name one fixture holding
    /// `fixture`, counting reads.
    func loadSharing(_ fixture: String, files: Int, endpoints: Int) throws -> (
        TemporaryProject, CountingSource, ContractLoader.Result
    ) {
        let project = try TemporaryProject()
        try project.write("Fixtures/error-not-found.json", fixture)
        try writeContracts(files, endpoints: endpoints, in: project)
        let counting = CountingSource()
        return (project, counting, ContractLoader(files: counting.source).load([project.path("contracts")]))
    }

    @Test func aFixtureSharedByAThousandScenariosIsOpenedOnce() throws {
        let (project, files, result) = try loadSharing("{\"error\": \"not_found\"}\n", files: 4, endpoints: 250)

        #expect(result.diagnostics == [])
        let scenarios = result.contracts.flatMap(\.endpoints).flatMap(\.scenarios)
        #expect(scenarios.count == 1_000)
        #expect(scenarios.allSatisfy { $0.fixture?.path == project.path("Fixtures/error-not-found.json") })
        #expect(files.count(project.path("Fixtures/error-not-found.json")) == 1)
        #expect((0..<4).map { files.count(project.path("contracts/api\($0).yaml")) } == [1, 1, 1, 1])
    }

    @Test func aBrokenSharedFixtureIsReadOnceAndReportedForEveryScenario() throws {
        let (project, files, result) = try loadSharing("{\"error\": \n", files: 2, endpoints: 500)

        #expect(files.count(project.path("Fixtures/error-not-found.json")) == 1)
        #expect(result.diagnostics.map(\.rule) == ["invalid-fixture-json"])
        #expect(result.diagnostics.first?.location.file == project.path("Fixtures/error-not-found.json"))
        #expect(result.diagnostics.first?.related.count == 1_000, "every scenario that names it, in both contracts")
    }

    /// Two projects in one load: `project/` reads its own `Fixtures/shared.json`, `schemas.yaml` and
    /// `contracts/schemas.yaml`; `other/` reaches the same files through a link and through `..`,
    /// which its root refuses, whichever project the load reads first.
    @Test func aFileOneProjectReadsIsStillRefusedToAnotherInTheSameLoad() throws {
        let project = try TemporaryProject()
        let shared = "{\"id\": 1}\n"
        try project.write("Fixtures/shared.json", shared)
        try project.link("Fixtures/inside.json", to: "shared.json")
        try project.write("schemas.yaml", "Thing: { type: object }\n")
        try project.write("contracts/schemas.yaml", "treaty: 1\nschemas:\n  Thing: { type: object }\n")
        try project.write("contracts/a.yaml", contract(fixtures: ["shared.json", "inside.json"], ref: "schemas.yaml"))
        try project.write("openapi.yaml", openAPI(ref: "schemas.yaml"))
        try project.write("../other/treaty.yaml", "")
        try project.link("../other/Fixtures/shared.json", to: "../../project/Fixtures/shared.json")
        try project.write(
            "../other/contracts/b.yaml",
            contract(
                fixtures: ["shared.json", "../../project/Fixtures/shared.json"],
                ref: "../../project/contracts/schemas.yaml"))
        try project.write("../other/openapi.yaml", openAPI(ref: "../project/schemas.yaml"))
        let mine = [project.path("contracts/a.yaml"), project.path("openapi.yaml")]
        let other = [project.top + "/other/contracts/b.yaml", project.top + "/other/openapi.yaml"]
        let alone = ContractLoader().load(mine).diagnostics + ContractLoader().load(other).diagnostics

        for paths in [mine + other, other + mine] {
            let result = ContractLoader().load(paths)

            #expect(result.diagnostics.sorted() == alone.sorted())
            let refused = result.diagnostics.filter { $0.rule == "path-outside-root" }
            #expect(refused.count == 4, "two fixtures and two '$ref's of 'other', none of 'project'")
            #expect(refused.allSatisfy { $0.location.file.hasPrefix(project.top + "/other/") })
            let scenarios = result.contracts.filter { $0.file.hasPrefix(project.root) }.flatMap(\.endpoints)
                .flatMap(\.scenarios)
            #expect(scenarios.compactMap(\.fixture).count == 2, "both of 'project''s fixtures are kept")
        }
    }

    /// A Treaty contract with one scenario per fixture name and a response whose body refers into `ref`.
    func contract(fixtures: [String], ref: String) -> String {
        LintHarness.header + """
            fixtures: ../Fixtures
            endpoints:
              get:
                method: GET
                path: /things
                responses: { 200: { body: { $ref: "\(ref)#/schemas/Thing" } } }
                scenarios:

            """
            + fixtures.enumerated().map { "      s\($0.offset): { status: 200, fixture: \"\($0.element)\" }\n" }.joined()
    }

    /// An OpenAPI document whose one response refers to `Thing` in `ref`.
    func openAPI(ref: String) -> String {
        """
        openapi: 3.0.3
        info: { title: Things, version: "1" }
        paths:
          /things:
            get:
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: { $ref: "\(ref)#/Thing" }

        """
    }
}
