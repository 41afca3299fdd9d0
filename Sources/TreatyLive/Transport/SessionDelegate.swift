import Foundation
import Synchronization
import TreatyContract

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
            // A refusal decided earlier (cap, encoding, redirect) says more than the deadline does.
            if table[task.taskIdentifier]?.failure == nil {
                table[task.taskIdentifier]?.failure = LiveTransportError(.timeout, "no complete response within \(seconds) s")
            }
            return true
        }
        if pending { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // URLSession pauses the transfer until this handler answers, so refusing here reads
        // (and decodes) not one byte of the body.
        let http = response as? HTTPURLResponse
        let refusal = http.flatMap(SessionDelegate.refusal)
        let declared = response.expectedContentLength
        let refused = exchanges.withLock { table -> Bool in
            let id = dataTask.taskIdentifier
            table[id]?.response = http
            if let refusal {
                table[id]?.failure = refusal
                return true
            }
            guard let cap = table[id]?.maxBodyBytes, declared > 0 else { return false }
            guard declared <= cap else {
                // Known to be too large: stop before reading a byte of the body.
                table[id]?.failure = LiveTransportError(.tooLarge, "body longer than the cap of \(cap) bytes")
                return true
            }
            table[id]?.body.reserveCapacity(Int(declared))
            return false
        }
        completionHandler(refused ? .cancel : .allow)
        // The disposition alone leaves a paused transfer waiting; end it now, not at the deadline.
        if refused { dataTask.cancel() }
    }

    /// Why a response must not be read past its headers: a compressed body, or a head that breaks HTTP.
    static func refusal(_ response: HTTPURLResponse) -> LiveTransportError? {
        let encoding = SessionDelegate.header("Content-Encoding", in: response)?.trimmingCharacters(in: .whitespaces)
        if let encoding, !encoding.isEmpty, encoding.lowercased() != "identity" {
            return LiveTransportError(
                .encodedBody,
                "the server sent a body with 'Content-Encoding: \(encoding.prefix(40))' although Treaty asked for "
                    + "'Accept-Encoding: identity'; compressed bodies are not read, since they decode before any size cap applies"
            )
        }
        if let length = SessionDelegate.header("Content-Length", in: response) {
            let values = Set(length.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            if values.count > 1 || values.contains(where: { UInt64($0) == nil }) {
                return LiveTransportError(
                    .protocolViolation,
                    "the server sent conflicting or invalid 'Content-Length' headers ('\(length.prefix(60))'); "
                        + "the body's end is ambiguous, so it is not read")
            }
        }
        return nil
    }

    /// A header's value, its name matched without regard to case.
    static func header(_ name: String, in response: HTTPURLResponse) -> String? {
        for (key, value) in response.allHeaderFields {
            if let key = key as? String, key.caseInsensitiveCompare(name) == .orderedSame { return value as? String }
        }
        return nil
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
        // The Location header itself decides: URLSession turns 'file:///etc/passwd' into a path on
        // the same host, so the new request's URL alone would look same-origin.
        let location = SessionDelegate.header("Location", in: response).flatMap { URL(string: $0, relativeTo: response.url) }
        let target = (location?.absoluteURL).map(SessionDelegate.origin)
        if let origin, origin == target, origin == request.url.map(SessionDelegate.origin) {
            completionHandler(request)
            return
        }
        let scheme = location?.scheme?.lowercased() ?? ""
        let shown =
            ["http", "https"].contains(scheme)
            ? "'\(target ?? "?")'" : location == nil ? "an unreadable location" : "a '\(scheme.visiblyEscaped.prefix(20)):' URL"
        let detail =
            "redirected from '\(origin ?? "?")' to \(shown), another origin or scheme; not followed so credentials stay with the API"
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
        case .networkConnectionLost, .badServerResponse, .zeroByteResource:
            return LiveTransportError(.connectionLost, "the connection closed before the response was complete")
        case .unsupportedURL, .cannotParseResponse:
            // The base URL was checked to be http(s) before sending, so this is libcurl refusing the
            // reply: no status line, a malformed one, or HTTP/0.9.
            return LiveTransportError(
                .protocolViolation, "the server's reply is not HTTP/1.x (a malformed or missing status line, or HTTP/0.9)")
        case .httpTooManyRedirects:
            return LiveTransportError(.redirectLoop, "the redirects went round in circles (more than URLSession follows)")
        default:
            return LiveTransportError(.other, "url error \(urlError.code.rawValue)")
        }
    }

    /// `scheme://host:port`, with the default port filled in, for same-origin comparison.
    static func origin(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? ["https": 443, "http": 80][scheme] ?? 0
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
