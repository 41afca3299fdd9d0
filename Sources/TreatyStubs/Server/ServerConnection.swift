import Foundation

/// Serves one accepted connection on its own thread: reads requests (pipelined or kept alive)
/// within the limits, answers each through the ``ServerResponder``, and closes on the first
/// malformed request, on `Connection: close`, after a read timeout, or when the server stops.
struct ServerConnection {
    let socket: Int32
    let responder: ServerResponder
    let options: StubServerOptions
    /// Polled between short waits, so a stopping server is never kept waiting by an idle client.
    let isStopped: @Sendable () -> Bool

    /// How long one wait lasts before the stop flag and the deadline are looked at again.
    private static let slice: Int32 = 200

    /// Runs until the connection ends; the caller closes the socket unless it was reset here.
    /// - Returns: false when the socket was already closed (reset).
    func serve() -> Bool {
        let parser = HTTPRequestParser(maxHeaderBytes: options.maxHeaderBytes, maxBodyBytes: options.maxBodyBytes)
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var deadline = Date().addingTimeInterval(options.readTimeout)
        var sentContinue = false
        while !isStopped() {
            switch parser.parse(buffer) {
            case .reject(let rejection):
                reject(rejection)
                return true
            case .request(let request, let consumed):
                buffer.removeFirst(consumed)
                sentContinue = false
                switch responder.respond(to: request) {
                case .respond(let response):
                    let keepAlive = request.keepAlive
                    let bytes = response.serialized(keepAlive: keepAlive, headOnly: request.method == "HEAD")
                    guard ServerSocket.sendAll(socket, bytes), keepAlive else { return true }
                case .hold:
                    hold()
                    return true
                case .reset:
                    ServerSocket.reset(socket)
                    return false
                case .garbage:
                    _ = ServerSocket.sendAll(socket, Array("HTTP/1.1 ???\r\n\r\n".utf8))
                    return true
                }
                deadline = Date().addingTimeInterval(options.readTimeout)
            case .needMore(let expectsContinue):
                if expectsContinue, !sentContinue {
                    sentContinue = true
                    guard ServerSocket.sendAll(socket, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return true }
                }
                guard read(into: &buffer, chunk: &chunk, until: deadline) else {
                    if !buffer.isEmpty, Date() >= deadline { reject(ServerMessage.readTimeout) }
                    return true
                }
            }
        }
        return true
    }

    /// Waits for more bytes until `deadline`; false on timeout, a closed peer, an error or a stop.
    private func read(into buffer: inout [UInt8], chunk: inout [UInt8], until deadline: Date) -> Bool {
        while !isStopped() {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            switch ServerSocket.waitReadable(socket, milliseconds: min(Self.slice, Int32(remaining * 1000) + 1)) {
            case .timedOut: continue
            case .failed: return false
            case .readable: return ServerSocket.receive(socket, into: &buffer, chunk: &chunk) > 0
            }
        }
        return false
    }

    /// A `timedOut` scenario: read and drop whatever arrives until the client closes, the hold
    /// timeout passes or the server stops; never answer.
    private func hold() {
        let deadline = Date().addingTimeInterval(options.holdTimeout)
        var sink: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while read(into: &sink, chunk: &chunk, until: deadline) { sink.removeAll(keepingCapacity: true) }
    }

    private func reject(_ rejection: HTTPRejection) {
        let response = HTTPResponse.error(rejection.status, rejection.reason)
        _ = ServerSocket.sendAll(socket, response.serialized(keepAlive: false))
    }
}
