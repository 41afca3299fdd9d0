import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real network: a ``LiveTransport`` over one ephemeral URLSession.
///
/// Redirects are followed only within the request's origin, bodies stop at the request's size cap,
/// and every request has a hard deadline. Bodies are asked for uncompressed (`Accept-Encoding:
/// identity`) and a compressed one is refused at its headers: libcurl would decode it before any
/// cap could count the bytes, so a small gzip, brotli or zstd bomb could fill memory. No cookies are stored and no credentials cached, so
/// nothing from one sample leaks into the next. Call ``close()`` when the run is over.
public final class URLSessionTransport: Sendable {
    private let session: URLSession
    private let delegate: SessionDelegate

    /// - Parameter maxConnectionsPerHost: the most parallel connections to one host (match the check's concurrency).
    public init(maxConnectionsPerHost: Int = 8) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.httpMaximumConnectionsPerHost = maxConnectionsPerHost
        delegate = SessionDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    /// The transport value to hand to ``LiveChecker``.
    public var transport: LiveTransport {
        LiveTransport { [self] request in await send(request) }
    }

    /// Cancels what is left and releases the session.
    public func close() {
        session.invalidateAndCancel()
    }

    func send(_ request: LiveRequest) async -> Result<LiveResponse, LiveTransportError> {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for header in request.headers where header.name.lowercased() != "accept-encoding" {
            urlRequest.addValue(header.value, forHTTPHeaderField: header.name)
        }
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let task = session.dataTask(with: urlRequest)
        let delegate = delegate
        let timeout = request.timeout
        // A hard deadline on the whole exchange (URLSession's own timeout is only between bytes).
        let deadline = DispatchWorkItem { delegate.expire(task, after: timeout) }
        defer { deadline.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let exchange = SessionDelegate.Exchange(
                    continuation: continuation, maxBodyBytes: request.maxBodyBytes, started: .now
                )
                delegate.register(task, exchange)
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
            }
        } onCancel: {
            task.cancel()
        }
    }
}
