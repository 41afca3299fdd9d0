/// Where a ``StubServer`` listens, how forgiving it is, and the limits that keep a hostile or
/// broken client from exhausting it.
///
/// The defaults suit a UI test on one machine: loopback only, any free port, strict about
/// scenarios, and limits far above what a real app sends.
public struct StubServerOptions: Sendable, Hashable {
    /// The IPv4 address to bind. Anything but a `127.x.x.x` address exposes the stubs to the
    /// network; the command line only binds one when asked with `--host`, and warns.
    public var host: String
    /// The port; 0 (the default) lets the kernel pick a free one, read it from ``StubServer/url``.
    public var port: Int
    /// Answer an unknown scenario name, a missing fixture or an endpoint without a response
    /// scenario with a body generated from the declared shape, instead of an error.
    public var permissive: Bool
    /// Most bytes of a request line plus headers; more is answered `431` and the connection closed.
    public var maxHeaderBytes: Int
    /// Most bytes of a request body; more is answered `413` and the connection closed.
    public var maxBodyBytes: Int
    /// Seconds a request may take to arrive in full, and an idle keep-alive connection may stay
    /// open; a slow client (slowloris) gets `408` and is disconnected.
    public var readTimeout: Double
    /// Seconds a `timedOut` scenario holds its connection unanswered when the client never gives up.
    public var holdTimeout: Double
    /// Most connections served at once; the next is answered `503` and closed.
    public var maxConnections: Int
    /// Serve each success scenario's response variants too, as scenarios named
    /// `scenario ~ variant` (`GET /__treaty/variants` lists them), so a UI test can walk every
    /// response the contract allows.
    public var variants: Bool = false

    /// Options with the given values; the defaults are loopback, any port, strict, 64 KiB of head,
    /// 16 MiB of body, 10 s to read a request, 60 s of hold, 64 connections.
    public init(
        host: String = "127.0.0.1", port: Int = 0, permissive: Bool = false, maxHeaderBytes: Int = 65_536,
        maxBodyBytes: Int = 16 << 20, readTimeout: Double = 10, holdTimeout: Double = 60, maxConnections: Int = 64
    ) {
        self.host = host
        self.port = port
        self.permissive = permissive
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
        self.readTimeout = readTimeout
        self.holdTimeout = holdTimeout
        self.maxConnections = maxConnections
    }

    /// Whether ``host`` is a loopback address (`127.0.0.0/8`), reachable from this machine only.
    public var isLoopback: Bool { host.hasPrefix("127.") }
}
