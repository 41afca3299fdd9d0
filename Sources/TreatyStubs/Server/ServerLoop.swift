import Foundation
import TreatyContract

/// The stub server's threads: one accepting connections, one per admitted connection.
///
/// It holds the server's shared state and responder but not the ``StubServer`` itself, so a
/// server nobody references any more is deinitialised, and stops, even while its threads run.
struct ServerLoop: Sendable {
    /// What the server and its threads share, always under the lock.
    struct State {
        var listener: Int32?
        var url: URL?
        var stopped = false
        /// Sockets being served; ``StubServer/stop()`` interrupts them.
        var open: Set<Int32> = []
        var acceptLoopDone: DispatchSemaphore?
    }

    let state: Protected<State>
    let responder: ServerResponder
    let options: StubServerOptions

    private var isStopped: Bool { state.withLock { $0.stopped } }

    /// Accepts until the server stops; a connection over ``StubServerOptions/maxConnections`` is
    /// answered `503` and closed at once, so it never waits in the kernel's queue.
    func acceptLoop(_ listener: Int32) {
        while !isStopped {
            guard ServerSocket.waitReadable(listener, milliseconds: 100) == .readable,
                let socket = ServerSocket.acceptConnection(listener, sendTimeoutSeconds: Int(options.readTimeout.rounded(.up)))
            else { continue }
            let admitted = state.withLock { state -> Bool in
                guard !state.stopped, state.open.count < options.maxConnections else { return false }
                state.open.insert(socket)
                return true
            }
            guard admitted else {
                _ = ServerSocket.sendAll(
                    socket, HTTPResponse.error(503, ServerMessage.tooManyConnections).serialized(keepAlive: false))
                ServerSocket.closeSocket(socket)
                continue
            }
            Thread.detachNewThread { serve(socket) }
        }
    }

    private func serve(_ socket: Int32) {
        let connection = ServerConnection(socket: socket, responder: responder, options: options) { [state] in
            state.withLock { $0.stopped }
        }
        let stillOpen = connection.serve()
        // Leave the open set before closing, so `stop` never interrupts a number the kernel reused.
        state.withLock { _ = $0.open.remove(socket) }
        if stillOpen { ServerSocket.closeSocket(socket) }
    }
}
