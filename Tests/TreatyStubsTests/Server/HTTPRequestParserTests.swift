import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

/// The request reader on bytes alone: what a hostile or broken client can send, and what the server answers.
@Suite struct HTTPRequestParserTests {
    let parser = HTTPRequestParser(maxHeaderBytes: 256, maxBodyBytes: 16)

    func parse(_ text: String) -> HTTPRequestParser.Outcome {
        parser.parse(Array(text.utf8))
    }

    func rejection(_ text: String) -> HTTPRejection? {
        if case .reject(let rejection) = parse(text) { return rejection }
        return nil
    }

    @Test func readsAHeadAndALengthDelimitedBody() throws {
        guard
            case .request(let request, let consumed) = parse(
                "POST /v1/notes?q=a HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}GET")
        else { Issue.record("expected a request"); return }
        #expect(request.method == "POST")
        #expect(request.path == "/v1/notes")
        #expect(request.query == "q=a")
        #expect(request.header("host") == "x")
        #expect(request.body == Data("{}".utf8))
        #expect(request.keepAlive)
        #expect(consumed == 61)
    }

    @Test func waitsForTheRestOfAHeadOrBody() {
        guard case .needMore(let expectsContinue) = parse("GET /v1/notes HTTP/1.1\r\nHost:") else {
            Issue.record("expected needMore"); return
        }
        #expect(!expectsContinue)
        guard case .needMore(let continues) = parse("PUT / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\nab")
        else {
            Issue.record("expected needMore"); return
        }
        #expect(continues)
    }

    @Test func decodesAChunkedBody() {
        let text = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nTrailer: x\r\n\r\n"
        guard case .request(let request, let consumed) = parse(text) else { Issue.record("expected a request"); return }
        #expect(request.body == Data("abcde".utf8))
        #expect(consumed == text.utf8.count)
        guard case .needMore = parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nab") else {
            Issue.record("expected needMore"); return
        }
    }

    @Test func aChunkedBodyArrivingByteByByteIsReadOnceComplete() {
        let bytes = Array("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\n1\r\ne\r\n0\r\n\r\n".utf8)
        var answers: [String] = []
        for end in 1...bytes.count {
            switch parser.parse(Array(bytes[..<end])) {
            case .needMore: continue
            case .request(let request, let consumed):
                answers.append("\(String(decoding: request.body, as: UTF8.self)) \(consumed)")
            case .reject(let rejection): answers.append("rejected at \(end): \(rejection.reason)")
            }
        }
        #expect(answers == ["abcde \(bytes.count)"])
    }

    @Test func refusesGarbageAtOnce() {
        #expect(rejection("\u{16}\u{3}\u{1}\u{0}binary")?.status == 400)
        #expect(rejection("GET /x\r\n\r\n")?.status == 400)
        #expect(rejection("GET http://elsewhere/ HTTP/1.1\r\n\r\n")?.status == 400)
        #expect(rejection("GET /a b HTTP/1.1\r\n\r\n")?.status == 400)
        #expect(rejection("GET / HTTP/2.0\r\n\r\n") == ServerMessage.badVersion("HTTP/2.0"))
        #expect(rejection("GET / HTTP/1.1\r\nno colon here\r\n\r\n") == ServerMessage.badHeader)
        #expect(rejection("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n") == ServerMessage.badHeader)
        #expect(rejection("GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n") == ServerMessage.badHeader)
    }

    @Test func refusesHeadsAndBodiesOverTheirLimits() {
        let huge = "GET / HTTP/1.1\r\nX-Filler: " + String(repeating: "a", count: 300)
        #expect(rejection(huge) == ServerMessage.headTooLarge(256))
        #expect(rejection("POST / HTTP/1.1\r\nContent-Length: 17\r\n\r\n") == ServerMessage.bodyTooLarge(16))
        let chunks = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n9\r\n123456789\r\n9\r\n123456789\r\n0\r\n\r\n"
        #expect(rejection(chunks) == ServerMessage.bodyTooLarge(16))
    }

    @Test func refusesAmbiguousFraming() {
        #expect(rejection("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") == ServerMessage.badLength("1"))
        #expect(rejection("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") == ServerMessage.badLength("-1"))
        #expect(
            rejection("POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n")
                == ServerMessage.lengthAndChunked)
        #expect(rejection("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n") == ServerMessage.unsupportedCoding("gzip"))
        #expect(rejection("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") == ServerMessage.badChunk)
    }

    @Test func keepAliveFollowsTheVersionAndConnectionHeader() throws {
        func keepAlive(_ text: String) -> Bool? {
            if case .request(let request, _) = parse(text) { return request.keepAlive }
            return nil
        }
        #expect(keepAlive("GET / HTTP/1.1\r\n\r\n") == true)
        #expect(keepAlive("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n") == false)
        #expect(keepAlive("GET / HTTP/1.0\r\n\r\n") == false)
        #expect(keepAlive("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") == true)
    }

    @Test func pipelinedRequestsAreReadOneAtATime() {
        let bytes = Array("GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\n\r\n".utf8)
        guard case .request(let first, let consumed) = parser.parse(bytes) else { Issue.record("expected a request"); return }
        guard case .request(let second, _) = parser.parse(Array(bytes[consumed...])) else {
            Issue.record("expected a second request"); return
        }
        #expect([first.path, second.path] == ["/a", "/b"])
    }

    @Test func responsesCannotBeSplitByAScenarioHeader() {
        let response = HTTPResponse(
            status: 200,
            headers: [.init(name: "X-Evil", value: "a\r\nSet-Cookie: x"), .init(name: "Content-Length", value: "99")],
            body: Data("ok".utf8))
        #expect(
            String(decoding: response.serialized(keepAlive: true), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nX-Evil: aSet-Cookie: x\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok")
    }

    @Test func theScenarioQueryParameterIsTakenOut() {
        #expect(QueryScenario.split("page=1&__treaty_scenario=server%20Error&q=a") == ("page=1&q=a", "server Error"))
        #expect(QueryScenario.split("__treaty_scenario=empty") == (nil, "empty"))
        #expect(QueryScenario.split("page=1") == ("page=1", nil))
    }
}
