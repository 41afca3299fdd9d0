import Foundation
import TreatyContract

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `URLProtocol` every stub session's `URLSession` is configured with.
///
/// It is stateless: it accepts a request only when its host belongs to a live session in
/// ``StubRegistry`` and hands the request to that session's core. Any other host (the real API,
/// a closed session) is left to the next protocol, so stubs never swallow unrelated traffic.
final class StubURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        guard let host = request.url?.host else { return false }
        return StubRegistry.shared.core(for: host) != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let link = ProtocolLink(self)
        guard let url = request.url, let host = url.host, let core = StubRegistry.shared.core(for: host) else {
            link.send(.failure(.cannotFindHost), for: request.url)
            return
        }
        let recorded = RecordedRequest(reading: request, task: task)
        let token = ObjectIdentifier(self)
        switch core.receive(recorded, token: token) {
        case .reply(let reply):
            link.send(reply, for: url)
        case .unmatched(let message), .noRoute(let message, _):
            link.fail(URLError(.resourceUnavailable, userInfo: [NSLocalizedDescriptionKey: message]))
        case .held(let gate, let reply):
            let delivery = PendingDelivery {
                core.delivered(token)
                link.send(reply, for: url)
            }
            gate.hold(token, delivery)?.run()
        }
    }

    override func stopLoading() {
        guard let host = request.url?.host else { return }
        StubRegistry.shared.core(for: host)?.stopped(ObjectIdentifier(self))
    }
}

/// Carries a protocol instance to the thread that answers it (a gate's `release`).
///
/// Foundation marks `URLProtocol` as not `Sendable`, but its client callbacks may be called from
/// any thread on Apple platforms and in swift-corelibs-foundation (which hops to the task's own
/// queue). The link keeps no mutable state of its own.
final class ProtocolLink: @unchecked Sendable {
    private let urlProtocol: URLProtocol

    init(_ urlProtocol: URLProtocol) {
        self.urlProtocol = urlProtocol
    }

    func send(_ reply: StubReply, for url: URL?) {
        switch reply {
        case .failure(let code):
            fail(URLError(code))
        case .response(let status, let headers, let body):
            let fields = Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
            let target = url ?? URL(string: "https://stub.invalid/")!
            guard let response = HTTPURLResponse(url: target, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
            else {
                return fail(URLError(.badServerResponse))
            }
            urlProtocol.client?.urlProtocol(urlProtocol, didReceive: response, cacheStoragePolicy: .notAllowed)
            if !body.isEmpty { urlProtocol.client?.urlProtocol(urlProtocol, didLoad: body) }
            urlProtocol.client?.urlProtocolDidFinishLoading(urlProtocol)
        }
    }

    func fail(_ error: URLError) {
        urlProtocol.client?.urlProtocol(urlProtocol, didFailWithError: error)
    }
}
