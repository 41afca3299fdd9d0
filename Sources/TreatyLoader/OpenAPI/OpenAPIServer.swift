import Foundation
import TreatyContract
import TreatyYAML

/// `servers[0]`, split into the origin live checks go to and the base path every endpoint path
/// starts with.
///
/// Treaty paths are absolute on the host, so `url: https://api.example.com/v1` with path `/pets`
/// becomes base URL `https://api.example.com` and endpoint path `/v1/pets`: the stubbed client and
/// the live check then see the same path the real server does. Server variables take their
/// `default`.
struct OpenAPIServer {
    var origin: String?
    var pathPrefix = ""
    /// `servers[0].url` as written, to tell a path-level `servers` that repeats it from one that differs.
    var url: String?

    /// The URL of the first entry of a `servers` list, as written.
    static func firstURL(_ node: YAMLNode?) -> String? {
        node?.sequence?.first?.mapping.flatMap { Entries($0)["url"]?.scalar?.text }
    }

    init(_ node: YAMLNode?, _ context: inout DecodeContext) {
        guard let node, let servers = context.sequence(node, "'servers'"), let first = servers.first,
            let entries = context.mapping(first, "a server").map(Entries.init),
            let urlNode = entries["url"], var text = context.string(urlNode, "'servers[0].url'")
        else { return }
        url = text
        for variable in entries["variables"]?.mapping ?? [] {
            guard let name = variable.keyText, let value = Entries(variable.value.mapping ?? [])["default"]?.scalar?.text
            else { continue }
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        // A URL with a scheme must be one live checks can use: 'javascript:', 'file:' or
        // 'user:password@' is an error here, never a contract without a base URL.
        if URL(string: text)?.scheme != nil,
            let problem = ServerAddress.baseURLProblem(text, "'servers[0].url'", at: context.location(urlNode))
        {
            context.report(problem)
            return
        }
        if let url = URL(string: text), let scheme = url.scheme, let host = url.host {
            let port = url.port.map { ":\($0)" } ?? ""
            origin = "\(scheme)://\(host)\(port)"
            pathPrefix = Self.trimmed(url.path)
        } else if text.hasPrefix("/") {
            pathPrefix = Self.trimmed(text)
        }
    }

    /// `/v1/` → `/v1`, `/` → ``.
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
