/// Writes a ``ParityDocument`` out as OpenAPI YAML: block style for the document's structure,
/// flow style for every schema and parameter, so a case's fragments drop in as written.
extension ParityDocument {
    var yaml: String {
        var lines = [
            "openapi: \(openAPI)",
            "info: { title: Parity, version: \"1\" }",
            "paths:",
            "  \(path):",
        ]
        lines += block("parameters:", pathParameters.map { "- " + $0 }, indent: 4)
        lines.append("    post:")
        lines += operationLines.map { "      " + $0 }
        lines += otherOperations.map { "    " + $0 }
        lines += otherPaths.map { "  " + $0 }
        lines.append("components:")
        lines += block("securitySchemes:", securitySchemes, indent: 2)
        lines.append("  schemas:")
        lines += Self.animals.map { "    " + $0 }
        if let globalSecurity { lines.append("security: \(globalSecurity)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Cat`, `Dog` and `Bird`: three objects a `kind` tells apart, with a second name, `type`,
    /// for a discriminator to move to.
    static let animals = ["Cat", "Dog", "Bird"].map { name in
        "\(name): { type: object, required: [kind], properties: { kind: { type: string }, type: { type: string }, "
            + "\(name.lowercased()): { type: string } } }"
    }

    /// The lines of `post:`, relative to it.
    private var operationLines: [String] {
        var lines: [String] = []
        if let operationId { lines.append("operationId: \(operationId)") }
        if let security { lines.append("security: \(security)") }
        let parameters = standardParameters.filter { !removedParameters.contains($0.name) }.map(\.text) + extraParameters
        lines += block("parameters:", parameters.map { "- " + $0 }, indent: 0)
        if hasRequestBody {
            lines += ["requestBody:", "  required: \(requestBodyRequired)"]
            lines += block("content:", requestContent ?? ["application/json: { schema: \(requestSchema) }"], indent: 2)
        }
        lines += ["responses:", "  \"200\":", "    description: ok"]
        if let responseHeader {
            lines += ["    headers:", "      X-Rate: { required: \(responseHeaderRequired), schema: \(responseHeader) }"]
        }
        lines += block("content:", responseContent ?? ["application/json: { schema: \(responseSchema) }"], indent: 4)
        lines += extraResponses.map { "  " + $0 }
        return lines
    }

    /// `key` and its items indented below it, or nothing when there are none.
    private func block(_ key: String, _ items: [String], indent: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let pad = String(repeating: " ", count: indent)
        return [pad + key] + items.map { pad + "  " + $0 }
    }
}
