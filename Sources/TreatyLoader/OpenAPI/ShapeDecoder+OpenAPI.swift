import TreatyContract
import TreatyYAML

/// Which syntax a ``ShapeDecoder`` reads.
enum ShapeDialect {
    /// Treaty's own shapes: unknown and unsupported keywords are errors.
    case treaty
    /// OpenAPI schema objects: `#/components/schemas/…` references, 3.0's boolean
    /// `exclusiveMinimum`, `x-extensible-enum`, and warnings (errors with `--strict`) for what
    /// Treaty leaves out.
    case openAPI(OpenAPISource)
}

extension ShapeDecoder {
    /// Keywords a schema may carry that say nothing about JSON values.
    static let openAPIAnnotations: Set<String> = ["externalDocs", "xml", "example", "examples", "title", "$comment"]

    func openAPIShape(_ pairs: [YAMLPair], _ document: OpenAPISource, at location: SourceLocation, _ context: inout DecodeContext)
        -> Shape
    {
        var shape = Shape(at: location)
        var exclusiveFlags: (minimum: Bool, maximum: Bool) = (false, false)
        for pair in pairs {
            guard let key = pair.keyText else { continue }
            let value = pair.value
            switch key {
            case "$ref":
                if let inlined = openAPIReference(value, document, into: &shape, &context) { return inlined }
            case "exclusiveMinimum" where value.scalar.map(\.resolved.isBool) == true:
                exclusiveFlags.minimum = context.bool(value, "'exclusiveMinimum'") ?? false
            case "exclusiveMaximum" where value.scalar.map(\.resolved.isBool) == true:
                exclusiveFlags.maximum = context.bool(value, "'exclusiveMaximum'") ?? false
            case "x-extensible-enum":
                shape.enumValues = context.sequence(value, "'x-extensible-enum'").map {
                    $0.compactMap { context.json($0, "'x-extensible-enum'") }
                }
                shape.extensible = true
            case "discriminator":
                context.report(
                    .openAPILeftOut("'discriminator'", why: Self.discriminatorNote, document, at: context.location(pair.key)))
            case _ where key.hasPrefix("x-") || Self.openAPIAnnotations.contains(key):
                continue
            case _ where ShapeKeywords.unsupported.contains(key):
                context.report(
                    .openAPILeftOut("'\(key)'", why: "Treaty does not check it", document, at: context.location(pair.key)))
            case _ where ShapeKeywords.known.contains(key):
                apply(key, value, to: &shape, &context)
            default:
                context.report(.openAPIUnknownKeyword(key, allowed: ShapeKeywords.all, at: context.location(pair.key)))
            }
        }
        if exclusiveFlags.minimum { (shape.exclusiveMinimum, shape.minimum) = (shape.minimum, nil) }
        if exclusiveFlags.maximum { (shape.exclusiveMaximum, shape.maximum) = (shape.maximum, nil) }
        lintFormat(shape, pairs, &context)
        ShapeConsistency(pairs).check(shape, &context)
        return shape
    }

    static let discriminatorNote = "the 'oneOf'/'anyOf' branches are still checked, but not the property mapping"

    /// Reads a schema `$ref`: `#/components/schemas/Name` (here or in another file) becomes a named
    /// reference; any other pointer into this document is decoded in place. Returns the inlined
    /// shape when the pointer was inlined.
    private func openAPIReference(
        _ node: YAMLNode, _ document: OpenAPISource, into shape: inout Shape, _ context: inout DecodeContext
    ) -> Shape? {
        guard let text = context.string(node, "'$ref'") else { return nil }
        let hash = text.firstIndex(of: "#") ?? text.endIndex
        let target = String(text[..<hash])
        let pointer = hash < text.endIndex ? String(text[text.index(after: hash)...]) : ""
        if let name = OpenAPISource.componentName(pointer, kind: "schemas") {
            let referenced = target.isEmpty ? file : RelativePath.join(RelativePath.directory(of: file), target)
            shape.ref = context.confined(SchemaReference(file: referenced, name: name), written: text, at: node)
            return nil
        }
        guard target.isEmpty, let resolved = document.node(at: pointer) else {
            let hint =
                target.isEmpty
                ? document.missingTargetHint(pointer, suggest: context.mayLookForSuggestion())
                : "only whole schemas ('file.yaml#/components/schemas/Name') may be referenced in other files"
            context.report(.invalidOpenAPIReference(text, hint: hint, at: context.location(node)))
            return nil
        }
        guard context.enterInlineReference(pointer) else {
            context.report(.invalidOpenAPIReference(text, hint: Diagnostic.referenceCycle, at: context.location(node)))
            return nil
        }
        defer { context.leaveInlineReference(pointer) }
        return self.shape(resolved, &context)
    }
}

extension ResolvedScalar {
    fileprivate var isBool: Bool {
        if case .bool = self { return true }
        return false
    }
}
