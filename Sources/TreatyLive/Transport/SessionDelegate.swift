import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Receives one URLSession's callbacks and turns each task into a ``LiveResponse`` or a
/// ``LiveTransportError``, enforcing the size cap, the deadline and the same-origin redirect rule.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// The state of one in-flight task.
    struct Exchange {
        var continuation: CheckedContinuation<Result<LiveResponse, LiveTransportError>, Never>
        var maxBodyBytes: Int
        var started: ContinuousClock.Instant
        var response: HTTPURLResponse?
        var body: [UInt8] = []
        /// A failure decided here (cap, deadline, redirect) that wins over the error URLSession reports.
        var failure: LiveTransportError?
    }

    private let exchanges = Mutex<[Int: Exchange]>([:])

    func register(_ task: URLSessionTask, _ exchange: Exchange) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    /// Stops a task that passed its deadline and records it as a timeout.
    func expire(_ task: URLSessionTask, after seconds: Double) {
        let pending = exchanges.withLock { table -> Bool in
            guard table[task.taskIdentifier] != nil else { return false }
            table[task.taskIdentifier]?.failure = LiveTransportError(.timeout, "no complete response within \(seconds) s")
            return true
        }
        if pending { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let declared = response.expectedContentLength
        let tooLarge = exchanges.withLock { table -> Bool in
            let id = dataTask.taskIdentifier
            table[id]?.response = response as? HTTPURLResponse
            guard let cap = table[id]?.maxBodyBytes, declared > 0 else { return false }
            guard declared <= cap else {
                // Known to be too large: stop before reading a byte of the body.
                table[id]?.failure = LiveTransportError(.tooLarge, "body longer than the cap of \(cap) bytes")
                return true
            }
            table[id]?.body.reserveCapacity(Int(declared))
            return false
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overCap = exchanges.withLock { table -> Bool in
            // Only scalars are read before appending, so the body buffer is never shared and
            // the append happens in place (no copy of what was received so far).
            let id = dataTask.taskIdentifier
            guard let received = table[id]?.body.count, let cap = table[id]?.maxBodyBytes, table[id]?.failure == nil else {
                return false
            }
            guard received + data.count <= cap else {
                table[id]?.failure = LiveTransportError(.tooLarge, "body longer than the cap of \(cap) bytes")
                table[id]?.body = []
                return true
            }
            table[id]?.body.append(contentsOf: data)
            return false
        }
        if overCap { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let origin = (task.originalRequest?.url).map(SessionDelegate.origin)
        let target = request.url.map(SessionDelegate.origin)
        if let origin, origin == target {
            completionHandler(request)
            return
        }
        let detail =
            "redirected from '\(origin ?? "?")' to '\(target ?? "?")', another origin; not followed so credentials stay with the API"
        exchanges.withLock { $0[task.taskIdentifier]?.failure = LiveTransportError(.offOriginRedirect, detail) }
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        exchange.continuation.resume(returning: SessionDelegate.outcome(of: exchange, error: error))
    }

    static func outcome(of exchange: Exchange, error: (any Error)?) -> Result<LiveResponse, LiveTransportError> {
        if let failure = exchange.failure { return .failure(failure) }
        if let error {
            var failure = classify(error)
            // libcurl reports a body shorter than its Content-Length as an unknown error; after
            // the head arrived, any such end is a connection that closed too early.
            if failure.kind == .other, let response = exchange.response {
                let declared = response.expectedContentLength > 0 ? " of \(response.expectedContentLength)" : ""
                failure = LiveTransportError(
                    .connectionLost, "the connection closed after \(exchange.body.count)\(declared) body bytes")
            }
            return .failure(failure)
        }
        guard let response = exchange.response else {
            return .failure(LiveTransportError(.other, "the server sent no HTTP response"))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        let elapsed = ContinuousClock.now - exchange.started
        let milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return .success(
            LiveResponse(status: response.statusCode, headers: headers, body: exchange.body, milliseconds: milliseconds))
    }

    /// Maps URLSession's error codes to the kinds reports distinguish.
    static func classify(_ error: any Error) -> LiveTransportError {
        guard let urlError = error as? URLError else { return LiveTransportError(.other, "\(error)") }
        switch urlError.code {
        case .cannotFindHost, .dnsLookupFailed:
            return LiveTransportError(.dns, "the host name did not resolve")
        case .cannotConnectToHost:
            return LiveTransportError(.refused, "the connection was refused")
        case .timedOut:
            return LiveTransportError(.timeout, "the request timed out")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return LiveTransportError(.tls, "the TLS connection failed (\(urlError.code.rawValue))")
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
            return LiveTransportError(.connectionLost, "the connection closed before the response was complete")
        default:
            return LiveTransportError(.other, "url error \(urlError.code.rawValue)")
        }
    }

    /// `scheme://host:port`, with the default port filled in, for same-origin comparison.
    static func origin(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
