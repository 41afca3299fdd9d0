import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// A contract from a pull request names files outside the project: each is a located error, the
/// target is never read, and nothing of it shows in any message.
@Suite struct ConfinementLintTests {
    /// Writes `body` under a valid header as `contracts/api.yaml` in `project` and loads it.
    func load(_ body: String, in project: TemporaryProject, root: ProjectRoot = .discovered) throws -> (
        MarkedText, ContractLoader.Result
    ) {
        let marked = MarkedText(LintHarness.header + body)
        try project.write("contracts/api.yaml", marked.text)
        return (marked, ContractLoader(root: root).load([project.path("contracts/api.yaml")]))
    }

    func findings(_ result: ContractLoader.Result) -> [String] {
        result.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" }
    }

    /// Every rendering of every diagnostic, checked for the outside file's content and key names.
    func expectNothingEchoed(_ result: ContractLoader.Result, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for format in DiagnosticFormat.allCases {
            let text = format.render(result.diagnostics)
            #expect(!text.contains(TemporaryProject.secret), sourceLocation: sourceLocation)
            #expect(!text.contains(TemporaryProject.secretKey), sourceLocation: sourceLocation)
        }
    }

    @Test func aProjectFileLinkedOutOfTheProjectIsRefusedUnread() throws {
        let project = try TemporaryProject()
        try FileManager.default.removeItem(atPath: project.path("treaty.yaml"))
        try project.write(".git/HEAD", "ref: refs/heads/main\n")
        try project.link("treaty.yaml", to: "../outside/secret.yaml")
        let (_, result) = try load("endpoints: {}\n", in: project)
        #expect(result.diagnostics.contains { $0.rule == "path-outside-root" && $0.location.file.hasSuffix("treaty.yaml") })
        expectNothingEchoed(result)
    }

    /// Issue 48: a `treaty.yaml` that is a pipe, with no `.git` beside it, did not mark the root,
    /// so it was ignored without a word. It marks the root and is a located error, never opened.
    @Test func aProjectFileThatIsAPipeIsALocatedErrorWithoutGit() throws {
        let project = try TemporaryProject(marker: false)
        try project.fifo("treaty.yaml")
        let (_, result) = try load("endpoints: {}\n", in: project)
        #expect(findings(result) == ["special-file@1:1"])
        #expect(result.diagnostics.first?.location.file == project.path("treaty.yaml"))
        #expect(result.diagnostics.first?.message == "'treaty.yaml' is a named pipe (FIFO); expected a regular file")
    }

    @Test func fixturesThatLeaveTheProjectAreErrorsAtTheFixtureValue() throws {
        let project = try TemporaryProject()
        try project.link("contracts/creds.json", to: "../../outside/secret.json")
        try project.link("contracts/linked", to: "../../outside")
        let (marked, result) = try load(
            """
            endpoints:
              get:
                method: GET
                path: /items
                responses: { 200: { body: { type: object } } }
                scenarios:
                  parent: { status: 200, fixture: 1️⃣../../outside/secret.json }
                  absolute: { status: 200, fixture: 2️⃣\(project.outside)/secret.json }
                  link: { status: 200, fixture: 3️⃣creds.json }
                  linkedFolder: { status: 200, fixture: 4️⃣linked/secret.json }
            """, in: project)

        #expect(
            findings(result) == [
                "path-outside-root@\(marked["1️⃣"])", "path-outside-root@\(marked["2️⃣"])",
                "path-outside-root@\(marked["3️⃣"])", "path-outside-root@\(marked["4️⃣"])",
            ])
        #expect(
            DiagnosticFormat.text.render(Array(result.diagnostics.prefix(1))) == """
                \(project.path("contracts/api.yaml")):\(marked["1️⃣"]): error: [path-outside-root] fixture \
                '../../outside/secret.json' leads outside the project root through '..'; expected a file inside the project
                  hint: the project root is the folder of 'treaty.yaml', else the git work tree, else the contract's \
                folder; move the file inside it, or widen the root on purpose with '--root DIR'

                """)
        #expect(
            result.diagnostics.map(\.message)[1...] == [
                "fixture '\(project.outside)/secret.json' is an absolute path outside the project root; expected a file inside the project",
                "fixture 'creds.json' leads outside the project root through a symbolic link; expected a file inside the project",
                "fixture 'linked/secret.json' leads outside the project root through a symbolic link; expected a file inside the project",
            ])
        let bodies = result.contracts.flatMap(\.endpoints).flatMap(\.scenarios).map(\.outcome)
        #expect(bodies.allSatisfy { $0 == .response(StubResponse(status: 200)) }, "no escaping fixture is kept to be read")
        expectNothingEchoed(result)
    }

    @Test func referencesThatLeaveTheProjectAreErrorsAtTheRefValue() throws {
        let project = try TemporaryProject()
        try project.link("contracts/common.yaml", to: "../../outside/secret.yaml")
        let (marked, result) = try load(
            """
            endpoints:
              get:
                method: GET
                path: /items
                responses:
                  400: { body: { $ref: 1️⃣"../../outside/secret.yaml#/schemas/Secret" } }
                  401: { body: { $ref: 2️⃣"\(project.outside)/secret.yaml#/schemas/Secret" } }
                  402: { body: { $ref: 3️⃣"common.yaml#/schemas/Secret" } }
            """, in: project)

        #expect(
            findings(result) == [
                "path-outside-root@\(marked["1️⃣"])", "path-outside-root@\(marked["2️⃣"])",
                "path-outside-root@\(marked["3️⃣"])",
            ])
        #expect(
            result.diagnostics.map(\.message) == [
                "'$ref' file '../../outside/secret.yaml' leads outside the project root through '..'; expected a file inside the project",
                "'$ref' file '\(project.outside)/secret.yaml' is an absolute path outside the project root; expected a file inside the project",
                "'$ref' file 'common.yaml' leads outside the project root through a symbolic link; expected a file inside the project",
            ])
        #expect(result.contracts.count == 1)
        #expect(result.contracts.first?.schemaTable.schemas.isEmpty == true, "the outside file was never loaded")
        expectNothingEchoed(result)
    }

    @Test func openAPIReferencesThatLeaveTheProjectAreErrorsAtTheRefValue() throws {
        let project = try TemporaryProject()
        let marked = MarkedText(
            """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /items:
                get:
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: 1️⃣"../outside/secret.yaml#/components/schemas/Secret" }
            """)
        try project.write("openapi.yaml", marked.text)
        let result = ContractLoader().load([project.path("openapi.yaml")])

        #expect(findings(result).filter { $0.hasPrefix("path-outside-root") } == ["path-outside-root@\(marked["1️⃣"])"])
        #expect(result.contracts.count == 1)
        expectNothingEchoed(result)
    }

    @Test(.timeLimit(.minutes(1)))
    func specialFilesAreErrorsAtTheFixtureValueAndNeverOpened() throws {
        let project = try TemporaryProject()
        try project.fifo("contracts/pipe.json")
        try project.folder("contracts/items.json")
        try project.link("contracts/dangling.json", to: "gone.json")
        try project.link("contracts/loop.json", to: "loop.json")
        let (marked, result) = try load(
            """
            endpoints:
              get:
                method: GET
                path: /items
                responses: { 200: { body: { type: array } } }
                scenarios:
                  pipe: { status: 200, fixture: 1️⃣pipe.json }
                  folder: { status: 200, fixture: 2️⃣items.json }
                  dangling: { status: 200, fixture: 3️⃣dangling.json }
                  loop: { status: 200, fixture: 4️⃣loop.json }
                  5️⃣missing: { status: 200, fixture: item.json }
            """, in: project)

        #expect(
            findings(result) == [
                "special-file@\(marked["1️⃣"])", "special-file@\(marked["2️⃣"])", "special-file@\(marked["3️⃣"])",
                "special-file@\(marked["4️⃣"])", "missing-fixture@\(marked["5️⃣"])",
            ])
        #expect(
            DiagnosticFormat.text.render([result.diagnostics[1]]) == """
                \(project.path("contracts/api.yaml")):\(marked["2️⃣"]): error: [special-file] fixture 'items.json' is a \
                folder; expected a regular file
                  hint: Treaty reads only regular files: never folders, pipes or devices, and no link that leads nowhere

                """)
        #expect(
            result.diagnostics.map(\.message).prefix(4) == [
                "fixture 'pipe.json' is a named pipe (FIFO); expected a regular file",
                "fixture 'items.json' is a folder; expected a regular file",
                "fixture 'dangling.json' is a symbolic link to nothing; expected a regular file",
                "fixture 'loop.json' is a loop of symbolic links; expected a regular file",
            ])
        let missing = try #require(result.diagnostics.last)
        #expect(missing.hint == "create the file or fix the name; 'fixtures:' sets the folder", "a folder is never suggested")
    }

    @Test(.timeLimit(.minutes(1)))
    func aDeviceIsNeverReadEvenInsideAWidenedRoot() throws {
        let project = try TemporaryProject()
        let (marked, result) = try load(
            """
            endpoints:
              get:
                method: GET
                path: /items
                responses: { 200: {} }
                scenarios:
                  zero: { status: 200, fixture: 1️⃣/dev/zero }
            """, in: project, root: .folder("/"))

        #expect(findings(result) == ["special-file@\(marked["1️⃣"])"])
        #expect(result.diagnostics.first?.message == "fixture '/dev/zero' is a character device; expected a regular file")
    }

    @Test func theRootOptionWidensTheProjectOnPurpose() throws {
        let project = try TemporaryProject()
        let body = """
            endpoints:
              get:
                method: GET
                path: /items
                responses: { 200: { body: { $ref: 1️⃣"../../outside/secret.yaml#/schemas/Secret" } } }
                scenarios:
                  ok: { status: 200, fixture: 2️⃣../../outside/secret.json }
            """
        let (marked, confined) = try load(body, in: project)
        let (_, widened) = try load(body, in: project, root: .folder(project.top))

        #expect(findings(confined) == ["path-outside-root@\(marked["1️⃣"])", "path-outside-root@\(marked["2️⃣"])"])
        #expect(findings(widened).filter { $0.hasPrefix("path-outside-root") } == [])
        #expect(widened.contracts.first?.schemaTable.schemas.count == 1)
    }

    @Test func fixtureReadersReadNothingOutsideTheProject() throws {
        let project = try TemporaryProject()
        let outside = FixtureReference(name: "secret.json", path: project.outside + "/secret.json")
        let location = TreatyContract.FileLocation(file: project.path("contracts/api.yaml"), line: 1, column: 1)
        let endpoint = Endpoint(
            id: "get", method: "GET", path: PathTemplate("/items")!,
            scenarios: [
                Scenario(
                    name: "ok", outcome: .response(StubResponse(status: 200, body: .fixture(outside))), expect: .success,
                    location: location)
            ], location: location)
        let contract = Contract(
            file: location.file, name: "Api", version: "1", stubHost: "a.test.invalid",
            fixtureDirectory: project.path("contracts"), endpoints: [endpoint])

        #expect(FileSource.local.fixtureContents(of: contract) == [:])
        #expect(FixtureVerifier().verify(contract) == [])
        #expect(
            FileSource.local.fixtureContents(of: contract, root: .folder(project.top)).values.first
                .map { String(decoding: $0, as: UTF8.self).contains("AKIA") } == true)
    }

    @Test func inMemoryContractsAreConfinedLexically() {
        let contract = MarkedText(
            LintHarness.header + """
                endpoints:
                  get:
                    method: GET
                    path: /items
                    responses: { 200: {} }
                    scenarios:
                      ok: { status: 200, fixture: 1️⃣../fixtures/ok.json }
                """)
        let files = ["contracts/api.yaml": contract.text, "fixtures/ok.json": "{}"]
        let unmarked = LintHarness(files, root: .discovered)
        let marked = LintHarness(files.merging(["treaty.yaml": ""]) { $1 }, root: .discovered)

        #expect(unmarked.findings == ["path-outside-root@\(contract["1️⃣"])"])
        #expect(marked.findings == [])
    }

    @Test func theMarkerFileIsNeverReadAsAContract() {
        let lint = LintHarness(
            ["contracts/treaty.yaml": "project: marker\n", "contracts/api.yaml": LintHarness.header + "endpoints: {}\n"],
            load: ["contracts"])
        #expect(lint.findings == [])
        #expect(lint.result.contracts.map(\.file) == ["contracts/api.yaml"])
    }
}
