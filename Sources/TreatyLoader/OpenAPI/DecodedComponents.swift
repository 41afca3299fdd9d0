import TreatyContract
import TreatyYAML

/// Components decoded once per document, by `$ref` pointer: a real API points hundreds of
/// operations at the same `#/components/responses/Problem` or `…/parameters/Page`, and decoding
/// each use again would cost time and repeat its diagnostics. Owned by one decoder.
final class DecodedComponents {
    struct Response {
        var description: String?
        var headers: [Parameter]
        var body: Shape?
        var contentType: String?
        var examples: [OpenAPIExample]
    }

    /// Response objects by status key and pointer, with the findings decoding them reported.
    var responses: [String: (response: Response?, findings: [Diagnostic])] = [:]
    var parameters: [String: (String, Parameter)?] = [:]

    /// The local pointer of a `{ $ref: "#/…" }` object, or nil for any other node.
    static func pointer(of node: YAMLNode) -> String? {
        guard let pairs = node.mapping, pairs.count == 1, pairs[0].keyText == "$ref",
            let text = pairs[0].value.scalar?.text, text.hasPrefix("#")
        else { return nil }
        return text
    }
}
