import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback port that refuses every connection until ``close()``: a socket is bound to it and
/// never listens, so no other listener can be given the port. Create it, then
/// `defer { closed.close() }`.
///
/// What a test of "the server is down" needs. Stopping a server and reusing its port would not
/// do: with tests running side by side, another test's listener may be given that port at once,
/// and the connection is then accepted and dropped instead of refused.
public final class ClosedPort: Sendable {
    public let port: Int
    private let socket: Int32

    public init() throws {
        (socket, port) = try LoopbackListener.bind(reusingAddress: false)
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Gives the port back.
    public func close() {
        Glibc.close(socket)
    }
}
