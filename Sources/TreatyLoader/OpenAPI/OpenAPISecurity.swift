import TreatyContract
import TreatyTooling
import TreatyYAML

/// `securitySchemes` and `security` requirements, as the secret headers and query parameters a
/// request must carry.
///
/// Bearer, OAuth 2 and OpenID Connect become `Authorization: Bearer …`, HTTP basic
/// `Authorization: Basic …`, an API key a header or query parameter of its name. Each is
/// `secret`, so its value only ever comes from the environment. An operation's `security`
/// replaces the document's. Alternatives that need the same headers and query parameters are
/// joined into one; alternatives in different places are each declared optional, and the request
/// carries them as ``CredentialSet``s, one of which it must send in full. An empty alternative
/// (`{}`) makes the credentials optional.
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
    ///
    /// Alternatives that put their credentials in the same places are one requirement whose
    /// patterns join: Stripe's `[{basicAuth: []}, {bearerAuth: []}]` is an `Authorization` header
    /// matching `^(?:Basic |Bearer )`, so a client using either passes.
    func parameters(operationSecurity: YAMLNode?, _ context: inout DecodeContext) -> (
        headers: [Parameter], query: [Parameter], sets: [CredentialSet]?
    ) {
        guard let requirement = operationSecurity ?? rootRequirement, let alternatives = requirement.sequence,
            let first = alternatives.first
        else { return ([], [], nil) }
        let optional = alternatives.contains { $0.mapping?.isEmpty == true }
        var (headers, query) = credentials(first, required: !optional)
        var elsewhere: [(headers: [Parameter], query: [Parameter])] = []
        for other in alternatives.dropFirst() where other.mapping?.isEmpty == false {
            let (otherHeaders, otherQuery) = credentials(other, required: !optional)
            guard Self.samePlaces(headers, otherHeaders), Self.samePlaces(query, otherQuery) else {
                elsewhere.append((otherHeaders, otherQuery))
                continue
            }
            headers = zip(headers, otherHeaders).map(Self.joined)
        }
        guard !elsewhere.isEmpty else { return (headers, query, nil) }
        // A client may send another alternative's credentials instead (Cloudflare's email and key,
        // or a token): each is checked when sent, none required alone, and one set in full is.
        var sets = [CredentialSet(headers: headers.map(\.name), query: query.map(\.name))]
        for other in elsewhere {
            let set = CredentialSet(headers: other.headers.map(\.name), query: other.query.map(\.name))
            if !sets.contains(set) { sets.append(set) }
            for header in other.headers {
                // The same header in two alternatives (`Bearer` alone, `Basic` with an organisation
                // header) takes either's values.
                guard let index = headers.firstIndex(where: { $0.matches(header.name) }) else {
                    headers.append(header)
                    continue
                }
                headers[index] = Self.joined(headers[index], header)
            }
            query += other.query.filter { item in !query.contains { $0.name == item.name } }
        }
        for index in headers.indices { headers[index].required = false }
        for index in query.indices { query[index].required = false }
        return (headers, query, optional ? nil : sets)
    }

    /// The headers and query parameters one alternative of a `security` requirement needs.
    private func credentials(_ alternative: YAMLNode, required: Bool) -> (headers: [Parameter], query: [Parameter]) {
        var headers: [Parameter] = []
        var query: [Parameter] = []
        for pair in alternative.mapping ?? [] {
            guard let name = pair.keyText, var scheme = schemes[name] else { continue }
            scheme.parameter.required = required
            if scheme.query {
                query.append(scheme.parameter)
            } else if !headers.contains(where: { $0.matches(scheme.parameter.name) }) {
                headers.append(scheme.parameter)
            }
        }
        return (headers, query)
    }

    private static func samePlaces(_ first: [Parameter], _ second: [Parameter]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { $0.matches($1.name) }
    }

    /// `first` accepting what `second` does too: their `^…` prefixes joined, or any value when one
    /// of them has no pattern.
    private static func joined(_ first: Parameter, _ second: Parameter) -> Parameter {
        var parameter = first
        guard let one = first.shape.pattern, let other = second.shape.pattern, one != other else {
            if first.shape.pattern != second.shape.pattern { parameter.shape.pattern = nil }
            return parameter
        }
        guard one.hasPrefix("^"), other.hasPrefix("^") else {
            parameter.shape.pattern = nil
            return parameter
        }
        let prefixes = [one, other].flatMap { pattern -> [String] in
            guard pattern.hasPrefix("^(?:"), pattern.hasSuffix(")") else { return [String(pattern.dropFirst())] }
            return pattern.dropFirst(4).dropLast().split(separator: "|").map(String.init)
        }
        var unique: [String] = []
        for prefix in prefixes where !unique.contains(prefix) { unique.append(prefix) }
        parameter.shape.pattern = "^(?:" + unique.joined(separator: "|") + ")"
        return parameter
    }

    private static func scheme(
        _ node: YAMLNode, at location: FileLocation, _ source: OpenAPISource, _ context: inout DecodeContext
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
