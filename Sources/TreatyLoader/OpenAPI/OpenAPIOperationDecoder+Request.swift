import TreatyContract
import TreatyTooling
import TreatyYAML

extension OpenAPIOperationDecoder {
    /// Parameters (operation-level ones replace path-level ones of the same name and location),
    /// credentials from `security`, and the JSON request body.
    func request(
        _ entries: Entries, shared: YAMLNode?, path: PathTemplate, examples: inout OpenAPIEndpointExamples,
        _ context: inout DecodeContext
    ) -> RequestSpec {
        var spec = RequestSpec()
        // By name and location: where each parameter is in `decoded`, and whether the operation's
        // own list declared it (a repeat in one list is the document's mistake, said once).
        var seen: [String: (index: Int, own: Bool)] = [:]
        var decoded: [(location: String, parameter: Parameter)] = []
        func add(_ nodes: [YAMLNode], own: Bool) {
            for node in nodes {
                guard let (location, parameter) = parameter(node, &context) else { continue }
                let key = location + "\u{0}" + (location == "header" ? parameter.name.lowercased() : parameter.name)
                if let earlier = seen[key] {
                    if earlier.own == own {
                        context.report(.repeatedParameter(parameter.name, in: location, at: context.location(node)))
                    }
                    decoded[earlier.index] = (location, parameter)
                    seen[key] = (earlier.index, own)
                } else {
                    seen[key] = (decoded.count, own)
                    decoded.append((location, parameter))
                }
            }
        }
        add(parameterNodes(shared, &context), own: false)
        add(parameterNodes(entries["parameters"], &context), own: true)
        for (location, parameter) in decoded {
            switch location {
            case "path": spec.pathParameters.append(parameter)
            case "query": spec.query.append(parameter)
            default: spec.headers.append(parameter)
            }
        }
        let order = path.parameterNames
        spec.pathParameters.sort { (order.firstIndex(of: $0.name) ?? .max) < (order.firstIndex(of: $1.name) ?? .max) }
        let credentials = security.parameters(operationSecurity: entries["security"], &context)
        spec.headers += credentials.headers.filter { credential in !spec.headers.contains { $0.matches(credential.name) } }
        spec.query += credentials.query.filter { credential in !spec.query.contains { $0.name == credential.name } }
        spec.credentials = credentials.sets
        if let node = entries["requestBody"] { body(node, into: &spec, examples: &examples.requestBody, &context) }
        return spec
    }

    private func parameterNodes(_ node: YAMLNode?, _ context: inout DecodeContext) -> [YAMLNode] {
        guard let node else { return [] }
        return context.sequence(node, "'parameters'") ?? []
    }

    /// One parameter object as (location, parameter); nil for what Treaty leaves out (cookies) or
    /// cannot read. `Accept`, `Content-Type` and `Authorization` header parameters are ignored, as
    /// the OpenAPI specification says.
    private func parameter(_ node: YAMLNode, _ context: inout DecodeContext) -> (String, Parameter)? {
        guard let pointer = DecodedComponents.key(of: node, in: source.file) else { return decodedParameter(node, &context) }
        if let known = components.parameters[pointer] { return known }
        let decoded = decodedParameter(node, &context)
        components.parameters[pointer] = decoded
        return decoded
    }

    private func decodedParameter(_ node: YAMLNode, _ context: inout DecodeContext) -> (String, Parameter)? {
        guard let resolved = references.resolve(node, &context),
            let entries = context.mapping(resolved, "a parameter").map(Entries.init)
        else { return nil }
        let location = context.location(resolved)
        guard let nameNode = entries["name"], let name = context.string(nameNode, "'name'"),
            let inNode = entries["in"], let place = context.string(inNode, "'in'")
        else {
            if let name = entries["name"]?.scalar?.text { context.notes.parametersWithoutPlace.insert(name) }
            context.report(.openAPIMissing(entries["name"] == nil ? "name" : "in", in: "a parameter", at: location))
            return nil
        }
        switch place {
        case "path", "query", "header": break
        case "cookie":
            context.report(
                .openAPILeftOut("the cookie parameter '\(name)'", why: "Treaty does not model cookies", source, at: location))
            return nil
        default:
            context.notes.parametersWithoutPlace.insert(name)
            context.report(
                .invalidValue(
                    "'in'", found: place, expected: "'path', 'query', 'header' or 'cookie'", at: context.location(inNode)))
            return nil
        }
        if place == "header", ["accept", "content-type", "authorization"].contains(name.lowercased()) { return nil }
        let style = parameterStyle(entries, name: name, place: place, &context)
        let explode = entries["explode"].flatMap { context.bool($0, "'explode'") }
        let (shape, schema) = parameterShape(entries, at: location, &context)
        let required = place == "path" || (entries["required"].flatMap { context.bool($0, "'required'") } ?? false)
        let secret = place == "header" && Parameter.credentialHeaderNames.contains(name.lowercased())
        let example = OpenAPIExampleReader(source: source).examples(of: entries, schema: schema, &context).first?.value
        let value = (example ?? defaultValue(schema, &context)).map {
            place == "query" ? Self.oneItem($0, of: shape, exploded: explode ?? ((style ?? .form) == .form)) : $0
        }
        return (
            place,
            Parameter(
                name: name, shape: shape, required: required, secret: secret, example: value,
                location: context.location(nameNode), style: style, explode: explode,
                defaultValue: schemaDefault(schema, &context))
        )
    }

    /// A query parameter's example written as one item of its array (Cloudflare's
    /// `name: { type: array, example: main_series }`, 1,400 times) is that one-item array: the
    /// query `?name=main_series` sends the two alike. Unless the query is exploded, a string
    /// holding its delimiter is left as written, since it would be sent as several items.
    static func oneItem(_ value: JSONValue, of shape: Shape, exploded: Bool) -> JSONValue {
        guard shape.types == [.array] else { return value }
        switch value {
        case .array, .object, .null: return value
        case .string(let text) where !exploded && (text.contains(",") || text.contains(" ") || text.contains("|")):
            return value
        default: return .array([value])
        }
    }

    /// `style`, when Treaty models it for where the parameter is; `label` and `matrix` (path
    /// styles Treaty does not write or read) are left out with a warning, and the value is read
    /// as `simple`'s.
    private func parameterStyle(_ entries: Entries, name: String, place: String, _ context: inout DecodeContext)
        -> ParameterStyle?
    {
        guard let node = entries["style"], let text = context.string(node, "'style'") else { return nil }
        if let style = ParameterStyle(rawValue: text), style.isQueryStyle == (place == "query") { return style }
        context.report(
            .openAPILeftOut(
                "the '\(text)' style of \(place) parameter '\(name)'",
                why: place == "query"
                    ? "a query parameter is read as 'form', 'spaceDelimited', 'pipeDelimited' or 'deepObject'"
                    : "a \(place) parameter is read as 'simple'", source, at: context.location(node)))
        return nil
    }

    /// The parameter's `schema`, or the schema of its single `content` entry.
    private func parameterShape(_ entries: Entries, at location: FileLocation, _ context: inout DecodeContext) -> (
        Shape, YAMLNode?
    ) {
        if let schema = entries["schema"] { return (shapes.shape(schema, &context), schema) }
        if let media = entries["content"]?.mapping?.first, let schema = Entries(media.value.mapping ?? [])["schema"] {
            return (shapes.shape(schema, &context), schema)
        }
        return (Shape(at: location), nil)
    }

    /// A parameter schema's `default`, followed through `$ref`s (a shared `PerPage` schema). A
    /// reference that does not resolve is reported where the schema is read, not again here.
    private func schemaDefault(_ schema: YAMLNode?, _ context: inout DecodeContext) -> JSONValue? {
        guard let schema else { return nil }
        var quiet = context
        guard let node = references.resolve(schema, &quiet)?.mapping.flatMap({ Entries($0)["default"] }) else { return nil }
        return context.json(node, "'default'")
    }

    /// A schema's `default` (or first `enum` value), for parameters without an example.
    private func defaultValue(_ schema: YAMLNode?, _ context: inout DecodeContext) -> JSONValue? {
        guard let entries = schema?.mapping.map(Entries.init) else { return nil }
        if let node = entries["default"] { return context.json(node, "'default'") }
        if let first = entries["enum"]?.sequence?.first { return context.json(first, "'enum'") }
        return nil
    }

    private func body(
        _ node: YAMLNode, into spec: inout RequestSpec, examples: inout [OpenAPIExample], _ context: inout DecodeContext
    ) {
        guard let resolved = references.resolve(node, &context),
            let entries = context.mapping(resolved, "'requestBody'").map(Entries.init)
        else { return }
        spec.bodyRequired = entries["required"].flatMap { context.bool($0, "'required'") } ?? false
        let content =
            entries["content"].flatMap { references.map($0, &context) }.flatMap { context.mapping($0, "'content'") } ?? []
        let listed = MediaTypes.entries(content, what: "the request body as", source, &context)
        spec.mediaTypes = listed.isEmpty ? nil : listed.compactMap(\.keyText)
        let (json, contentType, others) = MediaTypes.pick(listed, acceptingForm: true)
        for other in others {
            // Without a body Treaty reads, every type counts towards the one the stubs check.
            context.report(
                json == nil
                    ? .openAPILeftOut(
                        "the content of the request body as '\(other.keyText ?? "")'",
                        why: "Treaty checks that it is sent as that type when required, not what it holds", source,
                        at: context.location(other.key))
                    : .openAPILeftOut(
                        "the request body as '\(other.keyText ?? "")'",
                        why: MediaTypes.whyLeftOut(other, chosen: contentType, acceptingForm: true), source,
                        at: context.location(other.key)))
        }
        spec.contentType = contentType
        guard let json else {
            // Several types Treaty does not read (`image/png` or `image/jpeg`): a client may send any.
            if others.count > 1 { spec.contentType = MediaTypes.common(others.compactMap(\.keyText)) }
            return
        }
        let media = Entries(json.value.mapping ?? [])
        spec.body = media["schema"].map { shapes.shape($0, &context) } ?? Shape(at: context.location(json.key))
        examples = OpenAPIExampleReader(source: source).examples(of: media, schema: media["schema"], &context)
    }
}
