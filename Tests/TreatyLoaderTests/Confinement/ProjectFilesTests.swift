import Foundation
import Testing
import TreatyLoader
import TreatyTooling

/// The resolver every contract path goes through, on real files, links and pipes.
@Suite struct ProjectFilesTests {
    @Test func pathsAsWrittenMustStayInsideTheRoot() throws {
        let project = try TemporaryProject()
        try project.write("fixtures/ok.json", "{}")
        let files = ProjectFiles(root: project.root, source: .local)
        let contracts = project.path("contracts")

        #expect(files.resolve("../fixtures/ok.json", in: contracts) == .file(project.path("fixtures/ok.json")))
        #expect(files.resolve(project.path("fixtures/ok.json"), in: contracts) == .file(project.path("fixtures/ok.json")))
        #expect(files.resolve("../fixtures/none.json", in: contracts) == .missing(project.path("fixtures/none.json")))
        #expect(files.resolve("../../outside/secret.json", in: contracts) == .outside(.parentFolder))
        #expect(files.resolve(project.outside + "/secret.json", in: contracts) == .outside(.absolutePath))
        #expect(files.resolve("secret.json", in: project.outside) == .outside(.outsideFolder(project.outside)))
    }

    @Test func aSymbolicLinkAnywhereAlongThePathThatLeavesIsRefused() throws {
        let project = try TemporaryProject()
        try project.write("fixtures/ok.json", "{}")
        try project.link("fixtures/secret.json", to: "../../outside/secret.json")
        try project.link("fixtures/absolute.json", to: project.outside + "/secret.json")
        try project.link("shared", to: "../outside")
        try project.link("fixtures/again.json", to: "ok.json")
        try project.link("inner", to: "fixtures")
        let files = ProjectFiles(root: project.root, source: .local)

        #expect(files.resolve("fixtures/secret.json", in: project.root) == .outside(.symbolicLink))
        #expect(files.resolve("fixtures/absolute.json", in: project.root) == .outside(.symbolicLink))
        #expect(files.resolve("shared/secret.json", in: project.root) == .outside(.symbolicLink))
        #expect(files.resolve("fixtures/again.json", in: project.root) == .file(project.path("fixtures/again.json")))
        #expect(files.resolve("inner/ok.json", in: project.root) == .file(project.path("inner/ok.json")))
    }

    @Test(.timeLimit(.minutes(1)))
    func specialFilesAreNamedWithoutBeingOpened() throws {
        let project = try TemporaryProject()
        try project.fifo("fixtures/pipe.json")
        try project.folder("fixtures/folder.json")
        try project.link("fixtures/dangling.json", to: "nowhere.json")
        try project.link("fixtures/loop-a.json", to: "loop-b.json")
        try project.link("fixtures/loop-b.json", to: "loop-a.json")
        let files = ProjectFiles(root: project.root, source: .local)
        let folder = project.path("fixtures")

        #expect(files.resolve("pipe.json", in: folder) == .special(project.path("fixtures/pipe.json"), .fifo))
        #expect(files.resolve("folder.json", in: folder) == .special(project.path("fixtures/folder.json"), .folder))
        #expect(files.resolve("dangling.json", in: folder) == .special(project.path("fixtures/dangling.json"), .danglingLink))
        #expect(files.resolve("loop-a.json", in: folder) == .special(project.path("fixtures/loop-a.json"), .linkLoop))
        #expect(
            ProjectFiles(root: "/", source: .local).resolve("/dev/zero", in: folder) == .special("/dev/zero", .characterDevice))
    }

    @Test(.timeLimit(.minutes(1)))
    func readingRefusesWhatResolvingRefuses() throws {
        let project = try TemporaryProject()
        try project.write("fixtures/ok.json", "{}")
        try project.fifo("fixtures/pipe.json")
        try project.link("fixtures/secret.json", to: "../../outside/secret.json")
        let files = ProjectFiles(root: project.root, source: .local)

        #expect(try files.read(project.path("fixtures/ok.json")) == Array("{}".utf8))
        #expect(throws: FileSourceError.self) { try files.read(project.path("fixtures/pipe.json")) }
        let refusal = #expect(throws: FileSourceError.self) { try files.read(project.path("fixtures/secret.json")) }
        #expect(refusal?.reason == "it is outside the project root")
    }

    @Test(.timeLimit(.minutes(1)))
    func theLocalSourceReadsOnlyRegularFiles() throws {
        let project = try TemporaryProject()
        try project.fifo("pipe.json")
        let pipe = #expect(throws: FileSourceError.self) { try FileSource.local.read(project.path("pipe.json")) }
        #expect(pipe?.reason == "it is a named pipe (FIFO), not a regular file")
        let device = #expect(throws: FileSourceError.self) { try FileSource.local.read("/dev/zero") }
        #expect(device?.reason == "it is a character device, not a regular file")
        #expect(!FileSource.local.fileExists(project.path("pipe.json")))
        #expect(!FileSource.local.fileExists("/dev/zero"))
    }

    @Test func inMemorySourcesAreCheckedLexically() {
        let memory = FileSource.memory(["project/fixtures/ok.json": "{}", "outside/secret.json": "{}"])
        let files = ProjectFiles(root: "project", source: memory)

        #expect(files.resolve("../fixtures/ok.json", in: "project/contracts") == .file("project/fixtures/ok.json"))
        #expect(files.resolve("../../outside/secret.json", in: "project/contracts") == .outside(.parentFolder))
        #expect(files.resolve("/etc/passwd", in: "project/contracts") == .outside(.absolutePath))
        #expect(files.resolve("fixtures", in: "project") == .special("project/fixtures", .folder))
        #expect(files.resolve("outside/secret.json") == .outside(.parentFolder))
    }
}
