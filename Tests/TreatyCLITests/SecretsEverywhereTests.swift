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
        var outputs = ["stdout": check.stdout, "stderr": check.stderr]
        let out = folder.appendingPathComponent("out")
        for name in try FileManager.default.subpathsOfDirectory(atPath: out.path) {
            let url = out.appendingPathComponent(name)
            if let data = FileManager.default.contents(atPath: url.path) { outputs[name] = String(decoding: data, as: UTF8.self) }
        }
        #expect(outputs.keys.contains("recorded/start-200-live.json") && outputs.keys.contains("baseline.json"))
        let forms = [token, token.uppercased(), token.lowercased(), Data(token.utf8).base64EncodedString(), literal]
        for (name, text) in outputs {
            for form in forms { #expect(!text.contains(form), "\(name) holds '\(form)'") }
            #expect(!text.contains("Q7w8E9"), "\(name) holds part of the token")
        }
    }
}
