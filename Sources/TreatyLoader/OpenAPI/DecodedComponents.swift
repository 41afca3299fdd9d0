import TreatyContract
import TreatyTooling
import TreatyYAML

/// Components decoded once per document, by `$ref` target: a real API points hundreds of
/// operations at the same `#/components/responses/Problem` or `…/parameters/Page`, and decoding
/// each use again would cost time and repeat its diagnostics. Owned by one decoder.
final class DecodedComponents {
    struct Response {
        var description: String?
        var headers: [Parameter]
        var body: Shape?
        var contentType: String?
        var mediaTypes: [String]?
        var examples: [OpenAPIExample]
    }

    /// Response objects by status key and pointer, with the findings decoding them reported.
    var responses: [String: (response: Response?, findings: [Diagnostic])] = [:]
    var parameters: [String: (String, Parameter)?] = [:]

    /// The target of a `{ $ref: … }` object written in `file` (``ReferenceTarget/key``), or nil for
    /// any other node and for a URL, which is never followed.
    static func key(of node: YAMLNode, in file: String) -> String? {
        guard let text = ReferenceTarget.reference(node), !ReferenceTarget.isURL(text) else { return nil }
        return ReferenceTarget.key(of: text, writtenIn: node.documentName ?? file)
    }
}
