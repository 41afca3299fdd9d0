internal import CCurl
import Foundation
import TreatyContract

/// The real network for live checks: a ``LiveTransport`` over libcurl, driven directly.
///
/// Treaty talks to servers it does not trust, so it needs what URLSession on Linux does not give:
/// a body cap that counts decoded bytes as they arrive and stops the transfer at once (URLSession
/// hands data to its delegate on a queue a fast server can run far ahead of, see
/// docs/security.md), and control over every redirect. Here:
/// - bodies may come gzip, deflate, brotli or zstd encoded; libcurl decodes them in 16 KiB
///   chunks and the cap applies to the decoded bytes, so a compression bomb ends at the cap;
/// - only `http` and `https` are spoken; redirects are followed by Treaty, only within the
///   request's scheme, host and port, at most ``maxRedirects`` times;
/// - the whole exchange, redirects included, has one hard deadline;
/// - no cookies, no credential caching; connections are reused between requests.
///
/// Call ``close()`` when the run is over.
public final class CurlTransport: Sendable {
    /// Redirects followed before a sample is reported as `redirect-loop`.
    public static let maxRedirects = 10
    /// Sent when neither the contract nor the command line sets a `User-Agent`.
    public static let userAgent = "treaty-check"

    private let pool = HandlePool()

    /// - Parameter maxConnectionsPerHost: kept for the command line's `--concurrency`; libcurl
    ///   opens one connection per transfer in flight, which the checker already bounds.
    public init(maxConnectionsPerHost: Int = 8) {
        CurlTransport.initializeOnce()
    }

    /// The transport value to hand to ``LiveChecker``.
    public var transport: LiveTransport {
        LiveTransport { [self] request in await send(request) }
    }

    /// Releases the pooled handles and their connections.
    public func close() {
        pool.drain()
    }

    /// libcurl's process-wide setup, once, before the first handle (it is not thread-safe).
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    private static func initializeOnce() {
        _ = initialized
    }

    func send(_ request: LiveRequest) async -> Result<LiveResponse, LiveTransportError> {
        let deadline = ContinuousClock.now + .milliseconds(Int64(request.timeout * 1000))
        var current = request
        let started = ContinuousClock.now
        for _ in 0...CurlTransport.maxRedirects {
            let exchange = CurlExchange(maxBodyBytes: request.maxBodyBytes)
            let code = await withTaskCancellationHandler {
                await perform(current, exchange, deadline: deadline)
            } onCancel: {
                exchange.cancel()
            }
            if let failure = exchange.failure { return .failure(failure) }
            guard code == CURLE_OK else { return .failure(CurlTransport.classify(code, exchange, timeout: request.timeout)) }
            guard [301, 302, 303, 307, 308].contains(exchange.status), let location = exchange.header("Location") else {
                return .success(
                    LiveResponse(
                        status: exchange.status, headers: exchange.headerFields, body: exchange.body(),
                        milliseconds: CurlTransport.milliseconds(since: started)))
            }
            switch CurlTransport.redirect(current, to: location, status: exchange.status) {
            case .success(let next): current = next
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .failure(
            LiveTransportError(
                .redirectLoop, "more than \(CurlTransport.maxRedirects) redirects; the server sends requests in circles"))
    }

    /// Runs one hop on a thread of its own (a blocking transfer must not hold one of Swift
    /// concurrency's few threads).
    private func perform(_ request: LiveRequest, _ exchange: CurlExchange, deadline: ContinuousClock.Instant) async -> CURLcode {
        let pool = pool
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let handle = pool.take()
                defer { pool.give(handle) }
                continuation.resume(returning: CurlTransport.transfer(request, exchange, on: handle, deadline: deadline))
            }
        }
    }

    private static func transfer(
        _ request: LiveRequest, _ exchange: CurlExchange, on handle: UnsafeMutableRawPointer, deadline: ContinuousClock.Instant
    ) -> CURLcode {
        let remaining = (deadline - ContinuousClock.now).components
        let milliseconds = remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { return CURLE_OPERATION_TIMEDOUT }
        treaty_curl_set_string(handle, CURLOPT_URL, request.url.absoluteString)
        treaty_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        treaty_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        treaty_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Int(milliseconds))
        treaty_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
        // Every encoding libcurl was built with; the cap counts what it decodes.
        treaty_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        switch request.method {
        case "GET": break
        case "HEAD": treaty_curl_set_long(handle, CURLOPT_NOBODY, 1)
        default: treaty_curl_set_string(handle, CURLOPT_CUSTOMREQUEST, request.method)
        }
        if let body = request.body {
            _ = body.withUnsafeBytes { bytes in
                treaty_curl_set_body(handle, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
            }
        }
        var headers: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headers) }
        for header in request.headers where header.name.lowercased() != "accept-encoding" {
            // The planner refuses values that would split or cut the line; this is the last guard.
            headers = curl_slist_append(headers, HeaderLine.oneLine("\(header.name): \(header.value)"))
        }
        // Without this, libcurl sends 'Expect: 100-continue' for larger bodies and waits.
        headers = curl_slist_append(headers, "Expect:")
        if request.header("User-Agent") == nil {
            // Many APIs refuse a request without one; a contract or '--header' may set its own.
            headers = curl_slist_append(headers, "User-Agent: \(CurlTransport.userAgent)")
        }
        treaty_curl_set_headers(handle, headers)
        exchange.attach(to: handle)
        return curl_easy_perform(handle)
    }

    /// The request a redirect asks for, or why it is not followed.
    static func redirect(_ request: LiveRequest, to location: String, status: Int) -> Result<LiveRequest, LiveTransportError> {
        let target = URL(string: location, relativeTo: request.url)?.absoluteURL
        let from = origin(request.url)
        guard let target, let scheme = target.scheme?.lowercased(), ["http", "https"].contains(scheme), origin(target) == from
        else {
            let scheme = target?.scheme?.lowercased() ?? ""
            let shown =
                ["http", "https"].contains(scheme)
                ? "'\(target.map(origin) ?? "?")'"
                : target == nil ? "an unreadable location" : "a '\(scheme.visiblyEscaped.prefix(20)):' URL"
            return .failure(
                LiveTransportError(
                    .offOriginRedirect,
                    "redirected from '\(from)' to \(shown), another origin or scheme; not followed so credentials stay with the API"
                ))
        }
        var next = request
        next.url = target
        // 303, and 301/302 after anything but GET or HEAD, become a GET without a body (RFC 9110 §15.4).
        if status == 303 || ([301, 302].contains(status) && !["GET", "HEAD"].contains(request.method)) {
            next.method = request.method == "HEAD" ? "HEAD" : "GET"
            next.body = nil
        }
        return .success(next)
    }

    /// `scheme://host:port`, with the default port filled in, for same-origin comparison.
    static func origin(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? ["https": 443, "http": 80][scheme] ?? 0
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = (ContinuousClock.now - start).components
        return Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
    }
}

/// Idle libcurl handles, so connections are reused between requests to one host.
private final class HandlePool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [UnsafeMutableRawPointer] = []

    func take() -> UnsafeMutableRawPointer {
        if let handle = lock.withLock({ idle.popLast() }) { return handle }
        return curl_easy_init()
    }

    func give(_ handle: UnsafeMutableRawPointer) {
        // Options go back to their defaults; the connection cache stays.
        curl_easy_reset(handle)
        lock.withLock { idle.append(handle) }
    }

    func drain() {
        for handle in lock.withLock({
            defer { idle = [] }; return idle
        }) { curl_easy_cleanup(handle) }
    }
}
