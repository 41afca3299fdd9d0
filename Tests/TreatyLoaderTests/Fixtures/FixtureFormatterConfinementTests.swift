import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// `treaty fixtures fmt` over links, pipes and folders: it never follows a link out of the
/// project, never turns a link into a copy, and never opens a pipe.
@Suite struct FixtureFormatterConfinementTests {
    static let messy = "{\"b\": 1, \"a\": 2}"

    @Test func aLinkOutOfTheProjectIsRefusedAndLeftAlone() throws {
        let project = try TemporaryProject()
        try project.link("Fixtures/creds.json", to: "../../outside/secret.json")
        let outsideBefore = try String(contentsOfFile: project.outside + "/secret.json", encoding: .utf8)

        let run = FixtureFormatter().run([project.path("Fixtures")], check: false)

        #expect(run.files == [project.path("Fixtures/creds.json")])
        #expect(run.changed == [])
        #expect(
            DiagnosticFormat.text.render(run.diagnostics) == """
                \(project.path("Fixtures/creds.json")):1:1: error: [path-outside-root] fixture file \
                '\(project.path("Fixtures/creds.json"))' leads outside the project root through a symbolic link; \
                expected a file inside the project
                  hint: the project root is the folder of 'treaty.yaml', else the git work tree, else the contract's \
                folder; move the file inside it, or widen the root on purpose with '--root DIR'

                """)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: project.path("Fixtures/creds.json"))
                == "../../outside/secret.json")
        #expect(try String(contentsOfFile: project.outside + "/secret.json", encoding: .utf8) == outsideBefore)
        #expect(!DiagnosticFormat.text.render(run.diagnostics).contains(TemporaryProject.secret))
    }

    @Test func aLinkInsideTheProjectIsRewrittenAtItsTarget() throws {
        let project = try TemporaryProject()
        try project.write("Shared/item.json", Self.messy)
        try project.link("Fixtures/item.json", to: "../Shared/item.json")

        let run = FixtureFormatter().run([project.path("Fixtures")], check: false)

        #expect(run.diagnostics == [])
        #expect(run.changed == [project.path("Fixtures/item.json")])
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: project.path("Fixtures/item.json")) == "../Shared/item.json"
        )
        #expect(
            try String(contentsOfFile: project.path("Shared/item.json"), encoding: .utf8) == "{\n  \"a\": 2,\n  \"b\": 1\n}\n")
    }

    @Test func theRootOptionLetsALinkOutBeFormatted() throws {
        let project = try TemporaryProject()
        try project.link("Fixtures/creds.json", to: "../../outside/secret.json")

        let run = FixtureFormatter(root: .folder(project.top)).run([project.path("Fixtures")], check: true)

        #expect(run.diagnostics.map(\.rule) == ["fixture-not-canonical"])
    }

    @Test(.timeLimit(.minutes(1)))
    func pipesFoldersAndBrokenLinksAreRefusedUnopened() throws {
        let project = try TemporaryProject()
        try project.fifo("Fixtures/pipe.json")
        try project.link("Fixtures/gone.json", to: "nowhere.json")
        try project.folder("Fixtures/nested.json")
        try project.write("Fixtures/nested.json/inner.json", "[]\n")

        let run = FixtureFormatter().run([project.path("Fixtures")], check: false)

        #expect(
            run.files == [
                project.path("Fixtures/gone.json"), project.path("Fixtures/nested.json/inner.json"),
                project.path("Fixtures/pipe.json"),
            ])
        #expect(
            run.diagnostics.map(\.message) == [
                "fixture file '\(project.path("Fixtures/gone.json"))' is a symbolic link to nothing; expected a regular file",
                "fixture file '\(project.path("Fixtures/pipe.json"))' is a named pipe (FIFO); expected a regular file",
            ])
        #expect(run.diagnostics.allSatisfy { $0.rule == "special-file" })
    }

    @Test func aLinkedFolderIsNotWalked() throws {
        let project = try TemporaryProject()
        try project.write("Fixtures/ok.json", "[]\n")
        try project.link("Fixtures/outside", to: "../../outside")

        let run = FixtureFormatter().run([project.path("Fixtures")], check: true)

        #expect(run.files == [project.path("Fixtures/ok.json")])
        #expect(run.diagnostics == [])
    }
}
