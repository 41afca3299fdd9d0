import Foundation
import TreatyContract
import TreatyTooling
import TreatyYAML

/// Follows non-schema `$ref`s (`#/components/parameters/limit`, `…/responses/NotFound`,
/// `paths/pets.yaml`, `../shared/errors.yaml#/NotFound`) to the object they name, reporting
/// references that do not resolve, lead out of the project, or loop.
struct OpenAPIReferences {
    let source: OpenAPISource
    /// The most `$ref` hops followed for one object; a chain longer than this is reported as a cycle.
    static let maximumHops = 32

    /// The object `node` stands for: itself, or the end of its `$ref` chain; nil when that fails.
    func resolve(_ node: YAMLNode, _ context: inout DecodeContext) -> YAMLNode? {
        var current = node
        var seen: Set<String> = []
        for _ in 0..<Self.maximumHops {
            guard let refNode = current.mapping.flatMap({ Entries($0)["$ref"] }) else { return current }
            guard let text = context.string(refNode, "'$ref'") else { return nil }
            guard let target = source.target(of: text, at: refNode, &context) else { return nil }
            guard seen.insert(target.key).inserted else {
                context.report(.invalidOpenAPIReference(text, hint: Diagnostic.referenceCycle, at: context.location(refNode)))
                return nil
            }
            current = target.node
        }
        context.report(
            .invalidOpenAPIReference(
                "(a chain of \(Self.maximumHops) references)",
                hint: "a chain of more than \(Self.maximumHops) references is not followed", at: context.location(node)))
        return nil
    }

    /// The entries of the object `node` stands for: its own, or its `$ref` target's, with the keys
    /// written beside the `$ref` in front, in place of the target's. OpenAPI 3.0 ignores such
    /// keys, but bundlers merge them, and descriptions in many files rely on it (Algolia's
    /// `post: { operationId: customPost, requestBody: …, $ref: ../schemas/CustomRequest.yml#/customRequest }`).
    /// Nil when the reference leads nowhere or the object is no mapping (reported).
    func object(_ node: YAMLNode, _ what: @autoclosure () -> String, _ context: inout DecodeContext) -> [YAMLPair]? {
        guard let resolved = resolve(node, &context), let target = context.mapping(resolved, what()) else { return nil }
        guard let pairs = node.mapping, pairs.count > 1, pairs.contains(where: { $0.keyText == "$ref" }) else { return target }
        let siblings = pairs.filter { $0.keyText != "$ref" }
        let written = Set(siblings.compactMap(\.keyText))
        return siblings + target.filter { !written.contains($0.keyText ?? "") }
    }

    /// A map (`responses`, `headers`, `content`) that is itself `{ $ref: … }`, followed: the
    /// specification lets only the map's values be references, yet descriptions in many files
    /// keep a whole map elsewhere (Algolia's `responses: { $ref: '#/Responses' }`), and bundlers
    /// follow it. Any other node is itself; nil when the reference leads nowhere (reported).
    func map(_ node: YAMLNode, _ context: inout DecodeContext) -> YAMLNode? {
        ReferenceTarget.reference(node) == nil ? node : resolve(node, &context)
    }
}

/// Media types: which `content` entry holds the JSON body Treaty checks.
enum MediaTypes {
    /// The entries of a `content` map whose keys are media types; any other key (Cloudflare writes
    /// `string` and `undefined`) is reported as left out: a stub would send it as `Content-Type`.
    static func entries(_ content: [YAMLPair], what: String, _ source: OpenAPISource, _ context: inout DecodeContext)
        -> [YAMLPair]
    {
        content.filter { pair in
            let key = pair.keyText ?? ""
            if MediaType.isValid(key) { return true }
            context.report(
                .openAPILeftOut(
                    "\(what) '\(key.visiblyEscaped)'", why: "it is no media type ('type/subtype', such as 'text/csv')",
                    source, at: context.location(pair.key)))
            return false
        }
    }

    /// One media type standing for all of `types`: `image/*` for images alone, else `*/*`.
    static func common(_ types: [String]) -> String {
        let tops = Set(types.map { $0.split(separator: "/").first.map { $0.lowercased() } ?? "" })
        guard tops.count == 1, let top = tops.first, !top.isEmpty, top != "*" else { return "*/*" }
        return top + "/*"
    }

    /// Why a `content` entry other than the chosen one is left out: it is not JSON, or it is a
    /// second JSON type (`application/scim+json` beside `application/json`) and a request or
    /// response has one body in a contract.
    static func whyLeftOut(_ other: YAMLPair, chosen: String?, acceptingForm: Bool = false) -> String {
        let type = other.keyText ?? ""
        if let chosen, MediaType.isJSON(type) {
            return "Treaty checks one JSON body per request or response, the first: '\(chosen)'"
        }
        if let chosen, !acceptingForm, !MediaType.isJSON(chosen) {
            return "a response has one body in a contract, the first: '\(chosen)'"
        }
        if let chosen, acceptingForm, FormFields.isFormMediaType(type) || MultipartForm.isMultipartMediaType(type) {
            return "Treaty checks one body per request, a JSON one before a form one before a multipart one: '\(chosen)'"
        }
        return acceptingForm ? "Treaty checks JSON, form and multipart bodies only" : "Treaty checks JSON bodies only"
    }

    /// The JSON entry of a `content` map: the first JSON media type, else a wildcard (`*/*`,
    /// `application/*`), which is read as JSON, else, for a request body (`acceptingForm`), an
    /// `application/x-www-form-urlencoded` one (Stripe's and Twilio's every request), else a
    /// `multipart/form-data` one (file uploads). The rest are returned so they can be reported.
    static func pick(_ pairs: [YAMLPair], acceptingForm: Bool = false) -> (
        json: YAMLPair?, contentType: String?, others: [YAMLPair]
    ) {
        let json = pairs.first { MediaType.isJSON($0.keyText ?? "") }
        let wildcard = pairs.first { ["*/*", "application/*"].contains($0.keyText ?? "") }
        let form =
            acceptingForm && json == nil && wildcard == nil
            ? pairs.first { FormFields.isFormMediaType($0.keyText ?? "") }
                ?? pairs.first { MultipartForm.isMultipartMediaType($0.keyText ?? "") } : nil
        guard let chosen = json ?? wildcard ?? form else { return (nil, pairs.first?.keyText, pairs) }
        let contentType = json?.keyText ?? (wildcard != nil ? "application/json" : form?.keyText)
        let others = pairs.filter { $0.keyText != chosen.keyText && $0.keyText != wildcard?.keyText }
        return (chosen, contentType, others)
    }
}
