import Foundation
import TreatyContract
import TreatyTooling
import TreatyYAML

/// Builds a ``Shape`` from its YAML node, reporting every unknown, unsupported or ill-typed keyword.
///
/// `$ref`s are recorded as ``SchemaReference``s relative to the file being read; whether they
/// resolve is checked once all files are loaded (see ``ReferenceChecker``).
struct ShapeDecoder {
    /// The file whose shapes are decoded; relative `$ref` files are resolved against its folder.
    let file: String
    /// Treaty's own shape syntax, or an OpenAPI document's schema objects.
    var dialect: ShapeDialect = .treaty

    init(file: String, dialect: ShapeDialect = .treaty) {
        self.file = file
        self.dialect = dialect
    }

    func shape(_ node: YAMLNode, _ context: inout DecodeContext) -> Shape {
        if case .bool(let flag) = node.scalar?.resolved {
            var shape = Shape(at: context.location(node))
            shape.booleanSchema = flag
            return shape
        }
        guard let pairs = context.mapping(node, "a shape") else { return Shape(at: context.location(node)) }
        return self.shape(pairs, at: node, &context)
    }

    /// The shape a mapping's pairs describe, some of them taken out by a caller (a parameter's
    /// `required`, `secret` and `example`); it is checked as ``shape(_:_:)`` checks a mapping.
    func shape(keys pairs: [YAMLPair], at node: YAMLNode, _ context: inout DecodeContext) -> Shape {
        context.checkKeys(pairs, "a shape")
        return shape(pairs, at: node, &context)
    }

    private func shape(_ pairs: [YAMLPair], at node: YAMLNode, _ context: inout DecodeContext) -> Shape {
        if case .openAPI(let document) = dialect {
            // Only references decoded in place nest beyond one file's depth limit, and only in OpenAPI.
            context.shapeDepth += 1
            defer { context.shapeDepth -= 1 }
            return openAPIShape(pairs, document, at: context.location(node), &context)
        }
        // Made here rather than passed in: with a second reference, the first change would copy it.
        var shape = Shape(at: context.location(node))
        for pair in pairs {
            guard let key = pair.keyText else { continue }
            if let keyword = ShapeKeyword.named[key] {
                apply(keyword, pair.value, to: &shape, &context)
            } else if ShapeKeywords.unsupported.contains(key) {
                context.report(.unsupportedKeyword(key, at: context.location(pair.key)))
            } else if !ShapeKeywords.known.contains(key) {
                context.report(.unknownKey(key, in: "a shape", allowed: ShapeKeywords.all, at: context.location(pair.key)))
            } else if UnmodelledKeyword.annotations.contains(key) {
                // Annotations other than description carry nothing Treaty checks; `treaty diff` reports their changes.
                carryAnnotation(key, pair.value, into: &shape, &context)
            }
        }
        lintFormat(shape, pairs, &context)
        ShapeConsistency(pairs).check(shape, &context)
        // Without branches, a mapping names the subtypes (OpenAPI's inheritance): nothing to dispatch to without one.
        if shape.discriminator?.mapping.isEmpty == true, shape.oneOf.isEmpty, shape.anyOf.isEmpty,
            let key = Entries(pairs).keyNode("discriminator")
        {
            context.report(
                .missingKey(
                    "oneOf", in: "a shape with 'discriminator' and no 'mapping'", at: context.location(key),
                    hint:
                        "a discriminator names one of the 'oneOf' (or 'anyOf') branches beside it, "
                        + "or, with a 'mapping', the subtype schemas that extend this one through 'allOf'"))
        }
        context.recordExamples(of: shape, in: pairs)
        return shape
    }

    func apply(_ keyword: ShapeKeyword, _ value: YAMLNode, to shape: inout Shape, _ context: inout DecodeContext) {
        // Built only when a finding needs it: most keywords are read without one.
        func what() -> String { "'\(keyword.rawValue)'" }
        switch keyword {
        case .ref: shape.ref = reference(value, &context)
        case .type: shape.types = types(value, into: &shape, &context)
        case .nullable: shape.nullable = context.bool(value, what()) ?? false
        case .properties: shape.properties = properties(value, &context)
        case .required: shape.required = strings(value, what(), &context)
        case .additionalProperties: shape.additionalProperties = additionalProperties(value, &context)
        case .items: shape.items = self.shape(value, &context)
        case .minItems: shape.minItems = context.integer(value, what(), atLeast: 0)
        case .maxItems: shape.maxItems = context.integer(value, what(), atLeast: 0)
        case .uniqueItems: shape.uniqueItems = context.bool(value, what()) ?? false
        case .enum: shape.enumValues = context.sequence(value, what()).map { $0.compactMap { context.json($0, what()) } }
        case .extensible: shape.extensible = context.bool(value, what()) ?? false
        case .const: shape.constValue = context.json(value, what())
        case .format: shape.format = context.string(value, what())
        case .pattern: shape.pattern = pattern(value, &context)
        case .minLength: shape.minLength = context.integer(value, what(), atLeast: 0)
        case .maxLength: shape.maxLength = context.integer(value, what(), atLeast: 0)
        case .minimum: shape.minimum = context.number(value, what())
        case .maximum: shape.maximum = context.number(value, what())
        case .exclusiveMinimum: shape.exclusiveMinimum = context.number(value, what())
        case .exclusiveMaximum: shape.exclusiveMaximum = context.number(value, what())
        case .multipleOf: shape.multipleOf = positive(value, what(), &context)
        case .oneOf: shape.oneOf = shapes(value, what(), &context)
        case .anyOf: shape.anyOf = shapes(value, what(), &context)
        case .allOf: shape.allOf = shapes(value, what(), &context)
        case .not: shape.not = self.shape(value, &context)
        case .description: shape.description = context.string(value, what())
        case .readOnly:
            shape.readOnly = context.bool(value, what()) ?? false
            if shape.readOnly { context.notes.marks.readOnly = true }
        case .writeOnly:
            shape.writeOnly = context.bool(value, what()) ?? false
            if shape.writeOnly { context.notes.marks.writeOnly = true }
        case .minProperties: shape.minProperties = context.integer(value, what(), atLeast: 0)
        case .maxProperties: shape.maxProperties = context.integer(value, what(), atLeast: 0)
        case .discriminator: shape.discriminator = discriminator(value, &context)
        }
    }

    /// Keeps an annotation (``Shape/annotations``), in name order. Read quietly: a value that is
    /// no JSON (a YAML-only key) is already reported where examples are checked, or is no finding.
    func carryAnnotation(_ key: String, _ value: YAMLNode, into shape: inout Shape, _ context: inout DecodeContext) {
        var quiet = context
        guard let written = quiet.json(value, "'\(key)'") else { return }
        shape.annotations.append(UnmodelledKeyword(name: key, value: written))
        shape.annotations.sort { $0.name < $1.name }
    }

    /// The JSON types named; a name that is no JSON type is reported, and kept on the shape as an
    /// opaque `type` (``UnmodelledKeyword``), so that `treaty diff`, reading such a document
    /// leniently, sees a change to or from it as a change of type.
    private func types(_ node: YAMLNode, into shape: inout Shape, _ context: inout DecodeContext) -> [JSONType]? {
        // `type: string`, as nearly every schema writes it: one lookup, nothing to report.
        if case .string(let name) = node.scalar?.resolved, let type = Self.typesByName[name] { return [type] }
        let nodes = node.sequence ?? [node]
        var types: [JSONType] = []
        var unknown: [JSONValue] = []
        defer {
            if !unknown.isEmpty {
                shape.unmodelled.append(UnmodelledKeyword(name: "type", value: .array(unknown)))
                shape.unmodelled.sort { $0.name < $1.name }
            }
        }
        for item in nodes {
            guard let name = context.string(item, "'type'") else { continue }
            guard let type = JSONType(rawValue: name) else {
                let names = JSONType.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
                context.report(
                    .invalidValue(
                        "'type'", found: name, expected: "one of " + names.map { "'\($0)'" }.joined(separator: ", "),
                        at: context.location(item), hint: hint))
                unknown.append(.string(name))
                continue
            }
            types.append(type)
        }
        return types.isEmpty ? nil : types
    }

    private static let typesByName = Dictionary(uniqueKeysWithValues: JSONType.allCases.map { ($0.rawValue, $0) })

    private func properties(_ node: YAMLNode, _ context: inout DecodeContext) -> [Shape.Property] {
        var node = node
        if node.entryCount == 1, case .openAPI(let document) = dialect {
            // `properties: { $ref: attributes.yml#/ids }` keeps the whole map elsewhere
            // (DigitalOcean's description): not a property named `$ref`, and bundlers follow it.
            guard let followed = OpenAPIReferences(source: document).map(node, &context) else { return [] }
            node = followed
        }
        guard let pairs = context.mapping(node, "'properties'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = pair.keyText else { return nil }
            return Shape.Property(name: name, shape: shape(pair.value, &context))
        }
    }

    private func additionalProperties(_ node: YAMLNode, _ context: inout DecodeContext) -> AdditionalProperties {
        if case .bool(let flag) = node.scalar?.resolved { return flag ? .allowed : .forbidden }
        return .shape(shape(node, &context))
    }

    private func shapes(_ node: YAMLNode, _ what: @autoclosure () -> String, _ context: inout DecodeContext) -> [Shape] {
        guard let items = context.sequence(node, what()) else { return [] }
        return items.map { shape($0, &context) }
    }

    /// `discriminator: { propertyName: kind, mapping: { card: "#/schemas/Card" } }`, the mapping
    /// optional (a branch's schema name names it too).
    private func discriminator(_ node: YAMLNode, _ context: inout DecodeContext) -> Discriminator? {
        guard let pairs = context.mapping(node, "'discriminator'") else { return nil }
        context.checkKeys(pairs, "'discriminator'", allowed: ["propertyName", "mapping"])
        let entries = Entries(pairs)
        guard let nameNode = entries["propertyName"], let propertyName = context.string(nameNode, "'propertyName'") else {
            context.report(.missingKey("propertyName", in: "'discriminator'", at: context.location(node)))
            return nil
        }
        var discriminator = Discriminator(propertyName: propertyName)
        for pair in entries["mapping"].flatMap({ context.mapping($0, "'discriminator.mapping'") }) ?? [] {
            guard let value = pair.keyText, let reference = reference(pair.value, &context) else { continue }
            discriminator.mapping.append(.init(value: value, reference: reference, location: context.location(pair.value)))
        }
        return discriminator
    }

    private func strings(_ node: YAMLNode, _ what: @autoclosure () -> String, _ context: inout DecodeContext) -> [String] {
        guard let items = context.sequence(node, what()) else { return [] }
        return items.compactMap { context.string($0, what()) }
    }

    private func positive(_ node: YAMLNode, _ what: @autoclosure () -> String, _ context: inout DecodeContext) -> JSONNumber? {
        guard let number = context.number(node, what()) else { return nil }
        guard number.double > 0 else {
            context.report(
                .invalidValue(what(), found: number.text, expected: "a number greater than 0", at: context.location(node)))
            return nil
        }
        return number
    }

    private func pattern(_ node: YAMLNode, _ context: inout DecodeContext) -> String? {
        guard let pattern = context.string(node, "'pattern'") else { return nil }
        guard case .valid(let risk) = context.verdict(on: pattern) else {
            context.report(.invalidPattern(pattern, at: context.location(node)))
            return nil
        }
        if let risk { context.report(.catastrophicPattern(pattern, risk, at: context.location(node))) }
        return pattern
    }

    func reference(_ node: YAMLNode, _ context: inout DecodeContext) -> SchemaReference? {
        guard let text = context.string(node, "'$ref'") else { return nil }
        // `http://…#/schemas/A` would otherwise be joined to the contract's folder as a file name.
        if ReferenceTarget.isURL(String(text.prefix { $0 != "#" })) {
            context.report(.remoteReference(text, at: context.location(node)))
            return nil
        }
        guard let reference = SchemaReferenceParser(file: file).parse(text) else {
            context.report(.invalidReference(text, at: context.location(node)))
            return nil
        }
        return context.confined(reference, written: text, at: node)
    }
}
