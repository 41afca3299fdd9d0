import Foundation
import LoopbackListener
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `treaty check` as a process against a loopback server that misbehaves as an attacker's would:
/// each case asserts its lane (the environment rule in the JSON report), the exit code, a time
/// bound and a memory bound (the child's peak resident memory, see ``MeasuredRun``). docs/security.md lists the cases.
@Suite(.serialized) struct HostileServerTests {
    static let contract = """
        treaty: 1
        name: Hostile
        version: 1.0.0
        stubHost: hostile.test.invalid
        defaults:
          request:
            headers:
              X-Api-Secret: { type: string, secret: true }
        endpoints:
          getItem:
            method: GET
            path: /items/1
            responses:
              200:
                body: { $ref: "#/schemas/Item" }
            live:
              - {}
          getSlugs:
            method: GET
            path: /slugs
            responses:
              200:
                body: { type: array, items: { type: string, pattern: "^(?=a)(a*)*b$" } }
            live:
              - {}
        schemas:
          Item:
            type: object
            required: [id]
            properties:
              id: { type: integer }
              name: { type: integer }
              upper: { type: integer }
              percent: { type: integer }
              base64: { type: integer }
              split: { type: integer }
              hostile: { type: integer }

        """

    static let secret = "SuperSecretToken123/+x"
    static let cap = 16 << 20

    struct Outcome {
        var run: MeasuredRun
        var report: [String: Any]
        var folder: URL
        var requests: [LoopbackServer.Recorded]

        /// The environment message of the only sample, or "".
        var message: String {
            let samples = report["samples"] as? [[String: Any]] ?? []
            return (samples.first?["environment"] as? [String: Any])?["message"] as? String ?? ""
        }

        /// The environment rule of the only sample, or its verdict when it has none.
        var lane: String {
            let samples = report["samples"] as? [[String: Any]] ?? []
            let environment = samples.first?["environment"] as? [String: Any]
            return environment?["rule"] as? String ?? samples.first?["verdict"] as? String ?? "no sample"
        }

        func file(_ name: String) -> String {
            String(
                decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data(), as: UTF8.self)
        }
    }

    /// Checks `endpoint` against a server answering every request with `behaviour`, writing all five reports.
    func check(
        _ endpoint: String, timeout: Int = 10, _ behaviour: @escaping @Sendable (String) -> Misbehaviour
    ) async throws -> Outcome {
        let server = try LoopbackServer(routes: behaviour)
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder(["contracts/hostile.yaml": HostileServerTests.contract])
        let run = try await MeasuredRun.treaty(
            [
                "check", "--base-url", server.baseURL, "--only", endpoint, "--timeout", String(timeout), "--retries", "0",
                "--header", "X-Api-Secret: \(HostileServerTests.secret)", "--header", "Authorization: Bearer ${TOKEN}",
                "--report", "json:out/check.json", "--report", "junit:out/check.xml", "--report", "markdown:out/check.md",
                "--report", "html:out/check.html",
            ], in: folder, environment: ["TOKEN": "tok-abcdef123456"], timeout: Double(timeout) + 20)
        let json = FileManager.default.contents(atPath: folder.appendingPathComponent("out/check.json").path) ?? Data()
        let report = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] ?? [:]
        return Outcome(run: run, report: report, folder: folder, requests: server.requests)
    }

    /// The lane, exit code, time and memory bounds every environment case shares. The time bounds
    /// leave a loaded machine seconds of slack: they tell a run that ends at its deadline or cap
    /// from one the server paces (a trickle would last 1,000 s, a bomb 4 GiB).
    func expectEnvironment(
        _ outcome: Outcome, _ rule: String, within seconds: Double,
        peakMegabytes: Int = HostileServerTests.cap / (1 << 20) + 100, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.lane == rule, "\(outcome.run.stdout)\(outcome.run.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.run.status == 3, "\(outcome.run.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.run.signal == 0 && !outcome.run.timedOut, sourceLocation: sourceLocation)
        #expect(outcome.run.seconds < seconds, "took \(outcome.run.seconds) s", sourceLocation: sourceLocation)
        #expect(
            (5..<peakMegabytes).contains(outcome.run.peakMegabytes), "peak \(outcome.run.peakMegabytes) MB",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: ["gzip", "deflate", "br", "zstd"]) func compressionBombsStopAtTheCapOnDecodedBytes(encoding: String)
        async throws
    {
        // Real streams decoding to 4 GiB from a few megabytes (brotli and zstd from kilobytes).
        let outcome = try await check("getItem") { _ in .bomb(encoding: encoding, decodedBytes: 4 << 30) }
        expectEnvironment(outcome, "response-too-large", within: 15)
        #expect(outcome.message.contains("(decoded from '\(encoding)')"), "\(outcome.message)")
    }

    @Test func anEncodingTreatyDoesNotReadIsRefused() async throws {
        for (encoding, body) in [("x-evil", "\u{01}\u{02}\u{03}"), ("gzip", "not gzip at all")] {
            let outcome = try await check("getItem") { _ in
                .respond(status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": encoding], body: body)
            }
            expectEnvironment(outcome, "content-encoding-refused", within: 15)
        }
    }

    @Test func aHugeBodyWithoutLengthStopsAtTheCap() async throws {
        let outcome = try await check("getItem") { _ in .unsized(bytes: 2 << 30) }
        expectEnvironment(outcome, "response-too-large", within: 15)
    }

    @Test func resetsAndTruncationAreLostConnections() async throws {
        expectEnvironment(
            try await check("getItem") { _ in .resetMidBody(declared: 10_000, sent: 100) }, "connection-lost", within: 15)
        expectEnvironment(
            try await check("getItem") { _ in .truncated(declared: 10_000, sent: 100) }, "connection-lost", within: 15)
    }

    @Test func aTrickleEndsAtTheDeadline() async throws {
        expectEnvironment(try await check("getItem", timeout: 2) { _ in .trickle }, "timeout", within: 12)
    }

    @Test func redirectsOffOriginOrSchemeAreNotFollowed() async throws {
        for location in ["file:///etc/passwd", "ftp://127.0.0.1/items/1", "https://127.0.0.1/items/1", "gopher:x"] {
            let outcome = try await check("getItem") { path in
                path == "/items/1" ? .redirect(to: location) : .json(#"{"id": 1}"#)
            }
            expectEnvironment(outcome, "redirect-off-origin", within: 15)
            #expect(outcome.requests.map(\.path) == ["/items/1"], "\(location)")
        }
    }

    @Test func aRedirectLoopIsNamed() async throws {
        expectEnvironment(try await check("getItem") { _ in .redirect(to: "/items/1") }, "redirect-loop", within: 15)
    }

    /// libcurl reads at most 300 KB of head and 100 KB per header line, and ends the transfer
    /// without saying why; Treaty's own bounds are below it (256 KiB, 1,000 lines), so a long
    /// head is named, not taken for a lost connection (or retried as one).
    @Test func longHeadsAreTooLargeNotLostConnections() async throws {
        let body = #"{"id": 1}"#
        let line = "X-Filler: " + String(repeating: "a", count: 1_000) + "\r\n"
        let many = "HTTP/1.1 200 OK\r\n" + String(repeating: line, count: 400) + "Content-Length: 9\r\n\r\n" + body
        let oneLong =
            "HTTP/1.1 200 OK\r\nX-Long: " + String(repeating: "a", count: 300_000) + "\r\nContent-Length: 9\r\n\r\n" + body
        // 8,000 short lines fit the byte bound; joining them took seconds past the deadline.
        let countless = "HTTP/1.1 200 OK\r\n" + String(repeating: "X-A: b\r\n", count: 8_000) + "Content-Length: 9\r\n\r\n" + body
        for reply in [many, oneLong, countless] {
            let outcome = try await check("getItem") { _ in .raw(reply) }
            expectEnvironment(outcome, "response-too-large", within: 15)
            #expect(outcome.requests.count == 1)
        }
    }

    @Test func protocolViolationsAreEnvironmentNotDrift() async throws {
        let body = #"{"id": 1}"#
        let replies = [
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 9\r\nContent-Length: 60\r\n\r\n\(body)",
            "HTTP/1.1 abc Nope\r\nContent-Length: 9\r\n\r\n\(body)",
            body,  // HTTP/0.9: no status line at all
        ]
        for reply in replies {
            expectEnvironment(try await check("getItem") { _ in .raw(reply) }, "protocol-violation", within: 15)
        }
    }

    /// Issue 48: a body nested past the JSON reader's 512 levels was `invalid-json` drift.
    @Test func aBodyTooDeepToReadCouldNotBeVerified() async throws {
        let body = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let outcome = try await check("getItem") { _ in .json(body) }
        expectEnvironment(outcome, "depth-limit", within: 15)
        #expect(outcome.message == "response.body: JSON nested deeper than 512 levels at 1:513; not read")
    }

    @Test func aBacktrackingPatternCannotStretchTheSample() async throws {
        // 20,000 strings each exhausting its share of the step budget take about 20 s; the
        // deadline stops them at the 2 s timeout and says so for the rest.
        let item = "\"" + String(repeating: "a", count: 400) + "\""
        let slugs = "[" + Array(repeating: item, count: 20_000).joined(separator: ",") + "]"
        let outcome = try await check("getSlugs", timeout: 2) { _ in .json(slugs) }
        expectEnvironment(outcome, "pattern-too-expensive", within: 12)
        // Where the deadline falls depends on the machine's load: inside a match ("… before
        // '^(?=a)(a*)*b$' could be checked") or between two items ("… before this part was
        // checked"). Either way it is the deadline that stopped the check, and it says so.
        let message = outcome.message
        #expect(message.contains("the deadline passed before"), "\(message)")
        #expect(message.contains("'^(?=a)(a*)*b$'"), "\(message)")
    }

    @Test func echoedSecretsAndHostileStringsBreakNoReport() async throws {
        let secret = HostileServerTests.secret
        let percent = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let base64 = Data(secret.utf8).base64EncodedString()
        let split = String(secret.prefix(5)) + "\u{200B}" + String(secret.dropFirst(5))
        let hostile =
            "\u{1B}[31mred\u{07}\u{00}\u{FFFE}\u{202E} <script>alert(1)</script><img src=x onerror=alert(1)> | [a](http://e) `t` ]]>"
        let body = try JSONSerialization.data(withJSONObject: [
            "id": 1, "name": String(repeating: "x", count: 55) + secret, "upper": secret.uppercased(), "percent": percent,
            "base64": base64, "split": split, "hostile": hostile,
        ])
        let outcome = try await check("getItem") { _ in .json(String(decoding: body, as: UTF8.self)) }
        #expect(outcome.lane == "drift")
        #expect(outcome.run.status == 1)
        let reports = ["text": outcome.run.stdout].merging(
            ["json", "xml", "md", "html"].map { ("\($0)", outcome.file("out/check.\($0)")) }
        ) { a, _ in a }
        for (name, text) in reports {
            #expect(text.count > 200, "\(name) report is empty")
            for form in [secret, secret.uppercased(), percent, base64, String(base64.prefix { $0 != "=" }), "tok-abcdef123456"] {
                #expect(!text.contains(form), "\(name) report holds '\(form)'")
            }
            #expect(!text.contains(String(secret.prefix(6))), "\(name) report holds part of the secret")
            #expect(
                !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
                "\(name) has a raw control character")
            #expect(!text.contains("\u{FFFE}") && !text.contains("\u{202E}"), "\(name) has a raw noncharacter or bidi control")
        }
        #expect((try? XMLDocument(xmlString: reports["xml"]!)) != nil, "JUnit is not well-formed XML")
        #expect((try? JSONSerialization.jsonObject(with: Data(reports["json"]!.utf8))) != nil)
        for name in ["md", "html"] {
            let text = reports[name]!
            #expect(!text.contains("<script") && !text.contains("<img"), "\(name) carries raw HTML")
        }
        #expect(!reports["md"]!.contains("[a](http"), "markdown carries a live link")
    }
}
