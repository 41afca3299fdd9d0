import Foundation
import Testing
import TreatyContract
import TreatyGenerator

/// What a user's test target sees of the runtime. iOS networking code often has its own
/// `Endpoint`, `Contract`, `Scenario` or `Shape`; `import TreatyStubs` must not bring Treaty's
/// model types of the same names along, or every use of the user's own becomes ambiguous.
@Suite struct RuntimeSurfaceTests {
    /// The user's app module, declaring the names Treaty's core model also uses.
    static let app = """
        public struct Endpoint: Hashable, Sendable {
            public var path: String
            public init(path: String) { self.path = path }
        }
        public struct Contract: Sendable {
            public var endpoints: [Endpoint]
            public init(endpoints: [Endpoint]) { self.endpoints = endpoints }
        }
        public enum Scenario: Sendable { case success, failure }
        public struct Shape: Sendable { public init() {} }
        public struct RequestInput: Sendable { public init() {} }
        public enum JSONValue: Sendable { case null }

        """

    /// A test file of that target: the user's types unqualified, beside the hand-written stub,
    /// spy, gate and verification API.
    static let consumer = """
        import App
        import Foundation
        import TreatyStubs

        #if canImport(FoundationNetworking)
            import FoundationNetworking
        #endif

        extension Endpoint {
            static let notes = Endpoint(path: "/notes")
        }

        let endpoints: [Endpoint] = [.notes]
        let contract = Contract(endpoints: endpoints)
        let shapeType = Shape.self
        let scenarios: [Scenario] = [.success, .failure]
        let input = RequestInput()
        let value: JSONValue = .null

        func handWritten() async throws {
            let stubs = StubSession(contract: NotesContract.contract, fixtures: NotesContract.fixtures, reporter: FailureReporter { _, _ in })
            let gate = StubGate("slow search")
            stubs.stub("readNote", steps: [StubReply.json(200, ["slug": "a", "text": "b"]).held(by: gate)])
            stubs.stub(.searchNotes_found)
            _ = await gate.waitUntilRequested(timeout: 0.1)
            gate.release()
            let (_, response) = try await stubs.urlSession.data(from: stubs.url("/notes/a"))
            _ = (response as? HTTPURLResponse)?.statusCode
            _ = stubs.requests(to: "readNote").first?.header("Accept")
            _ = stubs.callCount("searchNotes")
            stubs.verify()
        }

        """

    /// Without `@_spi(Generated)`, what only generated code calls is out of reach (and with it, in
    /// reach: the control that the name is right), and the core model's names are not brought in.
    @Test(arguments: [
        ("ContractSuite.embeddedContract(\"{}\")", "cannot find 'ContractSuite' in scope", true),
        ("Endpoint.self", "cannot find 'Endpoint' in scope", false),
        ("ContractArchive.self", "cannot find 'ContractArchive' in scope", false),
    ])
    func plainImportSeesNoGeneratedOnlyAPI(_ use: String, _ error: String, visibleWithSPI: Bool) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-spi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func typeCheck(_ importLine: String) async throws -> SwiftCompiler.Result {
            let file = folder.appendingPathComponent("Use.swift")
            try Data("\(importLine)\n\nlet use: Any = \(use)\n".utf8).write(to: file)
            return try await SwiftCompiler.typeCheck([file.path], moduleName: "PlainConsumer")
        }
        let plain = try await typeCheck("import TreatyStubs")
        #expect(plain.status != 0)
        #expect(plain.output.contains(error), "\(plain.output)")
        let generated = try await typeCheck("@_spi(Generated) import TreatyStubs")
        #expect((generated.status == 0) == visibleWithSPI, "\(generated.output)")
    }

    /// The adapter skeleton is the user's file, so what it throws until each method calls the
    /// client is plain API: a plain import reaches it.
    @Test func theSkeletonsErrorNeedsNoSPI() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Adapter.swift")
        try Data("import TreatyStubs\n\nfunc call() throws { throw AdapterNotImplemented(\"getNote\") }\n".utf8).write(to: file)
        let result = try await SwiftCompiler.typeCheck([file.path], moduleName: "PlainAdapter")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aConsumerUsesItsOwnModelNamesUnqualified() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        let app = try await SwiftCompiler.emitModule([try write("App.swift", Self.app)], named: "App", into: folder)
        #expect(app.status == 0, "the app module does not compile:\n\(app.output)")

        let contract = try #require(GeneratorFixtures.load(["Tests/Contracts/notes.yaml"]).first)
        let generator = ContractGenerator()
        var paths = try generator.generate(contract, fixtures: GeneratorFixtures.fixtures(of: contract)).map {
            try write($0.name, $0.contents)
        }
        paths.append(try write("NotesAdapter.swift", generator.adapterSkeleton(contract).contents))
        paths.append(try write("Consumer.swift", Self.consumer))
        let result = try await SwiftCompiler.typeCheck(paths, moduleName: "ConsumerTests", searchPaths: [folder])
        #expect(result.status == 0, "the consumer does not compile:\n\(result.output)")
    }
}
