import TreatyContract
import TreatyTooling
import TreatyYAML

extension OpenAPIOperationDecoder {
    /// `responses`, sorted by status pattern as Treaty's own responses are; each with its headers
    /// (`Content-Type` aside, as the specification says) and its JSON body.
    func responses(_ node: YAMLNode, examples: inout OpenAPIEndpointExamples, _ context: inout DecodeContext)
        -> [ResponseSpec]
    {
        guard let node = references.map(node, &context), let pairs = context.mapping(node, "'responses'") else { return [] }
        var responses: [ResponseSpec] = []
        var keys = StatusKeys()
        for pair in pairs {
            if pair.keyText?.hasPrefix("x-") == true { continue }
            guard let (key, status) = keys.status(of: pair, &context) else { continue }
            var response = ResponseSpec(status: status, location: context.location(pair.key))
            if let decoded = responseObject(pair.value, key: key, &context) {
                response.description = decoded.description
                response.headers = decoded.headers
                response.body = decoded.body
                response.contentType = decoded.contentType
                response.mediaTypes = decoded.mediaTypes
                examples.responses[status] = decoded.examples
            }
            responses.append(response)
        }
        return responses.sorted { $0.status < $1.status }
    }

    /// One response object, a `$ref` to `components.responses` decoded once per pointer and status
    /// key: its findings are replayed on every later use, so the diagnostics are exactly those of
    /// decoding it again. A reference that does not resolve is not remembered, since its findings
    /// point at the `$ref` that uses it.
    private func responseObject(_ node: YAMLNode, key: String, _ context: inout DecodeContext) -> DecodedComponents.Response? {
        guard let pointer = DecodedComponents.key(of: node, in: source.file) else {
            return references.resolve(node, &context).flatMap { decodedResponse($0, key: key, &context) }
        }
        // The status key is part of the entry: messages about a response object name it.
        let entry = key + " " + pointer
        if let known = components.responses[entry] {
            context.report(known.findings)
            return known.response
        }
        let start = context.diagnostics.count
        guard let resolved = references.resolve(node, &context) else { return nil }
        let decoded = decodedResponse(resolved, key: key, &context)
        components.responses[entry] = (decoded, Array(context.diagnostics[start...]))
        return decoded
    }

    private func decodedResponse(_ resolved: YAMLNode, key: String, _ context: inout DecodeContext)
        -> DecodedComponents.Response?
    {
        guard let entries = context.mapping(resolved, "response '\(key)'").map(Entries.init) else { return nil }
        var spec = ResponseSpec(status: .default, location: context.location(resolved))
        // In document order (headers, content, links), so "first use" findings keep their place.
        let headers = headers(entries["headers"], &context)
        let examples = body(entries["content"], into: &spec, &context)
        if let links = entries.keyNode("links") {
            context.report(.openAPILeftOut("'links'", why: "Treaty has no counterpart", source, at: context.location(links)))
        }
        return DecodedComponents.Response(
            description: entries["description"]?.scalar?.text, headers: headers, body: spec.body,
            contentType: spec.contentType, mediaTypes: spec.mediaTypes, examples: examples)
    }

    private func headers(_ node: YAMLNode?, _ context: inout DecodeContext) -> [Parameter] {
        guard let node = node.flatMap({ references.map($0, &context) }), let pairs = context.mapping(node, "'headers'") else {
            return []
        }
        return pairs.compactMap { pair in
            guard let name = pair.keyText, name.lowercased() != "content-type",
                let resolved = references.resolve(pair.value, &context),
                let entries = context.mapping(resolved, "header '\(name)'").map(Entries.init)
            else { return nil }
            let schema =
                entries["schema"] ?? entries["content"]?.mapping?.first.flatMap { Entries($0.value.mapping ?? [])["schema"] }
            let shape = schema.map { shapes.shape($0, &context) } ?? Shape(at: context.location(pair.key))
            let required = entries["required"].flatMap { context.bool($0, "'required'") } ?? false
            let example = OpenAPIExampleReader(source: source).examples(of: entries, schema: schema, &context).first?.value
            return Parameter(name: name, shape: shape, required: required, example: example, location: context.location(pair.key))
        }
    }

    /// Sets the response's JSON body and content type; returns the JSON examples. Without a JSON
    /// entry, the first one is the response's content type, its content unread: its text
    /// examples are returned, served as written.
    private func body(_ node: YAMLNode?, into response: inout ResponseSpec, _ context: inout DecodeContext) -> [OpenAPIExample] {
        guard let node = node.flatMap({ references.map($0, &context) }), let content = context.mapping(node, "'content'") else {
            return []
        }
        let listed = MediaTypes.entries(content, what: "the body", source, &context)
        response.mediaTypes = listed.isEmpty ? nil : listed.compactMap(\.keyText)
        let (json, contentType, others) = MediaTypes.pick(listed)
        for other in others {
            let unread = json == nil && other.keyText == contentType
            context.report(
                .openAPILeftOut(
                    unread ? "the content of the '\(other.keyText ?? "")' body" : "the '\(other.keyText ?? "")' body",
                    why: !unread
                        ? MediaTypes.whyLeftOut(other, chosen: contentType)
                        : MediaType.isText(other.keyText ?? "")
                            ? "Treaty checks its Content-Type and serves its text example as written"
                            : "Treaty checks its Content-Type; a Treaty contract can name a fixture of its bytes",
                    source, at: context.location(other.key))
            )
        }
        response.contentType = contentType
        guard let json else { return textExamples(others.first, &context) }
        let media = Entries(json.value.mapping ?? [])
        response.body = media["schema"].map { shapes.shape($0, &context) } ?? Shape(at: context.location(json.key))
        return OpenAPIExampleReader(source: source).examples(of: media, schema: media["schema"], &context)
    }

    /// The string examples of a text media type Treaty does not read (`text/html`, `text/csv`);
    /// any other example (an object for `application/xml`, a PDF's bytes written as a string)
    /// has no text to serve and is reported.
    private func textExamples(_ media: YAMLPair?, _ context: inout DecodeContext) -> [OpenAPIExample] {
        guard let media, let entries = media.value.mapping.map(Entries.init) else { return [] }
        let examples = OpenAPIExampleReader(source: source).examples(of: entries, schema: entries["schema"], &context)
        let type = media.keyText ?? ""
        let format = entries["schema"]?.mapping.flatMap { Entries($0)["format"]?.scalar?.text }
        guard MediaType.isText(type), format != "binary", format != "byte" else {
            for example in examples {
                context.report(
                    .openAPILeftOut(
                        "the example '\(example.name)' of the '\(type)' body",
                        why: "the document does not hold the bytes the API sends; a Treaty contract can name a fixture of them",
                        source, at: example.location))
            }
            return []
        }
        return examples.filter {
            if case .string(let text) = $0.value {
                guard let problem = FixtureChecker.textProblem(Array(text.utf8)) else { return true }
                context.report(
                    .openAPILeftOut(
                        "the example '\($0.name)' of the '\(media.keyText ?? "")' body", why: problem.message, source,
                        at: $0.location))
                return false
            }
            context.report(
                .openAPILeftOut(
                    "the example '\($0.name)' of the '\(media.keyText ?? "")' body",
                    why: "it is not a string, and Treaty serves the body of a type it does not read as written",
                    source, at: $0.location))
            return false
        }
    }
}
