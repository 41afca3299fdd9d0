import TreatyContract

/// OpenAPI's `readOnly` and `writeOnly`: a read-only property is never sent by a client, so the
/// request view of a schema does not require it; a write-only one is never returned, so the
/// response view does not require it.
///
/// A named schema that holds such a property (directly or through its references) gets a view of
/// its own, `Pet@request` or `Pet@response`, and request and response bodies refer to those
/// views. Other schemas and the properties themselves are unchanged: a read-only member a client
/// does send is still checked against its shape.
enum AccessViews {
    /// Runs of endpoints whose bodies are rewritten side by side: a large document's thousand
    /// operations are one contract, and rewriting a body rebuilds each shape it holds.
    static let endpointsPerRun = 64

    /// - Parameters:
    ///   - marks: whether any shape of the contract is `readOnly`, and whether any is `writeOnly`
    ///     (``DecodeNotes/marks``). Only the views a mark calls for are made: most documents mark
    ///     nothing (Stripe's 4 MB hold no `readOnly`), and many mark one kind only.
    ///   - requiredFromBranches: whether a shape requires a name from its branches
    ///     (``Shape/requiresNamesFromBranches``, noted as ``DecodeNotes/requiredFromBranches``):
    ///     only then is what the branches declare gathered, a walk over every shape otherwise for nothing.
    static func apply(to contract: inout Contract, marks: (readOnly: Bool, writeOnly: Bool), requiredFromBranches: Bool) {
        let source = contract
        let wanted: [(Bool, @Sendable () -> View)] = [
            (
                marks.readOnly,
                { View(suffix: "@request", hides: { $0.readOnly }, contract: source, gathersBranchMembers: requiredFromBranches) }
            ),
            (
                marks.writeOnly,
                {
                    View(
                        suffix: "@response", hides: { $0.writeOnly }, contract: source, gathersBranchMembers: requiredFromBranches
                    )
                }
            ),
        ]
        let made = wanted.concurrentMap { called, make in called ? make() : nil }.map { $0?.isNeeded == true ? $0 : nil }
        let (request, response) = (made[0], made[1])
        guard request != nil || response != nil else { return }
        contract.endpoints = contract.endpoints.concurrentMap(runsOf: endpointsPerRun) { endpoint in
            var endpoint = endpoint
            if let request { endpoint.request.body = endpoint.request.body.map(request.apply) }
            if let response {
                for position in endpoint.responses.indices {
                    endpoint.responses[position].body = endpoint.responses[position].body.map(response.apply)
                }
            }
            return endpoint
        }
        let named = contract
        contract.namedSchemas += made.compactMap { $0 }.flatMap { $0.variants(of: named) }
    }

    /// Runs of view schemas made side by side: a document with hundreds of marked schemas.
    static let variantsPerRun = 32

    private struct View: Sendable {
        let suffix: String
        let hides: @Sendable (Shape) -> Bool
        let file: String
        /// Named schemas whose view differs from the schema.
        let affected: Set<String>
        /// Per named schema, the members it declares through its `allOf`, `oneOf` and `anyOf`
        /// branches and references, each with whether every declaration of it is hidden.
        let members: [String: [String: Bool]]

        /// `gathersBranchMembers`: whether any shape requires a name from its branches; without
        /// one, no member of a branch is ever looked up, and none is gathered.
        init(suffix: String, hides: @escaping @Sendable (Shape) -> Bool, contract: Contract, gathersBranchMembers: Bool) {
            self.suffix = suffix
            self.hides = hides
            file = contract.file
            let members = gathersBranchMembers ? Self.members(of: contract, hides: hides) : [:]
            self.members = members
            // One walk per schema: those that hide a required property themselves, and who refers
            // to whom; then the schemas that refer, directly or not, to an affected one.
            var affected: Set<String> = []
            var referrers: [String: [String]] = [:]
            for schema in contract.namedSchemas {
                var hit = false
                schema.shape.forEachShape { shape in
                    if !Self.hiddenRequired(shape, hides: hides, members: members, file: contract.file).isEmpty {
                        hit = true
                    }
                    if let ref = shape.ref, ref.file == contract.file { referrers[ref.name, default: []].append(schema.name) }
                    // A subtype's view is what a discriminator names in its parent's view.
                    for entry in shape.discriminator?.mapping ?? [] where entry.reference.file == contract.file {
                        referrers[entry.reference.name, default: []].append(schema.name)
                    }
                }
                if hit { affected.insert(schema.name) }
            }
            var pending = Array(affected)
            while let name = pending.popLast() {
                for referrer in referrers[name] ?? [] where affected.insert(referrer).inserted { pending.append(referrer) }
            }
            self.affected = affected
        }

        var isNeeded: Bool { !affected.isEmpty }

        func apply(_ shape: Shape) -> Shape {
            guard isNeeded else { return shape }
            return shape.mapShapes { shape in
                var shape = shape
                let hidden = Self.hiddenRequired(shape, hides: hides, members: members, file: file)
                if !hidden.isEmpty { shape.required.removeAll { hidden.contains($0) } }
                if let ref = shape.ref, ref.file == file, affected.contains(ref.name) {
                    shape.ref = SchemaReference(file: file, name: ref.name + suffix)
                }
                if let discriminator = shape.discriminator {
                    shape.discriminator = viewed(discriminator, branches: shape.oneOf.isEmpty ? shape.anyOf : shape.oneOf)
                }
                return shape
            }
        }

        /// The `required` names of `shape` its view drops: those of its own hidden properties, and
        /// those it declares no property for (Cloudflare's `required` beside a `oneOf` of record
        /// types) when every declaration its branches and references hold is hidden.
        static func hiddenRequired(
            _ shape: Shape, hides: (Shape) -> Bool, members: [String: [String: Bool]], file: String
        ) -> Set<String> {
            guard !shape.required.isEmpty else { return [] }
            var hidden: Set<String> = []
            var foreign: [String] = []
            for name in shape.required {
                if let property = shape.properties.first(where: { $0.name == name }) {
                    if hides(property.shape) { hidden.insert(name) }
                } else {
                    foreign.append(name)
                }
            }
            guard !foreign.isEmpty, !(shape.allOf.isEmpty && shape.oneOf.isEmpty && shape.anyOf.isEmpty) else {
                return hidden
            }
            // A reference already renamed to its view (`Pet@request`: views are made bottom-up)
            // declares what the schema does.
            let target = { (name: String) in members[name] ?? name.lastIndex(of: "@").flatMap { members[String(name[..<$0])] } }
            var reached: [String: Bool] = [:]
            for branch in shape.allOf + shape.oneOf + shape.anyOf {
                merge(declared(branch, hides: hides, file: file, target: target), into: &reached)
            }
            for name in foreign where reached[name] == true { hidden.insert(name) }
            return hidden
        }

        /// The members `shape` declares itself, in its branches, and through the references it holds
        /// there (what `target` gives for the schema they name), each with whether every
        /// declaration of it is hidden.
        private static func declared(
            _ shape: Shape, hides: (Shape) -> Bool, file: String, target: (String) -> [String: Bool]?
        ) -> [String: Bool] {
            var result: [String: Bool] = [:]
            for property in shape.properties {
                result[property.name] = (result[property.name] ?? true) && hides(property.shape)
            }
            if let ref = shape.ref, ref.file == file, let members = target(ref.name) { merge(members, into: &result) }
            for branch in shape.allOf + shape.oneOf + shape.anyOf {
                merge(declared(branch, hides: hides, file: file, target: target), into: &result)
            }
            return result
        }

        private static func merge(_ found: [String: Bool], into result: inout [String: Bool]) {
            for (name, hidden) in found { result[name] = (result[name] ?? true) && hidden }
        }

        /// The members (see ``members``) of the named schemas a `required` name may need them of,
        /// references followed in this file; a schema met again while its own members are being
        /// gathered adds nothing more.
        private static func members(of contract: Contract, hides: (Shape) -> Bool) -> [String: [String: Bool]] {
            let shapes = Dictionary(contract.namedSchemas.map { ($0.name, $0.shape) }) { first, _ in first }
            var done: [String: [String: Bool]] = [:]
            var visiting: Set<String> = []
            func gather(_ name: String) -> [String: Bool] {
                if let known = done[name] { return known }
                guard let shape = shapes[name], visiting.insert(name).inserted else { return [:] }
                let result = declared(shape, hides: hides, file: contract.file, target: gather)
                visiting.remove(name)
                done[name] = result
                return result
            }
            // Only the schemas a `required` name without a property of its own may be declared in:
            // those its shape's branches reach. Most documents have no such name.
            func branchReferences(_ shape: Shape) {
                for branch in shape.allOf + shape.oneOf + shape.anyOf {
                    if let ref = branch.ref, ref.file == contract.file { _ = gather(ref.name) }
                    branchReferences(branch)
                }
            }
            func look(_ shape: Shape) {
                shape.forEachShape { shape in
                    if shape.requiresNamesFromBranches { branchReferences(shape) }
                }
            }
            for schema in contract.namedSchemas { look(schema.shape) }
            for endpoint in contract.endpoints {
                endpoint.request.body.map(look)
                for response in endpoint.responses { response.body.map(look) }
            }
            return done
        }

        /// The discriminator naming views where its branches now do: its mapping's affected
        /// schemas renamed, and an entry for each branch it named by schema name (`Card` for
        /// `Card@request`), which the renamed branch no longer matches.
        private func viewed(_ discriminator: Discriminator, branches: [Shape]) -> Discriminator {
            var result = discriminator
            for index in result.mapping.indices {
                let reference = result.mapping[index].reference
                if reference.file == file, affected.contains(reference.name) {
                    result.mapping[index].reference = SchemaReference(file: file, name: reference.name + suffix)
                }
            }
            for reference in branches.compactMap(\.ref) where reference.file == file {
                let name = reference.name.hasSuffix(suffix) ? String(reference.name.dropLast(suffix.count)) : reference.name
                guard affected.contains(name), !discriminator.mapping.contains(where: { $0.value == name }) else { continue }
                result.mapping.append(.init(value: name, reference: SchemaReference(file: file, name: name + suffix)))
            }
            return result
        }

        /// A view of each schema it changes, side by side.
        func variants(of contract: Contract) -> [NamedSchema] {
            contract.namedSchemas.filter { affected.contains($0.name) }.concurrentMap(runsOf: AccessViews.variantsPerRun) {
                NamedSchema(name: $0.name + suffix, shape: apply($0.shape))
            }
        }
    }
}

extension Shape {
    /// Whether the shape requires a name it declares no property for beside `allOf`, `oneOf` or
    /// `anyOf` branches (Cloudflare's DNS record): a name the branches may declare, read-only
    /// or not, which only they can tell. The decoder notes such a shape
    /// (``DecodeNotes/requiredFromBranches``), and ``AccessViews`` gather branch members for it.
    var requiresNamesFromBranches: Bool {
        !required.isEmpty && !(allOf.isEmpty && oneOf.isEmpty && anyOf.isEmpty)
            && required.contains { name in !properties.contains { $0.name == name } }
    }
}
