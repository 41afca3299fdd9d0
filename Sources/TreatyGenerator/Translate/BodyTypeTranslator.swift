import TreatyContract

/// Swift types for request bodies: a `Codable`, `Sendable` struct per object shape
/// (named schemas become types of the `<Name>Contract` namespace, inline objects nest in their
/// parent), Swift-cased properties coded by their wire names, arrays, optionals for
/// properties that are not required, `Int32`/`Int64` for those formats, and `String` enums for
/// `enum:` strings.
///
/// Shapes a struct cannot state (`oneOf`, `anyOf`, `allOf`, `not`, free-form objects, mixed
/// types, a reference cycle without an array in between) become `ContractInput.JSON`, the JSON
/// value itself, so every body still reaches the adapter.
final class BodyTypeTranslator {
    let contract: Contract
    let access: String?
    /// `<Name>Contract`, through which every reference to a schema type names it: split over part
    /// files, the types are declared at the top level (see `ContractFileTranslator`), where a
    /// schema type is found only through the namespace; in one file, an unqualified name would
    /// find a nested type of the same name first (a `status` enum hiding the schema `Status`).
    let namespace: String
    /// Named schema types already written, by reference; their Swift names are unique in the namespace.
    private var schemaNames: [SchemaReference: String] = [:]
    private var pending: [SchemaReference] = []
    private var taken: Set<String>
    /// References whose type is being built, to spot a cycle a struct cannot hold.
    private var building: [SchemaReference] = []

    /// The fallback type for shapes no struct states.
    static let json = "ContractInput.JSON"

    /// Names in the namespace a schema type must not take: its other members and the types its
    /// generated code names unqualified.
    static let reserved: Set<String> = [
        "Endpoint", "Scenario", "String", "Int", "Int32", "Int64", "Double", "Bool", "Data", "Array", "Optional", "Dictionary",
        "ContractInput", "ContractInputStorage", "ContractSuite", "FixtureSource", "FailureReporter", "CallSite", "StubSession",
        "ClientOutcome",
        "Sendable", "Codable", "Equatable", "CaseIterable", "CodingKeys", "Swift", "Foundation", "TreatyStubs",
        "TreatyContract",
        // Not allowed as the name of a nested type (`X.Type` and `X.Protocol` mean the metatype),
        // or at all (`Any`).
        "Type", "Protocol", "Self", "Any",
    ]

    init(contract: Contract, access: String?, inputNames: [String], namespace: String) {
        self.contract = contract
        self.access = access
        self.namespace = namespace
        // `Body` is the inline body type of an input; a schema named so would be shadowed inside it.
        taken = Self.reserved.union(ContractNames.topLevelNames(stem: Naming.typeName(contract.name))).union(inputNames).union([
            "Body"
        ])
    }

    /// The Swift type of an endpoint's body, with the inline types it needs (to nest in the input type).
    /// - Parameter names: the names already taken in the input type; the inline types' names are added.
    func bodyType(_ shape: Shape, names: inout Set<String>) -> (type: String, nested: [Declaration]) {
        var nested: [Declaration] = []
        let type = swiftType(shape, hint: "Body", docs: ["The request body's type."], nested: &nested, names: &names)
        return (type, nested)
    }

    /// The named schema types the bodies asked for, in the order first asked, each written once.
    func schemaDeclarations() -> [Declaration] {
        var declarations: [Declaration] = []
        var index = 0
        while index < pending.count {
            let reference = pending[index]
            index += 1
            guard let shape = contract.schemaTable[reference], let name = schemaNames[reference] else { continue }
            building.append(reference)
            declarations += namedDeclarations(name, shape, docs: ["The schema '\(reference.name)'."])
            building.removeLast()
        }
        return declarations
    }

    /// The type of a named schema: a struct or an enum, else an alias (`[Item]`) written after the
    /// types it names (an array of inline objects needs one for its items). Those sit beside the
    /// alias in the namespace, so their names are kept from the schemas named after them.
    private func namedDeclarations(_ name: String, _ shape: Shape, docs: [String]) -> [Declaration] {
        if let declaration = typeDeclaration(name, shape, docs: docs) { return [declaration] }
        var nested: [Declaration] = []
        var names = taken.union([name])
        let type = swiftType(shape, hint: name + "Value", nested: &nested, names: &names)
        taken.formUnion(names)
        return nested + [.typeAlias(docs: docs, access: access, name: name, type: type)]
    }

    /// A struct for an object shape with properties, an enum for a string enumeration, else nil.
    private func typeDeclaration(_ name: String, _ shape: Shape, docs: [String]) -> Declaration? {
        guard isPlain(shape) else { return nil }
        if let cases = Self.stringEnumeration(shape) {
            return Self.enumDeclaration(name, cases, access: access, docs: docs)
        }
        guard shape.types?.filter({ $0 != .null }) == [.object], !shape.properties.isEmpty else { return nil }
        var nested: [Declaration] = []
        var typeNames: Set<String> = ["CodingKeys", name]
        let swift = Naming.unique(shape.properties.map { Naming.bareProperty($0.name) })
        var members: [Declaration] = []
        var coded: [CodedMember] = []
        for (property, swiftName) in zip(shape.properties, swift) {
            let wireName = "'\(SwiftLiteral.comment(property.name))'"
            var type = swiftType(
                property.shape, hint: Naming.typeName(swiftName), docs: ["The type of \(wireName)."], nested: &nested,
                names: &typeNames)
            var docs = ["\(wireName) on the wire."]
            if type.hasPrefix(Self.json) {
                docs.append("Any JSON value: no Swift type states this shape (`oneOf`, `anyOf`, free-form objects).")
            }
            if !shape.required.contains(property.name) || property.shape.nullable, !type.hasSuffix("?") { type += "?" }
            // `let`: a `var` adds a setter and a `_modify` coroutine per property, which LLVM splits
            // even in a debug build; an adapter reads a body, it does not edit it.
            members.append(
                .property(
                    PropertyDeclaration(
                        docs: docs, access: access, keyword: "let", name: Naming.escaped(swiftName), type: type)))
            coded.append(CodedMember(name: swiftName, wire: property.name, type: type))
        }
        members += Self.codingMembers(coded, access: access)
        // Not `Equatable`: nothing generated or in the runtime compares bodies, and the synthesized
        // `==` of GitHub's 246 structs was a fifth of its suite's body type checking (docs/benchmarks.md).
        return .type(
            TypeDeclaration(
                docs: docs, access: access, kind: .struct, name: name, inherits: ["Codable", "Sendable"],
                members: members + nested))
    }

    private func swiftType(
        _ shape: Shape, hint: String, docs: [String] = [], nested: inout [Declaration], names: inout Set<String>
    ) -> String {
        let optional = shape.nullable ? "?" : ""
        if let reference = shape.ref {
            guard let name = schemaName(reference) else { return Self.json }
            return namespace + "." + name + optional
        }
        if let declaration = typeDeclaration(Self.nestedName(hint, in: &names, namespace: namespace), shape, docs: docs) {
            guard case .type(let type) = declaration else { return Self.json }
            nested.append(declaration)
            return type.name + optional
        }
        guard isPlain(shape) else { return Self.json }
        switch shape.types?.filter({ $0 != .null }) ?? [] {
        case [.string]: return "String" + optional
        case [.integer]: return (shape.format == "int32" ? "Int32" : shape.format == "int64" ? "Int64" : "Int") + optional
        case [.number]: return "Double" + optional
        case [.boolean]: return "Bool" + optional
        case [.array]:
            guard let items = shape.items else { return "[\(Self.json)]" + optional }
            let element = swiftType(items, hint: hint + "Item", docs: docs, nested: &nested, names: &names)
            return "[\(element)]" + optional
        default: return Self.json
        }
    }

    /// The type of a named schema; nil (so JSON) when the schema is part of a reference cycle
    /// with the one being built, which a struct could end up containing.
    private func schemaName(_ reference: SchemaReference) -> String? {
        // `current` refers to `reference` (it is written in its shape), so `reference` leads
        // back to `current` exactly when the two share a component.
        if let current = building.last, components.sameComponent(reference, current) { return nil }
        if let name = schemaNames[reference] { return name }
        guard contract.schemaTable[reference] != nil else { return nil }
        var name = Naming.typeName(reference.name)
        var counter = 2
        while taken.contains(name) {
            name = Naming.typeName(reference.name) + "_\(counter)"
            counter += 1
        }
        taken.insert(name)
        schemaNames[reference] = name
        pending.append(reference)
        return name
    }

    /// A name for a type nested in another, unlike the names in `names` (its siblings and the
    /// parent's), the reserved ones and the namespace, which every schema reference goes through.
    /// Without body types (`namespace` nil) no schema is referenced, and the namespace is free.
    static func nestedName(_ hint: String, in names: inout Set<String>, namespace: String?) -> String {
        var name = hint
        var counter = 2
        while names.contains(name) || reserved.contains(name) || name == namespace {
            name = hint + "_\(counter)"
            counter += 1
        }
        names.insert(name)
        return name
    }

    private func isPlain(_ shape: Shape) -> Bool {
        shape.oneOf.isEmpty && shape.anyOf.isEmpty && shape.allOf.isEmpty && shape.not == nil && shape.ref == nil
            && shape.booleanSchema == nil
    }

    /// `enum Name: String, Codable, Sendable, Equatable, CaseIterable`, a case per wire value
    /// (Swift-cased, the wire value as its raw value).
    static func enumDeclaration(_ name: String, _ cases: [String], access: String?, docs: [String]) -> Declaration {
        let names = Naming.unique(cases.map(Naming.bareProperty))
        return .type(
            TypeDeclaration(
                docs: docs, access: access, kind: .enum, name: name,
                inherits: ["String", "Codable", "Sendable", "Equatable", "CaseIterable"],
                members: zip(names, cases).map { .enumCase(name: Naming.escaped($0), rawValue: $0 == $1 ? nil : $1) }
                    + Declaration.rawValueLookup(cases: cases.count, access: access)))
    }

    /// The values of a string shape's `enum:`, when all are strings and the list is closed, each
    /// once in first-seen order: a value listed twice (JSON Schema only says it should not be)
    /// would be two cases with one raw value, which Swift refuses; so would two spellings Swift's
    /// `String` takes as equal (`é` as one scalar and as `e` with a combining accent).
    static func stringEnumeration(_ shape: Shape) -> [String]? {
        // An extensible enumeration may grow values a Swift enum could not decode: it stays `String`.
        let types = shape.types?.filter { $0 != .null } ?? [.string]
        guard types == [.string], !shape.extensible, let values = shape.enumValues, !values.isEmpty else { return nil }
        var strings: [String] = []
        var seen: Set<String> = []
        for value in values {
            guard case .string(let text) = value else { return nil }
            if seen.insert(text).inserted { strings.append(text) }
        }
        return strings
    }

    /// Which schemas refer to one another, through any chain of references: found once for the
    /// table, since a search per reference was quadratic over a long chain of `$ref`s.
    private lazy var components: SchemaComponents = {
        let table = contract.schemaTable
        let nodes = table.sortedReferences
        var edges: [SchemaReference: [SchemaReference]] = [:]
        for node in nodes { edges[node] = table[node].map(Self.references) ?? [] }
        return SchemaComponents(nodes: nodes, edges: edges)
    }()

    private static func references(in shape: Shape) -> [SchemaReference] {
        var shapes = shape.properties.map(\.shape) + shape.oneOf + shape.anyOf + shape.allOf
        shapes += [shape.items, shape.not].compactMap { $0 }
        if case .shape(let extra) = shape.additionalProperties { shapes.append(extra) }
        return (shape.ref.map { [$0] } ?? []) + shapes.flatMap(references)
    }
}
