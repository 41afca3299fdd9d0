/// Why a request produced no usable response: the environment, never the contract.
public struct LiveTransportError: Error, Sendable, Hashable {
    /// The kinds of failure reports tell apart; each maps to an environment rule id.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The host name did not resolve.
        case dns
        /// Nothing listens at the address.
        case refused
        /// No complete response within the timeout.
        case timeout
        /// The TLS handshake or certificate failed.
        case tls
        /// The connection closed or reset before the response was complete.
        case connectionLost = "connection-lost"
        /// The body passed the size cap; reading stopped there.
        case tooLarge = "response-too-large"
        /// The server redirected to another origin, which is never followed (credentials stay put).
        /// A change of scheme (`file:`, `ftp:`, `https:` to `http:`) counts as another origin.
        case offOriginRedirect = "redirect-off-origin"
        /// The redirects went round in circles (or past URLSession's limit of them).
        case redirectLoop = "redirect-loop"
        /// The server's reply breaks HTTP/1.1: a malformed status line, an HTTP/0.9 reply without
        /// one, or `Content-Length` headers that disagree.
        case protocolViolation = "protocol-violation"
        /// The server compressed the body although Treaty asked for `Accept-Encoding: identity`.
        /// Such a body is not read: decoding happens before any cap could apply.
        case encodedBody = "content-encoding-refused"
        /// Anything else the transport reported.
        case other = "transport"
    }

    public var kind: Kind
    /// A short lowercase description with the details that help (the host, the cap, the target).
    public var detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// Whether retrying may help: lost connections and timeouts can be passing trouble.
    public var isTransient: Bool { kind == .connectionLost || kind == .timeout }
}
