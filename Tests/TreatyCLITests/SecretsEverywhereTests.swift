import Foundation
import LoopbackListener
import Testing

/// Tokens in headers, query strings, cookies, redirects and echoed bodies: no report, recording
/// or baseline `treaty check` writes holds any of them, in any form.
@Suite struct SecretsEverywhereTests {
    static let token = "tok-Q7w8E9r0T1y2U3i4"
    static let literal = "lit-Z9x8C7v6B5n4M3"

    static let contract = """
        treaty: 1
        name: Leaky
        version: "1"
        stubHost: leaky.test.invalid
        endpoints:
          start:
            method: GET
            path: /start
            request:
              query: { access_token: { type: string, secret: true } }
            responses:
              200:
                headers: { Set-Cookie: { pattern: "^never" } }
                body:
                  type: object
                  properties:
                    id: { type: integer }
                    echo: { type: integer }
                    cookie: { type: integer }
            live:
              - query: { access_token: "${TOKEN}" }

        """

    @Test func noOutputHoldsASecret() async throws {
        let token = SecretsEverywhereTests.token
        let literal = SecretsEverywhereTests.literal
        let body = """
            {"id": "\(token)", "echo": "Bearer \(literal) and \(token.uppercased())", "cookie": "session=\(token); path=/",
             "nested": {"url": "http://127.0.0.1/cb?access_token=\(token)", "b64": "\(Data(token.utf8).base64EncodedString())"}}
            """
        let server = try LoopbackServer { path in
            path.hasPrefix("/start")
                ? .redirect(to: "/landing?access_token=\(token)")
                : .json(body, headers: ["Set-Cookie": "session=\(token)"])
        }
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder(["contracts/leaky.yaml": SecretsEverywhereTests.contract])
        let check = try await TreatyRunner.run(
            [
                "check", "--base-url", server.baseURL, "--retries", "0", "--header", "Cookie: session=${TOKEN}",
                "--header", "Authorization: Bearer \(literal)", "--record", "out/recorded", "--baseline", "out/baseline.json",
                "--update-baseline", "--run-id", "1", "--report", "json:out/check.json", "--report", "junit:out/check.xml",
                "--report", "markdown:out/check.md", "--report", "html:out/check.html",
            ], in: folder, environment: ["TOKEN": token])
        #expect(check.status == 1, "the echoes drift: \(check.stdout)\(check.stderr)")
        #expect(server.requests.map(\.path).contains { $0.hasPrefix("/landing") }, "the same-origin redirect was followed")
        let outputs = try SecretsEverywhereTests.outputs(of: check, in: folder)
        #expect(outputs.keys.contains("recorded/start-200-live.json") && outputs.keys.contains("baseline.json"))
        let forms = [token, token.uppercased(), token.lowercased(), Data(token.utf8).base64EncodedString(), literal]
        for (name, text) in outputs {
            for form in forms { #expect(!text.contains(form), "\(name) holds '\(form)'") }
            #expect(!text.contains("Q7w8E9"), "\(name) holds part of the token")
        }
    }

    /// A token holding every character an output escapes (Markdown's `_ * | [ ] \``, HTML's and
    /// XML's `< > & " '`, JSON's `" \`, a pointer's `/ ~`), echoed by the server as a member name
    /// at the top, as a nested member name under a mistyped value, and as a header value.
    static let escapedToken = "sk_live*A1<b2>&c3\"d4'e5\\f6/g7~h8|i9`j0[k1]"

    static let echoContract = """
        treaty: 1
        name: Echo
        version: "1"
        stubHost: echo.test.invalid
        endpoints:
          echo:
            method: GET
            path: /echo
            responses:
              200:
                headers: { X-Echo: { pattern: "^never" } }
                body:
                  type: object
                  additionalProperties: false
                  properties:
                    counts: { type: object, additionalProperties: { type: string } }
            live:
              - {}

        """

    @Test func aSecretEchoedAsAMemberNameIsMaskedBeforeAnyEscaping() async throws {
        let token = SecretsEverywhereTests.escapedToken
        let key = token.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let body = "{\"\(key)\": 1, \"counts\": {\"\(key)\": 2}}"
        let server = try LoopbackServer { _ in .json(body, headers: ["X-Echo": token]) }
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder(["contracts/echo.yaml": SecretsEverywhereTests.echoContract])
        let check = try await TreatyRunner.run(
            [
                "check", "--base-url", server.baseURL, "--retries", "0", "--header", "Authorization: Bearer ${TOKEN}",
                "--record", "out/recorded", "--baseline", "out/baseline.json", "--update-baseline",
                "--report", "json:out/check.json", "--report", "junit:out/check.xml",
                "--report", "markdown:out/check.md", "--report", "html:out/check.html",
            ], in: folder, environment: ["TOKEN": token])
        #expect(check.status == 1, "the echoes drift: \(check.stdout)\(check.stderr)")
        let outputs = try SecretsEverywhereTests.outputs(of: check, in: folder)
        #expect(outputs.keys.contains("recorded/echo-200-live.json") && outputs.keys.contains("baseline.json"))
        #expect(outputs["baseline.json"]?.contains("additional-property") == true, "the echoed member is drift")
        // Every escaped spelling of a run of the token's characters: none may survive anywhere.
        let core = "A1<b2>&c3"
        let spellings = [
            core, "A1&lt;b2&gt;&amp;c3", "A1\\<b2\\>&c3", "A1\\u003cb2", "sk\\_live", "g7~0h8", "f6~1g7",
            "d4\\\"e5", "i9`j0",
        ]
        for (name, text) in outputs {
            for spelling in spellings { #expect(!text.contains(spelling), "\(name) holds '\(spelling)'") }
        }
    }

    /// Standard output and error, and every file the run wrote under `out/`, by name.
    static func outputs(of run: TreatyRunner.Output, in folder: URL) throws -> [String: String] {
        var outputs = ["stdout": run.stdout, "stderr": run.stderr]
        let out = folder.appendingPathComponent("out")
        for name in try FileManager.default.subpathsOfDirectory(atPath: out.path) {
            let url = out.appendingPathComponent(name)
            if let data = FileManager.default.contents(atPath: url.path) { outputs[name] = String(decoding: data, as: UTF8.self) }
        }
        return outputs
    }
}
