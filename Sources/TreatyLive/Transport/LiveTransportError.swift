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
        case offOriginRedirect = "redirect-off-origin"
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
