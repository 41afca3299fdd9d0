import Foundation
import Testing

/// Issue 47: each fixture is opened once per run of `treaty generate`, `treaty serve` and `treaty
/// fixtures verify`, however many contracts and scenarios name it. The load reads, confines and
/// checks it, and the command takes its bytes from the load instead of reading it again.
@Suite(.enabled(if: OpenCounter.isAvailable, "counts opens with Linux's inotify"))
struct FixtureReadOnceTests {
    /// A project (marked by `treaty.yaml`) of 3 contracts of 20 endpoints each, every scenario
    /// answering with one of two shared fixtures.
    static func project() throws -> URL {
        var files = [
            "treaty.yaml": "",
            "Fixtures/not-found.json": "{\"error\": \"not_found\"}\n",
            "Fixtures/thing.json": "{\"id\": 1}\n",
        ]
        for file in 0..<3 {
            var text = """
                treaty: 1
                name: Api\(file)
                version: "1"
                stubHost: api\(file).test.invalid
                fixtures: ../Fixtures
                endpoints:

                """
            for number in 0..<20 {
                text += """
                      get\(number):
                        method: GET
                        path: /things/\(number)
                        responses: { 200: { body: { type: object } }, 404: { body: { type: object } } }
                        scenarios:
                          found: { status: 200, fixture: thing.json }
                          notFound: { status: 404, fixture: not-found.json }

                    """
            }
            files["contracts/api\(file).yaml"] = text
        }
        return try TreatyRunner.folder(files)
    }

    static let fixtures = ["Fixtures/not-found.json", "Fixtures/thing.json"]

    func counter(in folder: URL) throws -> OpenCounter {
        try OpenCounter(watching: Self.fixtures.map { folder.appendingPathComponent($0).path })
    }

    /// Each fixture's opens, by its path in the project.
    func opens(_ counter: OpenCounter, in folder: URL) -> [String: Int] {
        let counts = counter.take()
        return Dictionary(
            uniqueKeysWithValues: Self.fixtures.map { ($0, counts[folder.appendingPathComponent($0).path] ?? -1) })
    }

    @Test func generateOpensEachFixtureOncePerRun() async throws {
        let folder = try Self.project()
        let counter = try counter(in: folder)
        let contracts = folder.appendingPathComponent("contracts").path
        let out = folder.appendingPathComponent("Generated").path

        let written = await InProcess.run(["generate", contracts, "--out", out])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.hasSuffix("9 written, 0 unchanged, 0 stale\n"), "\(written.stderr)")
        #expect(opens(counter, in: folder) == ["Fixtures/not-found.json": 1, "Fixtures/thing.json": 1])

        let checked = await InProcess.run(["generate", contracts, "--out", out, "--check"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(opens(counter, in: folder) == ["Fixtures/not-found.json": 1, "Fixtures/thing.json": 1])
        let embedded = try String(contentsOfFile: out + "/Api0Contract.swift", encoding: .utf8)
        #expect(embedded.contains("not_found"), "the fixture the load read is the one embedded")
    }

    @Test func fixturesVerifyOpensEachFixtureOnce() async throws {
        let folder = try Self.project()
        let counter = try counter(in: folder)

        let verified = await InProcess.run(["fixtures", "verify", folder.appendingPathComponent("contracts").path])
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        #expect(verified.stderr.hasSuffix(" scenario(s) verified: 0 error(s)\n"))
        #expect(opens(counter, in: folder) == ["Fixtures/not-found.json": 1, "Fixtures/thing.json": 1])
    }

    @Test func serveOpensEachFixtureOnceAsItStarts() throws {
        let folder = try Self.project()
        let counter = try counter(in: folder)

        let server = try ServeProcess(["contracts", "--port", "0"], in: folder, servers: 3)
        let started = opens(counter, in: folder)
        let (status, stderr) = server.stop()
        #expect(status == 0, "\(stderr)")
        #expect(started == ["Fixtures/not-found.json": 1, "Fixtures/thing.json": 1])
    }
}
