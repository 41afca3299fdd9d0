/// What the connection does with one request: answer it, or play a transport scenario.
enum ServerAction: Equatable {
    /// Write this response.
    case respond(HTTPResponse)
    /// `timedOut`: keep the connection open and never answer, until the client gives up, the
    /// hold timeout passes or the server stops.
    case hold
    /// Connection-level failures (`notConnectedToInternet`, `networkConnectionLost`, …): close
    /// with a TCP reset, so the client sees its connection dropped.
    case reset
    /// `badServerResponse`: a malformed status line, then close.
    case garbage
}
