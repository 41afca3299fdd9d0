import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// One fault, one error: the bundled contract is broken one way at a time, and lint must report
/// exactly one error, with the rule that names the fault, on the fault's line.
@Suite struct RootCauseMutationTests {
    /// A fault: replace the first `from` with `to`, whose `1️⃣` marks where the one error of
    /// rule `rule` must be reported.
    struct Fault: CustomTestStringConvertible, Sendable {
        var name: String
        var from: String
        var to: String
        var rule: String

        init(_ name: String, _ from: String, _ to: String, _ rule: String) {
            self.name = name
            self.from = from
            self.to = to
            self.rule = rule
        }

        var testDescription: String { name }
    }

    static let faults: [Fault] = [
        Fault("top-level key", "stubHost:", "1️⃣stubHots:", "unknown-key"),
        Fault("endpoints", "\nendpoints:", "\n1️⃣endpoint:", "unknown-key"),
        Fault("schemas", "\nschemas:", "\n1️⃣schema:", "unknown-key"),
        Fault(
            "defaults request", "  request:\n    headers:\n      Accept", "  1️⃣reqest:\n    headers:\n      Accept", "unknown-key"),
        Fault("defaults headers", "    headers:\n      Accept", "    1️⃣headres:\n      Accept", "unknown-key"),
        Fault("endpoint summary", "    summary: One page", "    1️⃣sumary: One page", "unknown-key"),
        Fault("endpoint method", "    method: GET", "    1️⃣metod: GET", "unknown-key"),
        Fault("endpoint request", "    request:\n      query:", "    1️⃣requst:\n      query:", "unknown-key"),
        Fault("endpoint responses", "    responses:", "    1️⃣respones:", "unknown-key"),
        Fault("endpoint scenarios", "    scenarios:", "    1️⃣scenarois:", "unknown-key"),
        Fault("request query", "      query:", "      1️⃣qeury:", "unknown-key"),
        Fault("request path", "      path:\n        projectId", "      1️⃣paht:\n        projectId", "unknown-key"),
        Fault(
            "request body", "      body: { $ref: \"#/schemas/NewProject\" }", "      1️⃣bdy: { $ref: \"#/schemas/NewProject\" }",
            "unknown-key"),
        Fault("parameter keyword", "page: { type: integer, minimum: 1 }", "page: { 1️⃣tpye: integer, minimum: 1 }", "unknown-key"),
        Fault("response headers", "      200:\n        headers:", "      200:\n        1️⃣headrs:", "unknown-key"),
        Fault("response body", "        body: { type: array", "        1️⃣bdy: { type: array", "unknown-key"),
        Fault(
            "scenario status", "success: { status: 200, fixture: projects-success.json",
            "success: { 1️⃣stauts: 200, fixture: projects-success.json", "unknown-key"),
        Fault("scenario fixture", "empty: { status: 200, fixture:", "empty: { status: 200, 1️⃣fixtrue:", "unknown-key"),
        Fault("scenario request", "request: { query: { page: 1, search:", "1️⃣requets: { query: { page: 1, search:", "unknown-key"),
        Fault(
            "live sample", "      - query: { page: 1, perPage: 20 }", "      - 1️⃣qurey: { page: 1, perPage: 20 }", "unknown-key"),
        Fault(
            "schema keyword", "    required: [id, name, visibility, createdAt]",
            "    1️⃣requird: [id, name, visibility, createdAt]", "unknown-key"),
        Fault(
            "property keyword", "createdAt: { type: string, format: date-time }",
            "createdAt: { type: string, 1️⃣fromat: date-time }", "unknown-key"),
        Fault("method list", "    method: GET", "    method: 1️⃣[GET]", "wrong-type"),
        Fault(
            "maximum word", "perPage: { type: integer, minimum: 1, maximum: 100 }",
            "perPage: { type: integer, minimum: 1, maximum: 1️⃣lots }", "wrong-type"),
        Fault("required scalar", "    required: [id, login]", "    required: 1️⃣id", "wrong-type"),
        Fault("enum scalar", "    enum: [private, internal, public]", "    enum: 1️⃣private", "wrong-type"),
        Fault("unknown method", "    method: GET", "    method: 1️⃣GTE", "invalid-value"),
        Fault("unknown transport", "{ transport: timedOut }", "{ transport: 1️⃣timedout }", "invalid-value"),
        Fault(
            "scenario status out of range", "serverError: { status: 500, fixture", "serverError: { status: 1️⃣5000, fixture",
            "invalid-value"),
        Fault("response status", "      409: { body", "      1️⃣4099: { body", "invalid-value"),
        Fault(
            "undeclared scenario status", "      serverError: { status: 500, fixture",
            "      1️⃣serverError: { status: 503, fixture", "undeclared-scenario-status"),
        Fault(
            "duplicate status",
            "      500: { body: { $ref: \"common.yaml#/schemas/Error\" } }\n    scenarios:\n      success: { status: 200, fixture: projects-success.json",
            "      5XX: { body: { $ref: \"common.yaml#/schemas/Error\" } }\n      1️⃣5xx: { body: { $ref: \"common.yaml#/schemas/Error\" } }\n    scenarios:\n      success: { status: 200, fixture: projects-success.json",
            "duplicate-status"),
        Fault(
            "unresolved schema", "      200: { body: { $ref: \"#/schemas/Project\" } }",
            "      200: { body: 1️⃣{ $ref: \"#/schemas/Projetc\" } }", "unresolved-ref"),
        Fault(
            "unresolved file", "      404: { body: { $ref: \"common.yaml#/schemas/Error\" } }",
            "      404: { body: 1️⃣{ $ref: \"commons.yaml#/schemas/Error\" } }", "unresolved-ref"),
        Fault(
            "nested unresolved", "      owner: { $ref: \"#/schemas/User\", nullable: true }",
            "      owner: 1️⃣{ $ref: \"#/schemas/Usr\", nullable: true }", "unresolved-ref"),
        Fault(
            "invalid ref", "      owner: { $ref: \"#/schemas/User\", nullable: true }",
            "      owner: { $ref: 1️⃣\"#/definitions/User\", nullable: true }", "invalid-ref"),
        Fault(
            "duplicate endpoint key", "    path: /v1/projects\n    summary",
            "    path: /v1/projects\n    1️⃣method: POST\n    summary", "yaml-duplicate-key"),
        Fault("duplicate scenario", "      empty: { status: 200", "      1️⃣success: { status: 200", "yaml-duplicate-key"),
        Fault(
            "invalid header pattern", "{ pattern: \"^/v1/projects/[0-9]+$\", required: true }",
            "{ pattern: 1️⃣\"^/v1/projects/[0-9+$\", required: true }", "invalid-pattern"),
        Fault("invalid property pattern", "pattern: \"^[a-z0-9-]+$\"", "pattern: 1️⃣\"^[a-z0-9-]+$(\"", "invalid-pattern"),
        Fault(
            "missing fixture", "      empty: { status: 200, fixture: projects-empty.json",
            "      1️⃣empty: { status: 200, fixture: projects-emty.json", "missing-fixture"),
        Fault(
            "path parameter", "  getProject:\n    method: GET\n    path: /v1/projects/{projectId}",
            "  getProject:\n    method: GET\n    path: 1️⃣/v1/projects/{projectID}", "undeclared-path-parameter"),
        Fault(
            "unclosed flow mapping", "required: true, secret: true }\n\nendpoints:",
            "required: true, secret: true\n\nendpoints1️⃣:", "yaml-syntax"),
    ]

    /// The bundled project (contracts and fixtures) in memory, with one file mutated.
    static func project(mutating path: String = "contracts/projects.yaml", _ mutate: (String) -> String) throws -> FileSource {
        var files: [String: String] = [:]
        for folder in ["contracts", "Fixtures/API/v1"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: RootCauseTests.root + "/" + folder) {
                files[folder + "/" + name] = try RootCauseTests.text(folder + "/" + name)
            }
        }
        files[path] = mutate(try #require(files[path]))
        return .memory(files)
    }

    static func errors(_ files: FileSource) -> [String] {
        let result = ContractLoader(files: files, root: .folder(".")).load(["contracts/projects.yaml"])
        return result.diagnostics.filter { $0.severity == .error }.map {
            "\($0.rule)@\($0.location.line):\($0.location.column)"
        }
    }

    @Test(arguments: faults)
    func oneFaultIsOneErrorAtItsPlace(_ fault: Fault) throws {
        var marked: MarkedText?
        let files = try Self.project { text in
            guard let range = text.range(of: fault.from) else { return text }
            marked = MarkedText(text.replacingCharacters(in: range, with: fault.to))
            return marked?.text ?? text
        }
        let mutated = try #require(marked, "'\(fault.from)' is no longer in contracts/projects.yaml; update the fault")
        #expect(Self.errors(files) == ["\(fault.rule)@\(mutated["1️⃣"])"])
    }

    /// A file reached only through `$ref`s is not linted as a whole, but a broken `$ref` in it
    /// is still its one error, at that `$ref`: the contracts that use it would not validate.
    @Test func aBrokenReferenceInTheSchemaLibraryIsOneErrorAtIt() throws {
        var marked: MarkedText?
        let files = try Self.project(mutating: "contracts/common.yaml") { text in
            marked = MarkedText(
                text.replacingOccurrences(
                    of: "      message: { type: string }", with: "      message: 1️⃣{ $ref: \"#/schemas/Mesage\" }"))
            return marked?.text ?? text
        }
        let mutated = try #require(marked)
        let result = ContractLoader(files: files, root: .folder(".")).load(["contracts/projects.yaml"])
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map {
                "\($0.location.file):\($0.rule)@\($0.location.line):\($0.location.column)"
            }
                == ["contracts/common.yaml:unresolved-ref@\(mutated["1️⃣"])"])
    }

    @Test func theUnmutatedProjectHasNoError() throws {
        #expect(Self.errors(try Self.project { $0 }) == [])
    }
}
