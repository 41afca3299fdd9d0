import TreatyContract
import TreatyTooling
import TreatyYAML

/// Turns the operations of `paths` into endpoints: parameters (path-level and operation-level,
/// `$ref`s followed), the JSON request body, responses with their headers and JSON bodies, and
/// the operation's credentials.
struct OpenAPIOperationDecoder {
    let source: OpenAPISource
    let options: OpenAPIOptions
    let security: OpenAPISecurity
    /// The base path of `servers[0]`, put in front of every path.
    let pathPrefix: String
    /// `servers[0].url` as written: a path-level `servers` naming the same URL is no news.
    let serverURL: String?
    /// The endpoint ids given so far (set by ``decode(paths:sideBySide:_:)`` when parts join).
    var usedIds: Set<String> = []
    let components = DecodedComponents()
    /// Examples by endpoint id, for the scenario builder (set the same way).
    var examples: [String: OpenAPIEndpointExamples] = [:]
    /// Whether `paths` was decoded in parts side by side, rather than in order (a small document,
    /// or parts whose findings would have differed).
    var joinedParts = false

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    init(source: OpenAPISource, options: OpenAPIOptions, security: OpenAPISecurity, server: OpenAPIServer) {
        self.init(source: source, options: options, security: security, pathPrefix: server.pathPrefix, serverURL: server.url)
    }

    init(source: OpenAPISource, options: OpenAPIOptions, security: OpenAPISecurity, pathPrefix: String, serverURL: String?) {
        self.source = source
        self.options = options
        self.security = security
        self.pathPrefix = pathPrefix
        self.serverURL = serverURL
    }

    var shapes: ShapeDecoder { ShapeDecoder(file: source.file, dialect: .openAPI(source)) }
    var references: OpenAPIReferences { OpenAPIReferences(source: source) }

    mutating func decode(pathItem: YAMLPair, template: String, _ context: inout DecodeContext) -> [Endpoint] {
        guard let pairs = references.object(pathItem.value, "path item '\(template)'", &context) else { return [] }
        let entries = Entries(pairs)
        guard let path = pathTemplate(template, at: context.location(pathItem.key), &context) else { return [] }
        if let node = entries.keyNode("servers"), OpenAPIServer.firstURL(entries["servers"]) != serverURL {
            context.report(
                .openAPILeftOut(
                    "path-level 'servers'", why: "every endpoint uses 'servers[0]'", source, at: context.location(node)))
        }
        var endpoints: [Endpoint] = []
        for pair in pairs {
            guard let method = pair.keyText, Self.methods.contains(method) else { continue }
            // An operation is an object, not a reference, in the specification; yet descriptions
            // written as many files put each operation in one (DigitalOcean's), and bundlers
            // follow such a `$ref` as any other, so it is followed here too.
            let what = "operation '\(method.uppercased()) \(path.raw)'"
            guard let operation = references.object(pair.value, what, &context) else { continue }
            endpoints.append(
                self.operation(
                    at: pair.key, operation, method: method.uppercased(), path: path, shared: entries["parameters"], &context))
        }
        return endpoints
    }

    private func pathTemplate(_ template: String, at location: FileLocation, _ context: inout DecodeContext)
        -> PathTemplate?
    {
        let full = pathPrefix + template
        // Some documents tell variants of one operation apart with a query string or a fragment in
        // the key (OpenAI's `/v1/responses?beta=true`, Box's `/2.0/oauth2/token#refresh`); the
        // spec's paths are templates, and the variant's path would repeat the plain one's, so its
        // operations are left out rather than the document refused.
        let plain = String(template.prefix { $0 != "?" && $0 != "#" })
        if template.hasPrefix("/"), plain.count < template.count, PathTemplate.forbiddenCharacter(in: plain) == nil {
            context.report(
                .openAPILeftOut(
                    "the path '\(template)'",
                    why: "a path with a query string or a fragment is no path template; its operations are not imported",
                    source,
                    at: location))
            return nil
        }
        if let character = PathTemplate.forbiddenCharacter(in: full) {
            context.report(.invalidPathCharacter(full, character: character, inOpenAPI: true, at: location))
            return nil
        }
        if let segment = PathTemplate.dotSegment(in: full) {
            context.report(.dotSegment(full, segment: segment, at: location))
            return nil
        }
        guard full.hasPrefix("/"), let path = PathTemplate(full) else {
            context.report(.invalidPath(full, at: location))
            return nil
        }
        if PathTemplate.isReservedForServe(full) { context.report(.reservedPath(full, at: location)) }
        // A template names each parameter once (a Treaty contract refuses a repeat); Cloudflare's
        // `/accounts/{account_id}/…/accounts/{account_id}` means two accounts, so its operations
        // are left out rather than the document refused.
        let names = path.parameterNames
        if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) })?.element {
            context.report(
                .openAPILeftOut(
                    "the path '\(template)'",
                    why:
                        "it names the parameter '{\(repeated)}' twice, and a path template names each once; "
                        + "its operations are not imported",
                    source, at: location))
            return nil
        }
        return path
    }

    private mutating func operation(
        at key: YAMLNode, _ pairs: [YAMLPair], method: String, path: PathTemplate, shared: YAMLNode?,
        _ context: inout DecodeContext
    ) -> Endpoint {
        let location = context.location(key)
        let entries = Entries(pairs)
        let id = endpointId(entries, method: method, path: path, &context)
        var endpoint = Endpoint(id: id, method: method, path: path, location: location)
        endpoint.summary = entries["summary"]?.scalar?.text
        endpoint.tags = entries["tags"]?.sequence?.compactMap { $0.scalar?.text } ?? []
        var operationExamples = OpenAPIEndpointExamples()
        endpoint.request = request(entries, shared: shared, path: path, examples: &operationExamples, &context)
        if let node = entries["responses"] {
            endpoint.responses = responses(node, examples: &operationExamples, &context)
        } else if source.version == .v30 {
            context.report(.openAPIMissing("responses", in: "operation '\(id)'", at: location))
        } else {
            context.report(.openAPINoResponses(id, at: location))
        }
        for key in ["callbacks", "servers"] {
            if let node = entries.keyNode(key) {
                context.report(
                    .openAPILeftOut(
                        "the operation's '\(key)'", why: "Treaty has no counterpart", source, at: context.location(node)))
            }
        }
        examples[id] = operationExamples
        return endpoint
    }

    /// The `operationId` when it is an identifier, else one derived from it or from method and path,
    /// unique in the document.
    private mutating func endpointId(_ entries: Entries, method: String, path: PathTemplate, _ context: inout DecodeContext)
        -> String
    {
        let operationId = entries["operationId"]?.scalar?.text
        var base: String
        if let operationId, Identifier.isValid(operationId) {
            base = operationId
        } else if let operationId, !operationId.isEmpty {
            base = Identifier.lowerCamel(from: operationId, fallback: method.lowercased())
        } else {
            base = Identifier.lowerCamel(from: method.lowercased() + " " + path.raw, fallback: method.lowercased())
        }
        var id = base
        var counter = 2
        while usedIds.contains(id) {
            id = "\(base)_\(counter)"
            counter += 1
        }
        usedIds.insert(id)
        // A derived name is expected for ids like `list-pets`; a collision deserves a word.
        if let operationId, id != base, let node = entries["operationId"] {
            context.report(.renamedOperation(operationId, to: id, at: context.location(node)))
        }
        return id
    }
}
