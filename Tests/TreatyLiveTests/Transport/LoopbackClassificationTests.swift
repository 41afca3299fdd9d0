import Foundation
import LoopbackListener
import Synchronization
import Testing
import TreatyContract
import TreatyLive

/// Real sockets: the loopback server misbehaves and each case must land in the right result.
@Suite(.serialized) struct LoopbackClassificationTests {
    let contract: Contract

    init() throws {
        contract = try TestContracts.load(TestContracts.items)
    }

    /// Runs the contract's safe samples against a server answering every path with `behaviour`.
    func check(
        _ routes: @escaping @Sendable (String) -> Misbehaviour, options: CheckOptions = CheckOptions(timeout: 10, retries: 0),
        headers: [String] = [], sleeper: SleepRecorder = SleepRecorder()
    ) async throws -> (SampleResult, [LoopbackServer.Recorded]) {
        let server = try LoopbackServer(routes: routes)
        defer { server.shutdown() }
        let plan = try CheckPlanner(
            baseURL: server.baseURL, headers: headers, environment: ["TOKEN": "tok-123456"], options: options
        ).plan([contract])
        let session = CurlTransport()
        defer { session.close() }
        let run = await LiveChecker(transport: session.transport, options: options, sleep: sleeper.sleep, random: { 0 }).run(plan)
        return (try #require(run.results.first), server.requests)
    }

    @Test func conformingResponse() async throws {
        let (result, requests) = try await check { _ in .json(TestContracts.goodItem, headers: ["X-Request-Id": "a"]) }
        #expect(result.verdict == .conforms, "\(result.findings.map(\.message)) \(String(describing: result.environment))")
        #expect(requests.map(\.path) == ["/items/1"])
    }

    @Test func wrongShapesAreDrift() async throws {
        let body = #"{"id": "1", "name": "first", "status": "archived", "extra": true}"#
        let (result, _) = try await check { _ in .json(body, headers: ["X-Request-Id": "a"]) }
        #expect(result.verdict == .drift)
        #expect(result.findings.map { "\($0.rule) \($0.pointer)" } == ["type /id", "enum /status", "additional-property /extra"])
    }

    @Test func undeclaredStatusIsDrift() async throws {
        let (result, _) = try await check { _ in .json("{}", status: 418) }
        #expect(result.verdict == .drift)
        #expect(result.findings.map(\.rule) == ["undeclared-status"])
        #expect(result.status == 418)
    }

    @Test func slowHeadersTimeOut() async throws {
        let options = CheckOptions(timeout: 0.5, retries: 0)
        let (result, _) = try await check({ _ in .slowHeaders(seconds: 3, then: TestContracts.goodItem) }, options: options)
        #expect(result.environment?.rule == "timeout")
    }

    @Test func resetMidBodyIsEnvironment() async throws {
        let (result, _) = try await check { _ in .resetMidBody(declared: 10_000, sent: 100) }
        #expect(result.verdict == .environment)
        #expect(result.environment?.rule == "connection-lost")
    }

    @Test func truncatedBodyIsEnvironment() async throws {
        let (result, _) = try await check { _ in .truncated(declared: 10_000, sent: 100) }
        #expect(result.verdict == .environment)
        #expect(result.environment?.rule == "connection-lost", "\(String(describing: result.environment))")
    }

    @Test func hugeBodyStopsAtTheCap() async throws {
        let options = CheckOptions(timeout: 10, retries: 0, maxBodyBytes: 1 << 20)
        let (result, _) = try await check({ _ in .huge(bytes: 50 << 20) }, options: options)
        #expect(result.environment?.rule == "response-too-large")
        #expect(result.environment?.message == "body longer than the cap of 1048576 bytes")
    }

    @Test func hugeBodyWithoutLengthIsStreamedUpToTheCap() async throws {
        let options = CheckOptions(timeout: 10, retries: 0, maxBodyBytes: 1 << 20)
        let (result, _) = try await check({ _ in .unsized(bytes: 50 << 20) }, options: options)
        #expect(result.environment?.rule == "response-too-large")
    }

    @Test func aBodyWithinTheCapIsReadWhole() async throws {
        let options = CheckOptions(timeout: 10, retries: 0, maxBodyBytes: 1 << 20)
        let (result, _) = try await check({ _ in .unsized(bytes: 1000) }, options: options)
        // The whole 1000-byte string arrived and was validated: a string where an object is declared.
        #expect(result.findings.map(\.rule) == ["header-missing", "type"])
        #expect(result.findings.last?.actual == "string")
    }

    @Test func rateLimitWithRetryAfterIsRetriedThenEnvironment() async throws {
        let sleeper = SleepRecorder()
        let options = CheckOptions(timeout: 10, retries: 2, backoff: Backoff(base: 0.1, cap: 1, maxRetryAfter: 5))
        let (result, requests) = try await check(
            { _ in .json("{}", status: 429, headers: ["Retry-After": "2"]) }, options: options, sleeper: sleeper)
        #expect(result.environment?.rule == "rate-limited")
        #expect(requests.count == 3)
        #expect(sleeper.recorded == [2, 2])
    }

    @Test func rateLimitThenSuccessConforms() async throws {
        let count = Mutex(0)
        let options = CheckOptions(timeout: 10, retries: 2)
        let (result, requests) = try await check(
            { _ in
                count.withLock {
                    $0 += 1; return $0
                } == 1
                    ? .json("{}", status: 429, headers: ["Retry-After": "1"])
                    : .json(TestContracts.goodItem, headers: ["X-Request-Id": "b"])
            }, options: options)
        #expect(result.verdict == .conforms)
        #expect(result.attempts == 2)
        #expect(requests.count == 2)
    }

    @Test func redirectToAnotherPortIsNotFollowedAndCredentialsStay() async throws {
        let other = try LoopbackServer { _ in .json(TestContracts.goodItem, headers: ["X-Request-Id": "c"]) }
        defer { other.shutdown() }
        let target = other.baseURL + "/items/1"
        let (result, requests) = try await check({ _ in .redirect(to: target) }, headers: ["Authorization: Bearer ${TOKEN}"])
        #expect(result.environment?.rule == "redirect-off-origin")
        #expect(requests.first?.headers["authorization"] == "Bearer tok-123456")
        #expect(other.requests.isEmpty)
    }

    @Test func redirectWithinTheOriginIsFollowed() async throws {
        let (result, requests) = try await check { path in
            path == "/items/1" ? .redirect(to: "/items/one") : .json(TestContracts.goodItem, headers: ["X-Request-Id": "d"])
        }
        #expect(result.verdict == .conforms)
        #expect(requests.map(\.path) == ["/items/1", "/items/one"])
    }

    @Test func aStoppedServerIsEnvironmentNotDrift() async throws {
        let closed = try ClosedPort()
        defer { closed.close() }
        let plan = try CheckPlanner(baseURL: closed.baseURL, options: CheckOptions(timeout: 10, retries: 0)).plan([contract])
        let session = CurlTransport()
        defer { session.close() }
        let run = await LiveChecker(transport: session.transport, options: CheckOptions(retries: 0)).run(plan)
        #expect(run.verdict == .environment)
        #expect(run.results.first?.environment?.rule == "refused")
    }

    @Test func anUnresolvableHostIsDNSTrouble() async throws {
        // '.invalid' never resolves (RFC 6761), with or without a network.
        let plan = try CheckPlanner(baseURL: "http://treaty-no-such-host.invalid", options: CheckOptions(timeout: 5, retries: 0))
            .plan([contract])
        let session = CurlTransport()
        defer { session.close() }
        let run = await LiveChecker(transport: session.transport, options: CheckOptions(retries: 0)).run(plan)
        #expect(run.results.first?.environment?.rule == "dns")
        #expect(run.verdict == .environment)
    }
}
