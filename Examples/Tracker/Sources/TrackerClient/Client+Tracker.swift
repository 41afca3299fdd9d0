import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Client {
    /// The generated client as the app configures it: on `session` through URLSessionTransport,
    /// signed in with `token`, dates written as RFC 3339 instants.
    ///
    /// The app passes the server's URL from the document (`try Servers.Server1.url()`) and
    /// `.shared`; tests pass a stub session's URL and session, and nothing else changes.
    public static func tracker(serverURL: URL, token: String, session: URLSession = .shared) -> Client {
        Client(
            serverURL: serverURL,
            configuration: Configuration(dateTranscoder: .iso8601),
            transport: URLSessionTransport(configuration: .init(session: session)),
            middlewares: [BearerTokenMiddleware(token: token)]
        )
    }
}
