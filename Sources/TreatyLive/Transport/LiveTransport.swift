/// Sends one request and returns its response or why there is none: the checker's only door to the network.
///
/// A value rather than a protocol so tests hand the checker a closure (canned responses, counted
/// calls) and production code hands it ``LiveTransport/urlSession(_:)``.
///
/// ```swift
/// let transport = LiveTransport { request in .success(LiveResponse(status: 200, body: Array("{}".utf8))) }
/// ```
public struct LiveTransport: Sendable {
    public var send: @Sendable (LiveRequest) async -> Result<LiveResponse, LiveTransportError>

    public init(send: @escaping @Sendable (LiveRequest) async -> Result<LiveResponse, LiveTransportError>) {
        self.send = send
    }
}
