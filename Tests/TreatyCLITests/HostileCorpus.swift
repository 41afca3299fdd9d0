import Foundation

/// The hostile-input corpus of docs/security.md: contracts and OpenAPI documents written by an
/// attacker or a careless author. Each case is a set of files and the outcome Treaty promises:
/// refused with a rule at a line and column, or accepted (and why that is fine).
struct HostileCase: Sendable, CustomStringConvertible {
    enum Outcome: Sendable {
        /// `treaty lint` reports `rule` at `line:column` (an error: nothing is generated).
        case refused(rule: String, at: String)
        /// Loads without errors; the reason says why that is right.
        case accepted(because: String)
        /// Lints clean but for a warning of `rule` at `line:column`, and `fixtures verify` reports
        /// `verifies` (a body Treaty refuses, or could not check in bounded work).
        case warned(rule: String, at: String, verifies: String)
    }

    var name: String
    /// The contract or document every command is pointed at.
    var entry: String = "c.yaml"
    var files: [String: [UInt8]]
    var outcome: Outcome

    var description: String { name }
}

extension HostileCase {
    static let header = "treaty: 1\nname: Hostile\nversion: '1'\nstubHost: hostile.test.invalid\n"
    static let ping = "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: {} } }\n"

    static func contract(_ name: String, _ text: String, _ outcome: Outcome) -> HostileCase {
        HostileCase(name: name, files: ["c.yaml": Array(text.utf8)], outcome: outcome)
    }

    static func openAPI(_ name: String, _ text: String, _ outcome: Outcome) -> HostileCase {
        HostileCase(name: name, entry: "openapi.yaml", files: ["openapi.yaml": Array(text.utf8)], outcome: outcome)
    }

    static let aliasBomb: String = {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return text
    }()

    static let all: [HostileCase] = [
        contract("alias bomb", header + aliasBomb, .refused(rule: "yaml-alias-limit", at: "10:45")),
        contract(
            "10,000-deep nesting", header + "x: " + String(repeating: "[", count: 10_000),
            .refused(rule: "yaml-too-deep", at: "5:131")),
        contract(
            "200,000-deep nesting, read ahead on a second thread",
            header + "x: " + String(repeating: "[", count: 200_000), .refused(rule: "yaml-too-deep", at: "5:131")),
        HostileCase(
            name: "invalid UTF-8",
            files: ["c.yaml": Array((header + "description: \"").utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)],
            outcome: .refused(rule: "yaml-invalid-encoding", at: "5:15")),
        HostileCase(
            name: "NUL byte", files: ["c.yaml": Array(header.utf8) + [0] + Array(ping.utf8)],
            outcome: .refused(rule: "yaml-invalid-encoding", at: "5:1")),
        HostileCase(
            name: "byte-order mark and CRLF line ends",
            files: ["c.yaml": [0xEF, 0xBB, 0xBF] + Array((header + ping).replacing("\n", with: "\r\n").utf8)],
            outcome: .accepted(because: "both are legal YAML; positions still count lines")),
        contract(
            "merge key",
            header + "base: &base { method: GET }\nendpoints:\n  ping: { <<: *base, path: /ping, responses: { 200: {} } }\n",
            .refused(rule: "unknown-key", at: "5:1")),
        contract(
            "duplicate key", header + ping + "endpoints: {}\n", .refused(rule: "yaml-duplicate-key", at: "7:1")),
        contract("second document", header + ping + "---\ntreaty: 1\n", .refused(rule: "yaml-multiple-documents", at: "7:1")),
        contract("tab indentation", header + "endpoints:\n\tping: {}\n", .refused(rule: "yaml-tab-indent", at: "6:1")),
        contract(
            "1e400 as a bound",
            header
                + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { type: number, maximum: 1e400 } } } }\n",
            .refused(rule: "invalid-value", at: "6:88")),
        contract(
            ".nan as an enum value",
            header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { enum: [.nan] } } } }\n",
            .refused(rule: "wrong-type", at: "6:72")),
        contract(
            "-0 as a constant",
            header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { const: -0 } } } }\n",
            .accepted(because: "-0 is a JSON number; it equals 0")),
        contract(
            "newline in a parameter name",
            header
                + "endpoints:\n  ping:\n    method: GET\n    path: /ping\n    request: { query: { \"q\\n}\\nfunc x() {\": {} } }\n"
                + "    responses: { 200: {} }\n",
            .refused(rule: "hidden-character", at: "9:25")),
        contract(
            "right-to-left override in a header name",
            header
                + "endpoints:\n  ping: { method: GET, path: /ping, request: { headers: { \"X-\\u202Eid\": {} } }, responses: { 200: {} } }\n",
            .refused(rule: "hidden-character", at: "6:59")),
        contract(
            "non-scalar key", header + "endpoints:\n  ? [ping]\n  : { method: GET, path: /ping, responses: { 200: {} } }\n",
            .refused(rule: "non-scalar-key", at: "6:5")),
        contract(
            "query string in a path",
            header + "endpoints:\n  ping: { method: GET, path: \"/ping?admin=1\", responses: { 200: {} } }\n",
            .refused(rule: "invalid-path", at: "6:30")),
        contract(
            "dot segments in a path",
            header + "endpoints:\n  ping: { method: GET, path: /../../b/x, responses: { 200: {} } }\n",
            .refused(rule: "invalid-path", at: "6:30")),
        contract(
            "javascript: base URL", header + "baseURL: \"javascript:alert(1)\"\n" + ping,
            .refused(rule: "invalid-value", at: "5:10")),
        contract(
            "base URL with user:password@", header + "baseURL: \"https://u:p@api.example.com\"\n" + ping,
            .refused(rule: "invalid-value", at: "5:10")),
        contract(
            "stub host with a port, a path and a query",
            "treaty: 1\nname: Hostile\nversion: '1'\nstubHost: \"x.invalid:99/p?q\"\n" + ping,
            .refused(rule: "invalid-value", at: "4:11")),
        contract(
            "remote $ref",
            header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: "
                + "{ $ref: \"http://x.example/s.yaml#/schemas/A\" } } } }\n",
            .refused(rule: "invalid-ref", at: "6:71")),
        openAPI(
            "OpenAPI: a file: server url",
            "openapi: 3.0.3\ninfo: { title: H, version: '1' }\nservers:\n  - url: \"file:///etc/passwd\"\n"
                + "paths:\n  /ping: { get: { responses: { 200: { description: ok } } } }\n",
            .refused(rule: "invalid-value", at: "4:10")),
        HostileCase(
            name: "Swift injection corpus", entry: "names.yaml",
            files: [
                "names.yaml": Array(
                    (try? Data(contentsOf: HostileCase.repository("Tests/Contracts/hostile/names.yaml"))) ?? Data())
            ],
            outcome: .refused(rule: "hidden-character", at: "17:9")),
        openAPI(
            "OpenAPI: alias bomb", "openapi: 3.0.3\ninfo: { title: T, version: '1' }\n" + aliasBomb,
            .refused(rule: "yaml-alias-limit", at: "8:45")),
        HostileCase(
            name: "JSON: a surrogate pair escape", entry: "openapi.json",
            files: [
                "openapi.json": Array(
                    #"{"openapi": "3.0.3", "info": {"title": "Rocket \ud83d\ude80", "version": "1"}, "paths": {}}"#.utf8)
            ],
            outcome: .accepted(because: "a JSON string's surrogate pair is the one character it escapes")),
        HostileCase(
            name: "JSON: a lone surrogate escape", entry: "openapi.json",
            files: [
                "openapi.json": Array(#"{"openapi": "3.0.3", "info": {"title": "T\ud83d", "version": "1"}, "paths": {}}"#.utf8)
            ],
            outcome: .refused(rule: "yaml-syntax", at: "1:42")),
        openAPI(
            "OpenAPI: Swagger 2.0", "swagger: '2.0'\ninfo: { title: T, version: '1' }\npaths: {}\n",
            .refused(rule: "openapi-version", at: "1:1")),
        openAPI(
            "OpenAPI: newline in an operationId and a parameter name",
            "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    get:\n      operationId: \"a\\n}\\nfunc x() {\"\n"
                + "      parameters: [{ name: \"q\\n}\", in: query, schema: { type: string } }]\n"
                + "      responses: { 200: { description: ok } }\n",
            .accepted(because: "operation ids are derived into identifiers and the parameter name only reaches escaped literals")),
        openAPI(
            "OpenAPI: a parameter $ref cycle",
            "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    get:\n"
                + "      parameters: [{ $ref: \"#/components/parameters/A\" }]\n      responses: { 200: { description: ok } }\n"
                + "components:\n  parameters:\n    A: { $ref: \"#/components/parameters/B\" }\n    B: { $ref: \"#/components/parameters/A\" }\n",
            .refused(rule: "openapi-invalid-ref", at: "11:16")),
        openAPI(
            "OpenAPI: 20,000 chained $refs decoded in place",
            "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /a: { get: { responses: { 200: { description: ok, "
                + "content: { application/json: { schema: { $ref: \"#/x/s0\" } } } } } } }\nx:\n"
                + (0..<20_000).map { "  s\($0): { $ref: \"#/x/s\($0 + 1)\" }\n" }.joined() + "  s20000: { type: string }\n",
            .refused(rule: "openapi-invalid-ref", at: "260:17")),
        openAPI(
            "OpenAPI: a path item $ref out of the project",
            "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /a: { $ref: \"../../etc/passwd\" }\n",
            .refused(rule: "path-outside-root", at: "4:15")),
        contract("!include tag", header + "endpoints: !include other.yaml\n", .refused(rule: "yaml-tag", at: "5:12")),
        contract(
            "!!python/object tag", header + ping + "x: !!python/object:os.system [id]\n", .refused(rule: "yaml-tag", at: "7:4")),
        contract(
            "reference cycle without a property",
            header + ping + "schemas:\n  A: { $ref: \"#/schemas/B\" }\n  B: { allOf: [{ $ref: \"#/schemas/A\" }] }\n",
            .refused(rule: "reference-cycle", at: "8:6")),
        contract(
            "empty type list",
            header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { type: [] } } } }\n",
            .refused(rule: "empty-list", at: "6:65")),
        contract(
            "empty enum",
            header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { enum: [] } } } }\n",
            .refused(rule: "empty-list", at: "6:65")),
        contract(
            "minimum above maximum (20 digits)",
            header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: "
                + "{ minimum: 99999999999999999999, maximum: 99999999999999999998 } } } }\n",
            .refused(rule: "impossible-bounds", at: "6:65")),
        contract(
            "enum of no value of its type",
            header
                + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { type: string, enum: [1, 2] } } } }\n",
            .refused(rule: "unsatisfiable-shape", at: "6:79")),
        contract(
            "const outside its enum",
            header
                + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { enum: [a, b], const: c } } } }\n",
            .refused(rule: "unsatisfiable-shape", at: "6:79")),
        contract(
            "duplicate required entry",
            header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: { body: { required: [id, id] } } } }\n",
            .refused(rule: "duplicate-required", at: "6:80")),
        contract(
            "2XX beside 2xx", header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 2XX: {}, 2xx: {} } }\n",
            .refused(rule: "duplicate-status", at: "6:59")),
        contract(
            "example that breaks its own shape",
            header
                + "endpoints:\n  ping: { method: GET, path: /ping, request: { query: { n: { type: integer, minimum: 1, example: 0 } } }, "
                + "responses: { 200: {} } }\n",
            .refused(rule: "invalid-example", at: "6:57")),
        contract(
            "garbage raw body on a success scenario",
            header + "endpoints:\n  ping:\n    method: GET\n    path: /ping\n    responses: { 200: { body: { type: object } } }\n"
                + "    scenarios: { ok: { status: 200, rawBody: 'total garbage' } }\n",
            .refused(rule: "non-json-body", at: "10:18")),
        openAPI(
            "OpenAPI: schema cycle through allOf",
            "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n"
                + "    A: { allOf: [{ $ref: \"#/components/schemas/B\" }] }\n    B: { not: { $ref: \"#/components/schemas/A\" } }\n",
            .refused(rule: "reference-cycle", at: "6:8")),
        HostileCase(
            name: "50 MB contract",
            files: ["c.yaml": Array((header + ping + "# " + String(repeating: "x", count: 50 << 20) + "\n").utf8)],
            outcome: .refused(rule: "file-too-large", at: "1:1")),
        contract(
            "(a*)*b against 5,000 a's",
            header + "endpoints:\n  ping:\n    method: GET\n    path: /ping\n"
                + "    responses: { 200: { body: { type: string, pattern: \"(a*)*b\" } } }\n"
                + "    scenarios: { ok: { status: 200, body: \"" + String(repeating: "a", count: 5000) + "\" } }\n",
            .warned(rule: "catastrophic-pattern", at: "9:56", verifies: "fixture-shape")),
        contract(
            "a body 100 levels deep with a wrong innermost value",
            header + "endpoints:\n  ping:\n    method: GET\n    path: /ping\n"
                + "    responses: { 200: { body: { $ref: \"#/schemas/Node\" } } }\n"
                + "    scenarios: { ok: { status: 200, body: " + String(repeating: "{ child: ", count: 100) + "7"
                + String(repeating: " }", count: 100) + " } }\n"
                + "schemas:\n  Node: { type: object, properties: { child: { oneOf: [{ $ref: \"#/schemas/Node\" }, { type: string }] } } }\n",
            .warned(rule: "", at: "", verifies: "fixture-not-verified")),
        HostileCase(
            name: "fixtures: malformed, 10,000 deep, a bidirectional control",
            files: [
                "c.yaml": Array(
                    (header + "fixtures: f\nendpoints:\n  ping:\n    method: GET\n    path: /ping\n"
                        + "    responses: { 200: { body: { type: object } } }\n"
                        + "    scenarios: { a: { status: 200, fixture: bad.json }, b: { status: 200, fixture: deep.json } }\n")
                        .utf8),
                "f/bad.json": Array("{\"a\": [1, 2,".utf8),
                "f/deep.json": Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8),
                "f/bidi.json": Array("{\"name\": \"\u{202E}gnp.exe\"}\n".utf8),
            ],
            outcome: .refused(rule: "invalid-fixture-json", at: "1:13")),
    ]

    /// A file of this repository.
    static func repository(_ path: String) -> URL {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return URL(fileURLWithPath: parts.joined(separator: "/") + "/" + path)
    }
}
