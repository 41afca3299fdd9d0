import TreatyContract
import TreatyTooling
import TreatyYAML

/// A documented example value and where the document gives it.
struct OpenAPIExample: Sendable {
    /// The key under `examples:`, or `example` for the single `example:` form.
    var name: String
    var value: JSONValue
    var location: FileLocation
    /// The YAML the value was read from, so a finding inside it can point at its own line.
    var node: YAMLNode? = nil
}

/// The examples of one operation, kept beside the endpoint until the schema table is complete and
/// scenarios can be built and checked (see ``OpenAPIScenarioBuilder``).
struct OpenAPIEndpointExamples: Sendable {
    var responses: [StatusPattern: [OpenAPIExample]] = [:]
    var requestBody: [OpenAPIExample] = []
}

/// Reads `example`, `examples` (with `$ref`s to `components.examples`) and, failing those, the
/// schema's own `example` from a media type or parameter object.
struct OpenAPIExampleReader {
    let source: OpenAPISource

    func examples(of entries: Entries, schema: YAMLNode?, _ context: inout DecodeContext) -> [OpenAPIExample] {
        var result: [OpenAPIExample] = []
        if let node = entries["example"], let value = context.json(node, "'example'") {
            result.append(OpenAPIExample(name: "example", value: value, location: context.location(node), node: node))
        }
        for pair in entries["examples"].flatMap({ context.mapping($0, "'examples'") }) ?? [] {
            guard let name = pair.keyText,
                let object = OpenAPIReferences(source: source).resolve(pair.value, &context)?.mapping.map(Entries.init)
            else { continue }
            if let value = object["value"], let json = context.json(value, "'value'") {
                result.append(OpenAPIExample(name: name, value: json, location: context.location(value), node: value))
            } else if let external = object.keyNode("externalValue") {
                context.report(
                    .openAPILeftOut(
                        "the external example '\(name)'", why: "Treaty reads no URLs; copy the value in", source,
                        at: context.location(external)))
            }
        }
        if result.isEmpty, let schema = schema?.mapping.map(Entries.init), let node = schema["example"],
            let value = context.json(node, "'example'")
        {
            result.append(OpenAPIExample(name: "example", value: value, location: context.location(node), node: node))
        }
        return result
    }
}
