import Foundation
import Testing
import TreatyContract
import TreatyLive
import TreatyLoader
import TreatyTooling

@Suite struct LiveCheckerTests {
    let contract: Contract

    init() throws {
        contract = try TestContracts.load(TestContracts.items)
    }

    func plan(_ planner: CheckPlanner = CheckPlanner(baseURL: "http://api.test.invalid")) throws -> CheckPlan {
        try planner.plan([contract])
    }

    func run(_ script: ScriptedTransport, retries: Int = 2, sleeper: SleepRecorder = SleepRecorder()) async throws -> CheckRun {
        let options = CheckOptions(retries: retries, backoff: Backoff(base: 1, cap: 8, maxRetryAfter: 10))
        let checker = LiveChecker(transport: script.transport, options: options, sleep: sleeper.sleep, random: { 0.5 })
        return await checker.run(try plan())
    }

    @Test func onlySafeMethodsUnlessAllowed() throws {
        let safe = try plan()
        #expect(safe.items.map(\.endpoint.id) == ["getItem"])
        #expect(safe.skipped == ["POST createItem: unsafe method; pass '--allow-unsafe' to send it"])
        let all = try plan(CheckPlanner(baseURL: "http://api.test.invalid", allowUnsafe: true))
        #expect(all.items.map(\.endpoint.id) == ["getItem", "createItem"])
        #expect(all.items[1].request.header("Content-Type") == "application/json")
    }

    @Test func headersComeFromTheEnvironmentAndAreMasked() throws {
        let planner = CheckPlanner(
            baseURL: "http://api.test.invalid/", headers: ["Authorization: Bearer ${TOKEN}"],
            environment: ["TOKEN": "s3cr3t-value"]
        )
        let plan = try plan(planner)
        #expect(plan.items[0].request.url.absoluteString == "http://api.test.invalid/items/1")
        #expect(plan.items[0].request.header("authorization") == "Bearer s3cr3t-value")
        #expect(plan.redactor.scrub("sent s3cr3t-value") == "sent [redacted]")
    }

    @Test func aMissingVariableIsASetupErrorNamingIt() {
        let planner = CheckPlanner(baseURL: "http://api.test.invalid", headers: ["Authorization: Bearer ${NOPE}"])
        #expect(
            throws: CheckSetupError(
                "environment variable 'NOPE' used by header 'Authorization' is not set; export it before running 'treaty check'")
        ) {
            try planner.plan([contract])
        }
    }

    /// A header value holding CR LF would add a header line, or a whole request, to what is sent
    /// with the team's credentials: it was sent (libcurl's line was filtered by `Character`, and
    /// `"\r\n"` is one). Now it is refused before anything is sent, from a contract's example
    /// or an environment variable alike, naming the header and never quoting the value.
    @Test func aHeaderValueWithALineBreakIsRefused() throws {
        let injected = TestContracts.items.replacingOccurrences(
            of: "query: { token: { type: string } }",
            with:
                "query: { token: { type: string } }\n      headers: { X-Tenant: { type: string, example: \"a\\r\\nX-Injected: 1\" } }"
        )
        // Lint refuses it (`header-line-break`); the checker must hold even so, since
        // `treaty check` may be handed a contract nobody linted.
        let result = ContractLoader(files: .memory(["loopback.yaml": injected])).load(["loopback.yaml"])
        #expect(result.diagnostics.map(\.rule) == ["header-line-break"])
        let contract = try #require(result.contracts.first)
        #expect(
            throws: CheckSetupError(
                "header 'X-Tenant' of live sample 1 of 'getItem' holds a line break or NUL; expected one line of text")
        ) {
            try CheckPlanner(baseURL: "http://api.test.invalid").plan([contract])
        }
        let planner = CheckPlanner(
            baseURL: "http://api.test.invalid", headers: ["Authorization: Bearer ${TOKEN}"],
            environment: ["TOKEN": "t\r\n\r\nGET /admin HTTP/1.1"])
        #expect {
            try planner.plan([self.contract])
        } throws: { error in
            "\(error)".contains("header 'Authorization'") && !"\(error)".contains("admin")
        }
    }

    /// Issue 48: `/../../b/x` under a base URL's `/api/v1` was sent as `/b/x`. A dot segment in
    /// the template (lint refuses it) or in a path parameter's value is never sent.
    @Test func aPathWithADotSegmentIsNeverSent() throws {
        let dotted = """
            treaty: 1
            name: Dots
            version: 1.0.0
            stubHost: dots.test.invalid
            endpoints:
              escape:
                method: GET
                path: /../../b/x
                responses: { 200: {} }
                live: [{}]
              byName:
                method: GET
                path: /files/{name}
                request: { path: { name: { type: string } } }
                responses: { 200: {} }
                live: [{ path: { name: ".." } }]

            """
        let result = ContractLoader(files: .memory(["dots.yaml": dotted])).load(["dots.yaml"])
        #expect(result.diagnostics.map(\.rule) == ["invalid-path"])
        // Lint leaves the refused template out; `treaty check` may be handed a contract nobody linted.
        var contract = try #require(result.contracts.first)
        contract.endpoints[0].path = try #require(PathTemplate("/../../b/x"))
        #expect(
            throws: CheckSetupError(
                "live sample 1 of 'escape' makes the path '/../../b/x', whose dot segment '..' would leave the base URL's "
                    + "path; expected a path without '.' or '..' segments")
        ) {
            try CheckPlanner(baseURL: "http://api.test.invalid/api/v1", only: ["escape"]).plan([contract])
        }
        #expect(
            throws: CheckSetupError(
                "live sample 1 of 'byName' makes the path '/files/..', whose dot segment '..' would leave the base URL's "
                    + "path; expected a path without '.' or '..' segments")
        ) {
            try CheckPlanner(baseURL: "http://api.test.invalid/api/v1", only: ["byName"]).plan([contract])
        }
    }

    @Test func unknownOnlyAndMissingBaseURLAreSetupErrors() {
        #expect(throws: CheckSetupError.self) { try CheckPlanner(baseURL: "http://a.test", only: ["nope"]).plan([contract]) }
        #expect(
            throws: CheckSetupError("contract 'Loopback' has no 'baseURL' and no '--base-url' was given; pass '--base-url URL'")
        ) {
            try CheckPlanner().plan([contract])
        }
        #expect(throws: CheckSetupError.self) { try CheckPlanner(baseURL: "ftp://files.test.invalid").plan([contract]) }
        #expect {
            try CheckPlanner(baseURL: "https://ada:pa55word@api.test.invalid").plan([contract])
        } throws: { error in
            !"\(error)".contains("pa55word")
        }
    }

    @Test func conformingResponse() async throws {
        let run = try await run(ScriptedTransport([ScriptedTransport.json(TestContracts.goodItem)]))
        #expect(run.verdict == .conforms)
        #expect(run.results.map(\.attempts) == [1])
    }

    @Test func rateLimitIsRetriedHonouringRetryAfterThenPasses() async throws {
        let sleeper = SleepRecorder()
        let script = ScriptedTransport([
            ScriptedTransport.json("{}", status: 429, headers: ["Retry-After": "3"]),
            ScriptedTransport.json("{}", status: 503),
            ScriptedTransport.json(TestContracts.goodItem),
        ])
        let run = try await run(script, sleeper: sleeper)
        #expect(run.verdict == .conforms)
        #expect(run.results.first?.attempts == 3)
        #expect(sleeper.recorded == [3.5, 1.0])
    }

    /// A gateway's 502 or 504 answers for a server that is down or slow, as a 503 does: it is
    /// retried, then environment trouble, never drift (a flaky proxy failed `--fail-on drift`).
    @Test(arguments: [502, 504])
    func aGatewayErrorIsRetriedThenUnavailableNotDrift(status: Int) async throws {
        let passing = ScriptedTransport([
            ScriptedTransport.json("<html>bad gateway</html>", status: status),
            ScriptedTransport.json(TestContracts.goodItem),
        ])
        #expect(try await run(passing).verdict == .conforms)
        let failing = ScriptedTransport([ScriptedTransport.json("<html>bad gateway</html>", status: status)])
        let run = try await run(failing, retries: 1)
        #expect(failing.calls.count == 2)
        #expect(run.results.map(\.verdict) == [.environment])
        #expect(run.results.first?.environment?.rule == "unavailable")
        #expect(run.results.first?.environment?.message == "the API answered \(status); gave up after 2 attempt(s)")
    }

    @Test func exhaustedRateLimitIsEnvironmentAndTheRunMeaningless() async throws {
        let script = ScriptedTransport([ScriptedTransport.json("{}", status: 429, headers: ["Retry-After": "1"])])
        let run = try await run(script, retries: 2)
        #expect(run.verdict == .environment)
        #expect(script.calls.count == 3)
        #expect(run.results.first?.environment?.rule == "rate-limited")
        #expect(run.results.first?.environment?.message == "the API answered 429; gave up after 3 attempt(s)")
        #expect(run.meaningless == "every sample was rate limited or unavailable after retries, so nothing was verified")
        #expect(run.headline.hasPrefix("meaningless run: "))
    }

    @Test func aRetryAfterBeyondTheBoundGivesUpAtOnce() async throws {
        let script = ScriptedTransport([ScriptedTransport.json("{}", status: 429, headers: ["Retry-After": "3600"])])
        let run = try await run(script)
        #expect(script.calls.count == 1)
        #expect(run.results.first?.environment?.message.contains("more than the 10 s Treaty waits") == true)
    }

    @Test func unauthorizedIsEnvironmentNotDrift() async throws {
        let run = try await run(ScriptedTransport([ScriptedTransport.json("{}", status: 401)]))
        #expect(run.results.map(\.verdict) == [.environment])
        #expect(run.results.first?.environment?.rule == "unauthorized")
        #expect(run.meaningless?.hasPrefix("every sample answered 401 or 403") == true)
    }

    @Test func transportFailuresAreEnvironmentAndOnlyTransientOnesRetry() async throws {
        let refused = ScriptedTransport([.failure(LiveTransportError(.refused, "the connection was refused"))])
        let refusedRun = try await run(refused)
        #expect(refused.calls.count == 1)
        #expect(refusedRun.verdict == .environment)
        #expect(refusedRun.meaningless?.hasPrefix("no sample could be verified (1 ") == true)
        let lost = ScriptedTransport([
            .failure(LiveTransportError(.connectionLost, "lost")), ScriptedTransport.json(TestContracts.goodItem),
        ])
        #expect(try await run(lost).verdict == .conforms)
        #expect(lost.calls.count == 2)
    }

    @Test func driftWinsOverEnvironmentInTheRunVerdict() {
        let location = FileLocation(file: "a.yaml", line: 1, column: 1)
        let drift = SampleResult(
            contract: "A", endpoint: "e", sample: 1, method: "GET", request: "/",
            findings: [
                CheckFinding(
                    check: .statusCode, rule: "undeclared-status", target: "status", expected: "x", actual: "y",
                    classification: .breaking)
            ], location: location)
        let environment = SampleResult(
            contract: "A", endpoint: "e", sample: 2, method: "GET", request: "/",
            environment: .init(rule: "timeout", message: "t"), location: location
        )
        #expect(CheckRun(results: [drift, environment]).verdict == .drift)
        #expect(CheckRun(results: [environment]).verdict == .environment)
        #expect(CheckRun(results: []).meaningless != nil)
    }

    @Test func concurrencyIsBoundedAndOrderKept() async throws {
        var copy = contract
        copy.endpoints[0].live = (1...12).map {
            LiveSample(
                input: RequestInput(pathParameters: [NamedValue(name: "id", value: .number(JSONNumber($0)))]),
                location: copy.endpoints[0].location)
        }
        let plan = try CheckPlanner(baseURL: "http://api.test.invalid").plan([copy])
        let script = ScriptedTransport([ScriptedTransport.json(TestContracts.goodItem)], delay: .milliseconds(20))
        let run = await LiveChecker(transport: script.transport, options: CheckOptions(concurrency: 3)).run(plan)
        #expect(script.maxInFlight == 3)
        #expect(run.results.map(\.sample) == Array(1...12))
        #expect(run.results.map(\.request) == (1...12).map { "/items/\($0)" })
    }
}

extension LiveCheckerTests {
    @Test func literalHeadersAreMaskedOnlyWhenTheyAreCredentials() throws {
        let planner = CheckPlanner(
            baseURL: "http://api.test.invalid", headers: ["X-Tenant: acme-tenant", "Cookie: session=abcdef"]
        )
        let redactor = try plan(planner).redactor
        #expect(redactor.scrub("acme-tenant session=abcdef") == "acme-tenant [redacted]")
    }
}

extension LiveCheckerTests {
    @Test func aMalformedHeaderIsRefusedWithoutEchoingIt() {
        let planner = CheckPlanner(baseURL: "http://api.test.invalid", headers: ["Authorization Bearer sekrit-value"])
        #expect {
            try planner.plan([contract])
        } throws: { error in
            (error as? CheckSetupError)?.message.hasPrefix("a '--header' value has no ':'") == true
                && !"\(error)".contains("sekrit")
        }
    }
}
