import TreatyContract
import TreatyTooling

/// OpenAPI's polymorphism by inheritance: a schema with a `discriminator` and no `oneOf` or
/// `anyOf` beside it (`Pet`), which subtypes extend through `allOf: [{ $ref: Pet }, …]` (`Cat`,
/// `Dog`). A value read as a `Pet` whose `petType` says `Cat` is a `Cat`, and is checked as one.
///
/// Once every schema is decoded, each such schema of `components.schemas` gets a mapping entry
/// per subtype its `mapping` does not already name by that value: the subtype's schema name, as
/// OpenAPI specifies. Subtypes of subtypes count too (`Lion` extends `Cat`, which extends `Pet`),
/// each after the one it extends, children in the order they are declared. A discriminator that is left
/// naming nothing (written inside another schema, or with no schema extending it) is left out
/// and reported: it would check nothing more than the schema alone does.
enum InheritanceDiscriminators {
    static func settle(_ contract: inout Contract, _ context: inout DecodeContext, _ document: OpenAPISource) {
        let written = context.notes.branchlessDiscriminators
        guard !written.isEmpty else { return }
        let children = children(in: contract)
        var named: Set<FileLocation> = []
        for index in contract.namedSchemas.indices {
            let schema = contract.namedSchemas[index]
            guard written[schema.shape.location] != nil, var discriminator = schema.shape.discriminator else { continue }
            for subtype in descendants(of: schema.name, children)
            where !discriminator.mapping.contains(where: { $0.value == subtype }) {
                discriminator.mapping.append(
                    .init(value: subtype, reference: SchemaReference(file: contract.file, name: subtype)))
            }
            contract.namedSchemas[index].shape.discriminator = discriminator
            if !discriminator.mapping.isEmpty { named.insert(schema.shape.location) }
        }
        let left = written.filter { !named.contains($0.key) }
        guard !left.isEmpty else { return }
        // Written where no mapping names a subtype: an inline schema's, or one no schema extends.
        var dropped: Set<FileLocation> = []
        contract.mapRootShapes { root in
            root.mapShapes { shape in
                guard left[shape.location] != nil, shape.oneOf.isEmpty, shape.anyOf.isEmpty,
                    shape.discriminator?.mapping.isEmpty == true
                else { return shape }
                var shape = shape
                shape.discriminator = nil
                dropped.insert(shape.location)
                return shape
            }
        }
        for location in dropped.sorted() {
            guard let key = left[location] else { continue }
            context.report(.openAPILeftOut("'discriminator' without 'oneOf' or 'anyOf'", why: note, document, at: key))
        }
    }

    static let note =
        "no 'mapping' entry names a subtype and no schema of 'components.schemas' extends this one through 'allOf', "
        + "so a value is checked against this schema alone"

    /// The schemas that extend `name`, directly or not: each child, then its own descendants.
    private static func descendants(of name: String, _ children: [String: [String]]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = [name]
        var pending = Array((children[name] ?? []).reversed())
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            found.append(next)
            pending += (children[next] ?? []).reversed()
        }
        return found
    }

    /// By schema name, the schemas whose `allOf` refers to it directly, in declaration order.
    private static func children(in contract: Contract) -> [String: [String]] {
        var subtypes: [String: [String]] = [:]
        for schema in contract.namedSchemas {
            for branch in schema.shape.allOf {
                guard let reference = branch.ref, reference.file == contract.file, reference.name != schema.name else { continue }
                if subtypes[reference.name]?.last != schema.name { subtypes[reference.name, default: []].append(schema.name) }
            }
        }
        return subtypes
    }
}
