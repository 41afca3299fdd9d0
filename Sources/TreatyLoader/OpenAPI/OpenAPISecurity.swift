import TreatyContract
import TreatyYAML

/// `securitySchemes` and `security` requirements, as the secret headers and query parameters a
/// request must carry.
///
/// Bearer, OAuth 2 and OpenID Connect become `Authorization: Bearer …`, HTTP basic
/// `Authorization: Basic …`, an API key a header or query parameter of its name. Each is
/// `secret`, so its value only ever comes from the environment. An operation's `security`
/// replaces the document's; of several alternatives the first is used, and an empty
/// alternative (`{}`) makes the credentials optional.
struct OpenAPISecurity {
    private var schemes: [String: (parameter: Parameter, query: Bool)] = [:]
    private var rootRequirement: YAMLNode?
    private let source: OpenAPISource

    init(source: OpenAPISource, root: Entries, _ context: inout DecodeContext) {
        self.source = source
        rootRequirement = root["security"]
        let components = root["components"]?.mapping.map(Entries.init)
        let references = OpenAPIReferences(source: source)
        let section = components?["securitySchemes"].flatMap { references.map($0, &context) }
        for pair in section?.mapping ?? [] {
            guard let name = pair.keyText else { continue }
            // A scheme may be a reference, into this document or another file.
            guard let node = references.resolve(pair.value, &context) else { continue }
            if let scheme = Self.scheme(node, at: context.location(pair.key), source, &context) { schemes[name] = scheme }
        }
    }

    /// The credentials an operation needs: headers and query parameters, all secret.
    func parameters(operationSecurity: YAMLNode?, _ context: inout DecodeContext) -> (headers: [Parameter], query: [Parameter]) {
        guard let requirement = operationSecurity ?? rootRequirement, let alternatives = requirement.sequence,
            let first = alternatives.first
        else { return ([], []) }
        let optional = alternatives.contains { $0.mapping?.isEmpty == true }
        var headers: [Parameter] = []
        var query: [Parameter] = []
        for pair in first.mapping ?? [] {
            guard let name = pair.keyText, var scheme = schemes[name] else { continue }
            scheme.parameter.required = !optional
            if scheme.query {
                query.append(scheme.parameter)
            } else if !headers.contains(where: { $0.matches(scheme.parameter.name) }) {
                headers.append(scheme.parameter)
            }
        }
        return (headers, query)
    }

    private static func scheme(
        _ node: YAMLNode, at location: SourceLocation, _ source: OpenAPISource, _ context: inout DecodeContext
    ) -> (parameter: Parameter, query: Bool)? {
        let entries = Entries(node.mapping ?? [])
        let type = entries["type"]?.scalar?.text ?? ""
        func header(_ name: String, pattern: String?) -> (Parameter, Bool) {
            var shape = Shape(at: location)
            shape.types = [.string]
            shape.pattern = pattern
            return (Parameter(name: name, shape: shape, required: true, secret: true, location: location), false)
        }
        switch type {
        case "http":
            let scheme = entries["scheme"]?.scalar?.text.lowercased() ?? ""
            if scheme == "basic" { return header("Authorization", pattern: "^Basic ") }
            if scheme == "bearer" { return header("Authorization", pattern: "^Bearer ") }
            return header("Authorization", pattern: nil)
        case "oauth2", "openIdConnect":
            return header("Authorization", pattern: "^Bearer ")
        case "apiKey":
            guard let name = entries["name"]?.scalar?.text else { return nil }
            switch entries["in"]?.scalar?.text {
            case "header": return header(name, pattern: nil)
            case "query":
                var shape = Shape(at: location)
                shape.types = [.string]
                return (Parameter(name: name, shape: shape, required: true, secret: true, location: location), true)
            default:
                context.report(
                    .openAPILeftOut("the cookie API key '\(name)'", why: "Treaty does not model cookies", source, at: location))
                return nil
            }
        default:
            context.report(
                .openAPILeftOut(
                    "the security scheme type '\(type)'", why: "Treaty knows http, apiKey, oauth2 and openIdConnect", source,
                    at: location))
            return nil
        }
    }
}
