import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `treaty serve` from the outside: a server process, and this test process walking it with `URLSession`.
@Suite struct ServeCommandTests {
    static let projects = SARIFValidator.packageRoot.appendingPathComponent("contracts/projects.yaml").path
    static let goodHeaders = ["Accept": "application/json", "Authorization": "Bearer ui-test"]

    func send(
        _ url: URL, _ path: String, method: String = "GET", headers: [String: String] = goodHeaders, body: String? = nil
    ) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: url.absoluteString + path)!)
        request.httpMethod = method
        request.timeoutInterval = 10
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body.map { Data($0.utf8) }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? -1, String(decoding: data, as: UTF8.self))
    }

    @Test func aClientInAnotherProcessWalksSuccessErrorSuccessAndItsRegressionIsFound() async throws {
        let server = try ServeProcess([Self.projects, "--port", "0"], in: SARIFValidator.packageRoot)
        var stopped: (status: Int32, stderr: String)?
        defer { if stopped == nil { _ = server.stop() } }
        #expect(server.url.absoluteString.hasPrefix("http://127.0.0.1:"))

        #expect(try await send(server.url, "/v1/projects?page=1").status == 200)
        let control = #"{"endpoint": "listProjects", "scenario": "serverError", "count": 1}"#
        #expect(try await send(server.url, "/__treaty/scenario", method: "POST", headers: [:], body: control).status == 200)
        let failed = try await send(server.url, "/v1/projects?page=1")
        #expect(failed.status == 500)
        #expect(failed.body.contains(#""error": "internal""#))
        #expect(try await send(server.url, "/v1/projects?page=1").status == 200)
        #expect(try await send(server.url, "/__treaty/findings", headers: [:]).body.contains(#""findings": []"#))

        // A deliberate client regression: the token is not sent. The server still answers, and says so.
        #expect(try await send(server.url, "/v1/projects", headers: ["Accept": "application/json"]).status == 200)
        let findings = try await send(server.url, "/__treaty/findings", headers: [:])
        #expect(
            findings.body == """
                {
                  "dropped": 0,
                  "findings": [
                    "client regression: listProjects: header 'Authorization': required, found none"
                  ],
                  "requests": 4
                }

                """)

        stopped = server.stop()
        #expect(stopped?.status == 1)
        let expectedLog = "finding: client regression: listProjects: header 'Authorization': required, found none\n"
        #expect(stopped?.stderr.contains(expectedLog) == true)
        #expect(stopped?.stderr.hasSuffix("stopped: 1 finding(s)\n") == true)
    }

    /// A fixture of bytes (the example's PNG cover) goes out exactly as the file holds it.
    @Test func aFixtureOfBytesIsServedByteForByte() async throws {
        let example = SARIFValidator.packageRoot.appendingPathComponent("Examples/Bookshelf")
        let server = try ServeProcess(["contracts/bookshelf.yaml", "--port", "0"], in: example)
        defer { _ = server.stop() }
        var request = URLRequest(url: URL(string: server.url.absoluteString + "/books/1/cover")!)
        request.setValue("image/png", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 10
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(data == FileManager.default.contents(atPath: example.appendingPathComponent("contracts/cover.png").path))
    }

    @Test func aCleanSessionExitsZeroAndListsTheDefaults() async throws {
        let server = try ServeProcess([Self.projects], in: SARIFValidator.packageRoot)
        #expect(try await send(server.url, "/v1/projects/42").status == 200)
        let (status, stderr) = server.stop()
        #expect(status == 0)
        #expect(stderr.hasPrefix("  listProjects   GET /v1/projects  default 'success'\n"))
        #expect(stderr.hasSuffix("stopped: 0 finding(s)\n"))
    }

    @Test func aStopSignalSentAsSoonAsTheURLIsReadIsNeverLost() async throws {
        // A script stops the server right after reading its URL. The signal used to be ignored
        // until a Dispatch source registered, some time after the URL was printed: on a loaded
        // machine about one server in five never stopped.
        // Twenty starts and stops block for seconds: on a Dispatch thread, not one of Swift
        // concurrency's two, which the tests beside this one need.
        let failures = try await onDispatchThread {
            try (0..<20).compactMap { _ in
                let server = try ServeProcess([Self.projects], in: SARIFValidator.packageRoot)
                let (status, stderr) = server.stop()
                return status == 0 && stderr.hasSuffix("stopped: 0 finding(s)\n") ? nil : "\(status): \(stderr)"
            }
        }
        #expect(failures == [])
    }

    @Test func anotherInterfaceIsServedOnlyWhenAskedAndWithAWarning() async throws {
        let server = try ServeProcess([Self.projects, "--host", "0.0.0.0"], in: SARIFValidator.packageRoot)
        #expect(server.url.absoluteString.hasPrefix("http://0.0.0.0:"))
        let (status, stderr) = server.stop()
        #expect(status == 0)
        #expect(
            stderr.hasPrefix(
                "warning: serving on '0.0.0.0', which is not a loopback address: anyone who can reach this port "
                    + "gets the stubs' answers\n"))
    }

    @Test func usageErrorsSayWhatWasExpected() async throws {
        let folder = try TreatyRunner.folder([
            "contracts/a.yaml": Self.pingContract("A"), "contracts/b.yaml": Self.pingContract("B"),
        ])
        let last = await InProcess.run(["serve", folder.appendingPathComponent("contracts").path, "--port", "65535"])
        #expect(last.status == 2)
        #expect(
            last.stderr
                == "error: option '--port' leaves no port for contract 2; expected at most 65534\n"
                + "run 'treaty serve --help' for usage\n")

        let port = await InProcess.run(["serve", Self.projects, "--port", "70000"])
        #expect(port.status == 2)
        #expect(
            port.stderr
                == "error: option '--port' does not accept '70000'; expected a whole number from 0 to 65535\n"
                + "run 'treaty serve --help' for usage\n")

        let host = await InProcess.run(["serve", Self.projects, "--host", "example.com"])
        #expect(host.status == 2)
        #expect(
            host.stderr
                == "error: cannot serve on 'example.com'; expected an IPv4 address such as '127.0.0.1' or '0.0.0.0'\n"
                + "run 'treaty serve --help' for usage\n")
        #if canImport(Glibc)
            // The stop signals were caught before the server failed to start; this process gets
            // their default action back (a null handler), so Ctrl-C still stops it.
            #expect(signal(SIGTERM, SIG_DFL) == nil)
        #endif
    }

    static func pingContract(_ name: String) -> String {
        "treaty: 1\nname: \(name)\nversion: '1'\nstubHost: \(name).test.invalid\nendpoints:\n  ping:\n    method: GET\n"
            + "    path: /ping\n    responses: { 200: { body: { type: string } } }\n"
            + "    scenarios: { ok: { status: 200, body: \(name.lowercased()) } }\n"
    }

    @Test func severalContractsAreServedEachOnItsOwnPort() async throws {
        let folder = try TreatyRunner.folder([
            "contracts/a.yaml": Self.pingContract("A"), "contracts/b.yaml": Self.pingContract("B"),
        ])
        let server = try ServeProcess(["contracts"], in: folder, servers: 2)
        #expect(server.urls.count == 2 && server.urls[0] != server.urls[1])
        var answers: [String] = []
        for url in server.urls {
            let (data, _) = try await URLSession.shared.data(from: url.appendingPathComponent("ping"))
            answers.append(String(decoding: data, as: UTF8.self))
        }
        _ = try await URLSession.shared.data(from: server.urls[1].appendingPathComponent("pong"))
        let stopped = server.stop()
        #expect(answers == ["\"a\"", "\"b\""])
        #expect(stopped.status == 1)
        #expect(stopped.stderr.contains("finding: [B] unmatched request 'GET /pong'"))
        #expect(stopped.stderr.contains("stopped 'A': 0 finding(s)") && stopped.stderr.contains("stopped 'B': 1 finding(s)"))
    }

    /// A member name a client sends is quoted in the finding with its control characters escaped:
    /// an escape sequence never reaches the terminal, a line break never starts a fake log line.
    @Test func aFindingShowsTheControlCharactersAClientSent() async throws {
        let contract =
            "treaty: 1\nname: Notes\nversion: '1'\nstubHost: notes.test.invalid\nendpoints:\n  add:\n    method: POST\n"
            + "    path: /notes\n    request: { body: { type: object, additionalProperties: false } }\n"
            + "    responses: { 201: {} }\n    scenarios: { ok: { status: 201 } }\n"
        let folder = try TreatyRunner.folder(["contracts/notes.yaml": contract])
        let server = try ServeProcess(["contracts"], in: folder)
        var request = URLRequest(url: server.urls[0].appendingPathComponent("notes"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"\u001b[2J\nfinding: forged": 1}"#.utf8)
        _ = try await URLSession.shared.data(for: request)
        let stopped = server.stop()
        #expect(stopped.status == 1)
        #expect(!stopped.stderr.contains("\u{1B}") && !stopped.stderr.contains("\nfinding: forged"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains(#"\u{1B}[2J\nfinding: forged"#), "\(stopped.stderr)")
    }
}
