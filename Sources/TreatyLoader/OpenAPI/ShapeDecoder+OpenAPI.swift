import TreatyContract
import TreatyTooling
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

    func openAPIShape(_ pairs: [YAMLPair], _ document: OpenAPISource, at location: FileLocation, _ context: inout DecodeContext)
        -> Shape
    {
        var shape = Shape(at: location)
        var exclusiveFlags: (minimum: Bool, maximum: Bool) = (false, false)
        for pair in pairs {
            guard let key = pair.keyText else { continue }
            let value = pair.value
            let keyword = ShapeKeyword.named[key]
            switch keyword {
            case .ref?:
                if let inlined = openAPIReference(value, document, into: &shape, &context) { return inlined }
            case .exclusiveMinimum? where value.scalar.map(\.resolved.isBool) == true:
                exclusiveFlags.minimum = context.bool(value, "'exclusiveMinimum'") ?? false
            case .exclusiveMaximum? where value.scalar.map(\.resolved.isBool) == true:
                exclusiveFlags.maximum = context.bool(value, "'exclusiveMaximum'") ?? false
            case .discriminator?:
                shape.discriminator = openAPIDiscriminator(value, document, &context)
            case let keyword?:
                apply(keyword, value, to: &shape, &context)
            case nil:
                openAPIOther(pair, document, into: &shape, &context)
            }
        }
        if shape.discriminator != nil, shape.oneOf.isEmpty, shape.anyOf.isEmpty, let key = Entries(pairs).keyNode("discriminator")
        {
            // The inheritance style: subtypes `allOf` this schema. Which they are is known once
            // every schema is decoded (``InheritanceDiscriminators``), which keeps it or leaves it out.
            context.notes.branchlessDiscriminators[shape.location] = context.location(key)
        }
        if shape.requiresNamesFromBranches { context.notes.requiredFromBranches = true }
        if exclusiveFlags.minimum { (shape.exclusiveMinimum, shape.minimum) = (shape.minimum, nil) }
        if exclusiveFlags.maximum { (shape.exclusiveMaximum, shape.maximum) = (shape.maximum, nil) }
        lintFormat(shape, pairs, &context)
        ShapeConsistency(pairs).check(shape, &context)
        shape.unmodelled.sort { $0.name < $1.name }
        shape.annotations.sort { $0.name < $1.name }
        return shape
    }

    /// A key that is no keyword Treaty reads into a field: `x-extensible-enum`, an annotation
    /// (carried silently when OpenAPI allows it), an extension, a keyword Treaty leaves out
    /// (reported), or an unknown one (reported).
    private func openAPIOther(
        _ pair: YAMLPair, _ document: OpenAPISource, into shape: inout Shape, _ context: inout DecodeContext
    ) {
        guard let key = pair.keyText else { return }
        let value = pair.value
        switch key {
        case "x-extensible-enum":
            shape.enumValues = context.sequence(value, "'x-extensible-enum'").map {
                $0.compactMap { context.json($0, "'x-extensible-enum'") }
            }
            shape.extensible = true
        case _
        where UnmodelledKeyword.annotations.contains(key)
            && (!ShapeKeywords.unsupported.contains(key) || Self.openAPIAnnotations.contains(key)):
            carryAnnotation(key, value, into: &shape, &context)
        case _ where key.hasPrefix("x-") || Self.openAPIAnnotations.contains(key):
            return
        case _ where ShapeKeywords.unsupported.contains(key):
            context.report(.openAPILeftOut("'\(key)'", why: "Treaty does not check it", document, at: context.location(pair.key)))
            if UnmodelledKeyword.annotations.contains(key) { carryAnnotation(key, value, into: &shape, &context) }
            if UnmodelledKeyword.carried.contains(key), let written = context.json(value, "'\(key)'") {
                shape.unmodelled.append(
                    UnmodelledKeyword(name: key, value: written, schemas: subschemas(of: key, value, context)))
            }
        case _ where ShapeKeywords.known.contains(key):
            // Every other word Treaty knows is an annotation, carried above: nothing more to read.
            return
        default:
            context.report(.openAPIUnknownKeyword(key, allowed: ShapeKeywords.all, at: context.location(pair.key)))
        }
    }

    /// The subschemas a keyword the validator leaves out holds, decoded for `treaty diff` to
    /// compare by direction. Decoded quietly: the keyword is already reported as left out, and
    /// what is wrong inside it is no finding of a keyword nobody checks.
    private func subschemas(of key: String, _ value: YAMLNode, _ context: DecodeContext) -> [Shape.Property] {
        guard let holding = UnmodelledKeyword.holding(key) else { return [] }
        var quiet = context
        switch holding {
        case .one:
            return [Shape.Property(name: "", shape: shape(value, &quiet))]
        case .list:
            return (value.sequence ?? []).enumerated().map {
                Shape.Property(name: String($0.offset), shape: shape($0.element, &quiet))
            }
        case .map:
            return (value.mapping ?? []).compactMap { pair in
                pair.keyText.map { Shape.Property(name: $0, shape: shape(pair.value, &quiet)) }
            }
        }
    }

    /// The most shapes one shape may sit inside once references are decoded in place: far beyond
    /// any real schema, and well within what every walk over shapes (lint, sampling,
    /// validation, generation) can recurse through.
    static let maximumDepth = 256

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
            if Self.namesAFile(text) {
                // `models/card.yml`, as the branch's own `$ref` names it.
                switch schemaTarget(text, at: pair.value, document, &context) {
                case .named(let reference?):
                    discriminator.mapping.append(
                        .init(value: value, reference: reference, location: context.location(pair.value)))
                case .inline:
                    context.report(
                        .openAPILeftOut(
                            "the mapping '\(value)' to '\(text)'", why: "a mapping names a schema, not a part of one",
                            document, at: context.location(pair.value)))
                case .named(nil), .failed: break
                }
                continue
            }
            // `#/components/schemas/Card`, or the bare name `Card`; a URL is left out.
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

    /// Whether a discriminator's mapping value names a file (`models/card.yml`,
    /// `common.yaml#/components/schemas/Card`) rather than a schema of this document.
    private static func namesAFile(_ text: String) -> Bool {
        guard !text.hasPrefix("#"), !ReferenceTarget.isURL(text) else { return false }
        return text.contains("/") || text.contains("#") || [".yaml", ".yml", ".json"].contains { text.hasSuffix($0) }
    }

    /// Reads a schema `$ref`; returns the shape decoded in place when it is one.
    private func openAPIReference(
        _ node: YAMLNode, _ document: OpenAPISource, into shape: inout Shape, _ context: inout DecodeContext
    ) -> Shape? {
        guard let text = context.string(node, "'$ref'") else { return nil }
        guard context.shapeDepth < Self.maximumDepth else {
            context.report(.openAPIReferencesTooDeep(text, maximum: Self.maximumDepth, at: context.location(node)))
            return nil
        }
        switch schemaTarget(text, at: node, document, &context) {
        case .named(let reference):
            shape.ref = reference
            return nil
        case .failed:
            return nil
        case .inline(let target):
            guard context.enterInlineReference(target.key) else {
                // A schema that holds itself (a tree's children) is named after its target.
                context.notes.namedTargets.insert(target.key)
                shape.ref = SchemaReference(file: document.file, name: document.schemaName(forTarget: target.key))
                return nil
            }
            defer { context.leaveInlineReference(target.key) }
            return self.shape(target.node, &context)
        }
    }

    /// What a schema `$ref` stands for.
    private enum SchemaTarget {
        /// A named schema (nil: the reference was refused, and reported).
        case named(SchemaReference?)
        /// A pointer into this document, decoded in place.
        case inline(ReferenceTarget)
        /// Leads nowhere (reported).
        case failed
    }

    /// `#/components/schemas/Name` (in this file or another) names that schema, and so does a
    /// file that `components.schemas` names (`schemas/Pet.yaml` beside
    /// `Pet: { $ref: schemas/Pet.yaml }`, a split description's layout), so the schema keeps its
    /// name. Any other schema in another file is named after its file and pointer, and decoded
    /// once, after the rest (``OpenAPIDecoder``), however many operations use it. A pointer into
    /// this document is decoded in place.
    private func schemaTarget(_ text: String, at node: YAMLNode, _ document: OpenAPISource, _ context: inout DecodeContext)
        -> SchemaTarget
    {
        let (path, pointer) = ReferenceTarget.split(text)
        let referencing = node.documentName ?? file
        if let name = OpenAPISource.componentName(pointer, kind: "schemas"), !ReferenceTarget.isURL(path) {
            let referenced = path.isEmpty ? referencing : RelativePath.join(RelativePath.directory(of: referencing), path)
            return .named(context.confined(SchemaReference(file: referenced, name: name), written: text, at: node))
        }
        if let name = document.schemaAliases[ReferenceTarget.key(of: text, writtenIn: referencing)] {
            return .named(SchemaReference(file: document.file, name: name))
        }
        guard let target = document.target(of: text, at: node, &context) else { return .failed }
        guard ReferenceTarget.split(target.key).path != document.file else { return .inline(target) }
        context.notes.namedTargets.insert(target.key)
        return .named(SchemaReference(file: document.file, name: document.schemaName(forTarget: target.key)))
    }
}

extension ResolvedScalar {
    fileprivate var isBool: Bool {
        if case .bool = self { return true }
        return false
    }
}
