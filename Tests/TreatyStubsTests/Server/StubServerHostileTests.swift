import Foundation
import Testing
import TreatyContract
import TreatyStubs

/// Clients that break HTTP on purpose: each gets a bounded answer or a closed connection, and the
/// server keeps serving the next client.
@Suite struct StubServerHostileTests {
    static let good = "GET /v1/notes HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nAuthorization: Bearer t\r\n\r\n"

    /// A well-formed request on a fresh connection still gets its 200.
    func stillServes(_ served: ServedNotes) throws {
        let client = try RawClient(port: served.port)
        client.send(Self.good)
        #expect(client.readResponses(1) == ["HTTP/1.1 200 OK"])
    }

    @Test func aGarbageRequestLineIsA400AndAClosedConnection() throws {
        let served = try ServedNotes()
        defer { served.stop() }
        for junk in ["\u{16}\u{3}\u{1}\u{2}\u{0}", "HELLO\r\n\r\n", "GET /a b c HTTP/1.1\r\n\r\n", "GET / HTTP/9\r\n\r\n"] {
            let client = try RawClient(port: served.port)
            client.send(junk)
            let answer = client.readToEnd()
            #expect(answer.closed)
            #expect(answer.text.hasPrefix("HTTP/1.1 400 ") || answer.text.hasPrefix("HTTP/1.1 505 "), "\(junk.debugDescription)")
        }
        #expect(served.server.requests.isEmpty)
        try stillServes(served)
    }

    @Test func hugeHeadersAreA431() throws {
        let served = try ServedNotes(options: StubServerOptions(maxHeaderBytes: 1024))
        defer { served.stop() }
        let client = try RawClient(port: served.port)
        client.send("GET /v1/notes HTTP/1.1\r\n" + String(repeating: "X-Filler: aaaaaaaaaaaaaaaaaaaa\r\n", count: 100))
        let answer = client.readToEnd()
        #expect(answer.closed)
        #expect(answer.text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        try stillServes(served)
    }

    @Test func aBodyOverTheCapIsA413BeforeItIsRead() throws {
        let served = try ServedNotes(options: StubServerOptions(maxBodyBytes: 100))
        defer { served.stop() }
        let client = try RawClient(port: served.port)
        client.send("POST /v1/notes HTTP/1.1\r\nContent-Length: 1000000000\r\n\r\n{")
        let answer = client.readToEnd()
        #expect(answer.closed)
        #expect(answer.text.hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
        try stillServes(served)
    }

    @Test func aSlowClientIsCutOffAtTheReadTimeoutWhileOthersAreServed() throws {
        let served = try ServedNotes(options: StubServerOptions(readTimeout: 0.5))
        defer { served.stop() }
        let slow = try RawClient(port: served.port)
        let started = Date()
        for piece in ["GET /v1/notes HTTP/1.1\r\n", "X-A: 1\r\n", "X-B: 2\r\n", "X-C: 3\r\n"] {
            guard slow.send(piece) else { break }
            Thread.sleep(forTimeInterval: 0.2)
        }
        try stillServes(served)
        let answer = slow.readToEnd()
        #expect(answer.closed)
        #expect(answer.text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(Date().timeIntervalSince(started) < 10)  // slack for a loaded machine; the 408 is what shows the cut
    }

    @Test func anIdleKeepAliveConnectionIsClosedQuietly() throws {
        let served = try ServedNotes(options: StubServerOptions(readTimeout: 0.3))
        defer { served.stop() }
        let client = try RawClient(port: served.port)
        client.send(Self.good)
        #expect(client.readResponses(1) == ["HTTP/1.1 200 OK"])
        let rest = client.readToEnd(deadline: 3)
        #expect(rest.closed)
        #expect(rest.text == "")
    }

    @Test func aHalfClosedClientStillGetsItsAnswer() throws {
        let served = try ServedNotes()
        defer { served.stop() }
        let client = try RawClient(port: served.port)
        client.send(Self.good)
        client.finishWriting()
        let answer = client.readToEnd()
        #expect(answer.closed)
        #expect(RawClient.split(answer.text) == ["HTTP/1.1 200 OK"])

        let early = try RawClient(port: served.port)
        early.send("GET /v1/notes HTTP/1.1\r\nAccept: app")
        early.finishWriting()
        #expect(early.readToEnd() == ("", true))
        try stillServes(served)
    }

    @Test func keepAliveAndPipeliningAnswerInOrderAndJunkEndsTheConnection() throws {
        let served = try ServedNotes()
        defer { served.stop() }
        let client = try RawClient(port: served.port)
        let empty = Self.good.replacingOccurrences(of: "Host: x", with: "Treaty-Scenario: rateLimited")
        client.send(Self.good + empty + Self.good + "\u{7f}\u{1}junk\r\n\r\n")
        let answer = client.readToEnd()
        #expect(answer.closed)
        #expect(
            RawClient.split(answer.text) == [
                "HTTP/1.1 200 OK", "HTTP/1.1 429 Too Many Requests", "HTTP/1.1 200 OK", "HTTP/1.1 400 Bad Request",
            ])
        #expect(served.server.requests.count == 3)
        try stillServes(served)
    }

    @Test func connectionsOverTheCapAreTurnedAway() throws {
        let served = try ServedNotes(options: StubServerOptions(maxConnections: 2))
        defer { served.stop() }
        let first = try RawClient(port: served.port), second = try RawClient(port: served.port)
        first.send(Self.good)
        second.send(Self.good)
        #expect(first.readResponses(1) == ["HTTP/1.1 200 OK"])
        #expect(second.readResponses(1) == ["HTTP/1.1 200 OK"])
        let third = try RawClient(port: served.port)
        let answer = third.readToEnd()
        #expect(answer.closed)
        #expect(answer.text.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
    }

    @Test func anOfflineScenarioResetsTheConnectionAndATimeoutHoldsIt() throws {
        var contract = NotesContract.contract
        contract.endpoints[0].scenarios.append(
            NotesContract.scenario("offline", .transport(TransportFailure(code: "notConnectedToInternet"))))
        let served = try ServedNotes(contract: contract, options: StubServerOptions(holdTimeout: 0.5))
        defer { served.stop() }
        let reset = try RawClient(port: served.port)
        reset.send(Self.good.replacingOccurrences(of: "Host: x", with: "Treaty-Scenario: offline"))
        #expect(reset.readToEnd(deadline: 2) == ("", true))

        let held = try RawClient(port: served.port)
        let started = Date()
        held.send(Self.good.replacingOccurrences(of: "Host: x", with: "Treaty-Scenario: timeout"))
        #expect(held.readToEnd(deadline: 0.3) == ("", false))
        #expect(held.readToEnd(deadline: 3) == ("", true))
        #expect(Date().timeIntervalSince(started) >= 0.45)
        try stillServes(served)
    }

    /// Seeded random bytes, sent in random pieces: no crash, no hang, and the server keeps serving.
    @Test func randomBytesNeverStopTheServer() throws {
        let served = try ServedNotes(options: StubServerOptions(readTimeout: 0.3))
        defer { served.stop() }
        var generator = SeededGenerator(seed: 22)
        let alphabet = Array("GET /v1/notes HTTP/1.1\r\n:Content-Length: 5 chunked Transfer-Encoding 0\r\n\u{0}\u{7f}é".utf8)
        for _ in 0..<60 {
            let client = try RawClient(port: served.port)
            let length = Int.random(in: 1...300, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            client.send(String(decoding: bytes, as: UTF8.self))
            _ = client.readToEnd(deadline: 2)
        }
        try stillServes(served)
    }
}

/// A small deterministic generator (SplitMix64), so a failing random case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
