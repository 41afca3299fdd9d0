import Foundation
import TreatyContract

/// A method and path template a request can match: a contract endpoint, or an ad-hoc route a
/// test stubbed without a contract (its id is then `METHOD /path`).
struct StubRoute: Sendable {
    let id: String
    let method: String
    let template: PathTemplate
    /// The contract endpoint behind the route, when there is one; requests to it are verified.
    let endpoint: Endpoint?
    /// The template's literal text before its first parameter: a cheap first test on the hot path.
    let leadingLiteral: String
    /// How much of the template is literal text: the more specific of two matches wins.
    let literalLength: Int

    init(endpoint: Endpoint) {
        self.init(id: endpoint.id, method: endpoint.method, template: endpoint.path, endpoint: endpoint)
    }

    init(method: String, template: PathTemplate) {
        self.init(id: "\(method.uppercased()) \(template.raw)", method: method.uppercased(), template: template, endpoint: nil)
    }

    /// Computed once per route, not per request: a session matches each request against every route.
    private init(id: String, method: String, template: PathTemplate, endpoint: Endpoint?) {
        self.id = id
        self.method = method
        self.template = template
        self.endpoint = endpoint
        if case .literal(let text)? = template.segments.first { leadingLiteral = text } else { leadingLiteral = "" }
        literalLength = template.segments.reduce(0) { total, segment in
            if case .literal(let text) = segment { return total + text.count }
            return total
        }
    }

    /// The raw (still percent-encoded) path parameter values when `method` and `path` match.
    func match(method: String, path: String) -> [String: String]? {
        guard method == self.method, path.hasPrefix(leadingLiteral) else { return nil }
        return template.match(path)
    }

    /// `METHOD /template`, for messages.
    var summary: String { "\(method) \(template.raw)" }
}

extension PathTemplate {
    /// Matches a percent-encoded path; returns each parameter's raw value, or nil when the path
    /// does not fit. A parameter takes at least one character and never spans a `/`.
    func match(_ path: String) -> [String: String]? {
        var values: [String: String] = [:]
        var rest = Substring(path)
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .literal(let text):
                guard rest.hasPrefix(text) else { return nil }
                rest = rest.dropFirst(text.count)
            case .parameter(let name):
                let value = parameterValue(in: rest, before: nextLiteral(after: position))
                guard let value, !value.isEmpty, !value.contains("/") else { return nil }
                values[name] = String(value)
                rest = rest.dropFirst(value.count)
            }
        }
        return rest.isEmpty ? values : nil
    }

    private func nextLiteral(after position: Int) -> String? {
        guard position + 1 < segments.count, case .literal(let text) = segments[position + 1] else { return nil }
        return text
    }

    private func parameterValue(in rest: Substring, before literal: String?) -> Substring? {
        guard let literal else { return rest }
        guard let range = rest.range(of: literal) else { return nil }
        return rest[..<range.lowerBound]
    }
}
