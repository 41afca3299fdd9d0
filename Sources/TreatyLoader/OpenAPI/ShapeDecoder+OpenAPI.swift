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
                shape.discriminator = openAPIDiscriminator(value, document, &context)
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
        if shape.discriminator != nil, shape.oneOf.isEmpty, shape.anyOf.isEmpty, let key = Entries(pairs).keyNode("discriminator")
        {
            // The inheritance style: subtypes `allOf` this schema; a value is checked against it alone.
            context.report(
                .openAPILeftOut(
                    "'discriminator' without 'oneOf' or 'anyOf'", why: Self.discriminatorNote, document, at: context.location(key)
                ))
        }
        if exclusiveFlags.minimum { (shape.exclusiveMinimum, shape.minimum) = (shape.minimum, nil) }
        if exclusiveFlags.maximum { (shape.exclusiveMaximum, shape.maximum) = (shape.maximum, nil) }
        lintFormat(shape, pairs, &context)
        ShapeConsistency(pairs).check(shape, &context)
        return shape
    }

    static let discriminatorNote =
        "a value is checked against this schema only, not against the subtype its discriminator names"

    /// `discriminator`: `propertyName`, and `mapping` values as `#/components/schemas/Name` or a
    /// bare schema name, each checked to exist; an entry naming anything else is left out.
    private func openAPIDiscriminator(_ node: YAMLNode, _ document: OpenAPISource, _ context: inout DecodeContext)
        -> Discriminator?
    {
        guard let entries = context.mapping(node, "'discriminator'").map(Entries.init) else { return nil }
        guard let nameNode = entries["propertyName"], let propertyName = context.string(nameNode, "'propertyName'") else {
            context.report(.openAPIMissing("propertyName", in: "'discriminator'", at: context.location(node)))
            return nil
        }
        var discriminator = Discriminator(propertyName: propertyName)
        for pair in entries["mapping"].flatMap({ context.mapping($0, "'discriminator.mapping'") }) ?? [] {
            guard let value = pair.keyText, let text = context.string(pair.value, "a 'mapping' entry") else { continue }
            // `#/components/schemas/Card`, or the bare name `Card`; another file or a URL is left out.
            let isPointer = text.hasPrefix("#")
            let name =
                isPointer
                ? OpenAPISource.componentName(String(text.dropFirst()), kind: "schemas")
                : text.contains("#") || text.contains("/") ? nil : text
            guard let name else {
                context.report(
                    .openAPILeftOut(
                        "the mapping '\(value)' to '\(text)'",
                        why: "a mapping names a schema of this document's 'components.schemas'",
                        document, at: context.location(pair.value)))
                continue
            }
            guard document.hasComponent("schemas", name) else {
                let hint = document.missingTargetHint(
                    "/components/schemas/" + JSONPointer.escape(name), suggest: context.mayLookForSuggestion())
                context.report(.invalidOpenAPIReference(text, hint: hint, at: context.location(pair.value)))
                continue
            }
            discriminator.mapping.append(
                .init(value: value, reference: SchemaReference(file: file, name: name), location: context.location(pair.value)))
        }
        return discriminator
    }

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
