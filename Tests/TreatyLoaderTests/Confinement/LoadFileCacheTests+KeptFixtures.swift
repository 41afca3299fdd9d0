import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// A load that keeps its fixtures (`treaty generate`, `serve`, `fixtures verify`) hands over the
/// bytes lint's checks read: each file opened once, and nothing the load refuses.
extension LoadFileCacheTests {
    @Test func keptFixturesAreOpenedOnceAndHandedOverToEveryContract() throws {
        let project = try TemporaryProject()
        let fixture = "{\"error\": \"not_found\"}\n"
        try project.write("Fixtures/error-not-found.json", fixture)
        try writeContracts(4, endpoints: 250, in: project)
        let counting = CountingSource()
        var loader = ContractLoader(files: counting.source)
        loader.keepsFixtureBytes = true

        let result = loader.load([project.path("contracts")])

        let path = project.path("Fixtures/error-not-found.json")
        #expect(result.diagnostics == [])
        #expect(counting.count(path) == 1)
        #expect(result.fixtures == [path: Array(fixture.utf8)])
        #expect(result.contracts.count == 4)
        #expect(result.contracts.allSatisfy { result.fixtures(of: $0) == [path: Array(fixture.utf8)] })
    }

    @Test func aLoadThatKeepsNoFixturesHandsNoneOver() throws {
        let (_, _, result) = try loadSharing("{}\n", files: 1, endpoints: 2)

        #expect(result.diagnostics == [])
        #expect(result.fixtures == [:])
        #expect(result.contracts.map { result.fixtures(of: $0) } == [[:]])
    }

    /// A fixture served as bytes (`contentType: image/png`), which lint does not read, is read
    /// once, for the result alone.
    @Test func aBytesFixtureIsKeptTooAndOpenedOnce() throws {
        let project = try TemporaryProject()
        try project.write("Fixtures/logo.png", "\u{89}PNG")
        var text = LintHarness.header + "fixtures: ../Fixtures\nendpoints:\n"
        for number in 0..<3 {
            text += """
                  logo\(number):
                    method: GET
                    path: /logo\(number)
                    responses: { 200: { contentType: image/png } }
                    scenarios: { ok: { status: 200, fixture: logo.png } }

                """
        }
        try project.write("contracts/api.yaml", text)
        let counting = CountingSource()
        var loader = ContractLoader(files: counting.source)
        loader.keepsFixtureBytes = true

        let result = loader.load([project.path("contracts/api.yaml")])

        #expect(result.diagnostics == [])
        #expect(counting.count(project.path("Fixtures/logo.png")) == 1)
        #expect(result.fixtures == [project.path("Fixtures/logo.png"): Array("\u{89}PNG".utf8)])
    }

    /// A link out of the project, a named pipe, a file over the size limit and a missing file are
    /// reported as by any load, and none of them is handed over; nothing of the outside is read.
    @Test func aLoadThatKeepsFixturesRefusesWhatAnyLoadRefuses() throws {
        let project = try TemporaryProject()
        try project.write("Fixtures/ok.json", "{}\n")
        try project.write("Fixtures/big.json", "[" + String(repeating: "0,", count: 100) + "0]\n")
        try project.link("Fixtures/out.json", to: "../../outside/secret.json")
        try project.fifo("Fixtures/pipe.json")
        let names = ["ok.json", "big.json", "out.json", "pipe.json", "gone.json"]
        try project.write(
            "contracts/api.yaml",
            LintHarness.header + "fixtures: ../Fixtures\nendpoints:\n  get:\n    method: GET\n    path: /things\n"
                + "    responses: { 200: { body: {} } }\n    scenarios:\n"
                + names.enumerated().map { "      s\($0.offset): { status: 200, fixture: \($0.element) }\n" }.joined())
        let counting = CountingSource()
        var plain = ContractLoader(files: counting.source)
        plain.sizeLimits.maxFixtureBytes = 64
        var keeping = plain
        keeping.keepsFixtureBytes = true

        let kept = keeping.load([project.path("contracts/api.yaml")])
        let notKept = plain.load([project.path("contracts/api.yaml")])

        #expect(kept.diagnostics == notKept.diagnostics)
        #expect(
            kept.diagnostics.map(\.rule).sorted() == [
                "file-too-large", "missing-fixture", "path-outside-root", "special-file",
            ])
        #expect(kept.fixtures == [project.path("Fixtures/ok.json"): Array("{}\n".utf8)])
        #expect(counting.count(project.outside + "/secret.json") == 0)
        #expect(counting.count(project.path("Fixtures/out.json")) == 0)
        #expect(counting.count(project.path("Fixtures/pipe.json")) == 0)
        #expect(counting.count(project.path("Fixtures/big.json")) == 0, "measured, never read")
    }
}
