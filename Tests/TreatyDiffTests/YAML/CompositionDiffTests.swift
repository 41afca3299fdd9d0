import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader
import TreatyTooling

/// `oneOf`, `anyOf` and `allOf` compare by meaning: reordering branches, wrapping a reference in
/// an `allOf` to describe it, or flattening an `allOf` into one object is no change, while a type
/// replaced by a union, a branch gained or lost, and a change inside a wrapper are still found.
@Suite struct CompositionDiffTests {
    /// One operation sending and receiving a `Thing` whose `value` is `value`.
    static func document(value: String, pet: String = petComposed) -> String {
        """
        openapi: 3.1.0
        info: { title: Things, version: "1" }
        paths:
          /things:
            put:
              operationId: putThing
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } }
              responses:
                200:
                  description: ok
                  content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } }
          /pets:
            get:
              operationId: getPet
              responses:
                200:
                  description: ok
                  content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
        components:
          schemas:
            Thing:
              type: object
              properties:
                value: \(value)
            Card: { type: object, required: [number], properties: { number: { type: string } } }
            Bank: { type: object, required: [iban], properties: { iban: { type: string } } }
            Kind: { type: string, enum: [voa, income] }
            Other: { type: string, enum: [asset] }
            NewPet: { type: object, required: [name], properties: { name: { type: string }, tag: { type: string } } }
            Pet: \(pet)
        """
    }

    static let petComposed = """
        { allOf: [{ $ref: "#/components/schemas/NewPet" }, { type: object, required: [id], properties: { id: { type: integer } } }] }
        """
    static let petFlat = """
        { type: object, required: [name, id], properties: { name: { type: string }, tag: { type: string }, id: { type: integer } } }
        """

    static func diff(_ old: String, _ new: String, oldPet: String = petComposed, newPet: String = petComposed) -> DiffReport {
        let files = FileSource.memory([
            "old.yaml": document(value: old, pet: oldPet), "new.yaml": document(value: new, pet: newPet),
        ])
        let before = ContractLoader(files: files).load(["old.yaml"])
        let after = ContractLoader(files: files).load(["new.yaml"])
        #expect(!before.diagnostics.hasErrors && !after.diagnostics.hasErrors)
        return ContractDiffer().diff(old: before.contracts, new: after.contracts)
    }

    /// The rules a client would notice, sorted.
    static func meaningful(_ report: DiffReport) -> [String] {
        report.changes.filter { $0.classification != .informational }.map(\.rule).sorted()
    }

    static let card = ##"{ $ref: "#/components/schemas/Card" }"##
    static let bank = ##"{ $ref: "#/components/schemas/Bank" }"##
    static let kind = ##"{ $ref: "#/components/schemas/Kind" }"##
    static let other = ##"{ $ref: "#/components/schemas/Other" }"##

    /// `oneOf` refuses a value two branches accept. An object wrapped into a `oneOf` beside a
    /// branch that may accept its values refuses some it took (`*-schema-changed`), where branches
    /// told apart only widen; a branch added to a union whose branches are told apart is judged
    /// the same way, while a union whose branches already overlap is read as meaning `anyOf`.
    @Test func anOverlappingBranchAddedToAOneOfIsAChangeNotAWidening() {
        let open = "{ type: object, properties: { name: { type: string } } }"
        let wrapped = Self.diff(open, "{ oneOf: [\(open), \(Self.bank)] }")
        #expect(Self.meaningful(wrapped).contains("request-schema-changed"), "\(Self.meaningful(wrapped))")
        #expect(!Self.meaningful(wrapped).contains("request-schema-widened"))
        let text = "{ type: string }"
        let apart = Self.diff(text, "{ oneOf: [\(text), \(Self.bank)] }")
        #expect(Self.meaningful(apart).contains("request-schema-widened"), "\(Self.meaningful(apart))")
        let tagged = { (tag: String) in
            "{ type: object, required: [kind], properties: { kind: { const: \(tag) }, iban: { type: string } } }"
        }
        let disjoint = Self.diff(
            "{ oneOf: [\(tagged("a")), \(tagged("b"))] }", "{ oneOf: [\(tagged("a")), \(tagged("b")), \(open)] }")
        #expect(Self.meaningful(disjoint).contains("request-schema-changed"), "\(Self.meaningful(disjoint))")
        let thirdTag = Self.diff(
            "{ oneOf: [\(tagged("a")), \(tagged("b"))] }", "{ oneOf: [\(tagged("a")), \(tagged("b")), \(tagged("c"))] }")
        #expect(
            Self.meaningful(thirdTag) == ["request-schema-widened", "response-schema-widened"], "\(Self.meaningful(thirdTag))")
        let alreadyOverlapping = Self.diff(
            "{ oneOf: [\(open), \(Self.bank)] }", "{ oneOf: [\(open), \(Self.bank), \(Self.card)] }")
        #expect(Self.meaningful(alreadyOverlapping).contains("request-schema-widened"))
    }

    @Test func reorderedBranchesAreNoChange() {
        #expect(Self.diff("{ oneOf: [\(Self.card), \(Self.bank)] }", "{ oneOf: [\(Self.bank), \(Self.card)] }").isEmpty)
        let inline = ["{ type: object, properties: { a: { type: string } } }", "{ type: integer }", "{ type: string }"]
        let report = Self.diff(
            "{ anyOf: [\(inline.joined(separator: ", "))] }", "{ anyOf: [\(inline.reversed().joined(separator: ", "))] }")
        #expect(report.isEmpty, "\(report.rules)")
        let allOf = Self.diff(
            "{ allOf: [{ type: string, pattern: '^a' }, { pattern: 'b$' }] }",
            "{ allOf: [{ pattern: 'b$' }, { type: string, pattern: '^a' }] }")
        #expect(allOf.isEmpty, "\(allOf.rules)")
    }

    @Test func aBranchInsertedInTheMiddleWidensOnceAndShiftsNothing() {
        let report = Self.diff(
            "{ anyOf: [{ type: string }, \(Self.card), { type: integer }] }",
            "{ anyOf: [{ type: string }, { type: boolean }, \(Self.card), { type: integer }] }")
        #expect(
            Self.meaningful(report) == [
                "request-schema-widened", "request-type-widened", "response-schema-widened", "response-type-widened",
            ])
        let request = report.changes.filter { $0.rule == "request-schema-widened" }
        #expect(request.map(\.pointer) == ["/properties/value/anyOf"])
        #expect(request.first?.after == "4 branches (added boolean)")
        #expect(report.changes.filter { $0.classification == .breaking }.allSatisfy { $0.rule.hasPrefix("response") })
    }

    @Test func aBranchThatChangedIsComparedInsideWhereverItMoved() {
        let report = Self.diff(
            "{ oneOf: [{ type: integer }, { type: object, required: [a], properties: { a: { type: string } } }] }",
            "{ oneOf: [{ type: object, required: [a], properties: { a: { type: boolean } } }, { type: integer }] }")
        #expect(Self.meaningful(report) == ["request-type-changed", "response-type-changed"])
        #expect(report.changes.allSatisfy { $0.pointer == "/properties/value/oneOf/0/properties/a" })
    }

    /// Inline objects, reordered, two members retyped: the branches pair by the members they
    /// declare, so only those members' changes are reported, each inside its own branch.
    @Test func inlineObjectsPairByTheirMembers() {
        let branch = { (name: String, type: String) in
            "{ type: object, required: [\(name)], properties: { \(name): { type: \(type) } } }"
        }
        let report = Self.diff(
            "{ anyOf: [\(branch("a", "string")), \(branch("b", "string")), \(branch("c", "string"))] }",
            "{ anyOf: [\(branch("c", "string")), \(branch("b", "integer")), \(branch("a", "boolean"))] }")
        #expect(
            Self.meaningful(report) == [
                "request-type-changed", "request-type-changed", "response-type-changed", "response-type-changed",
            ], "\(report.rules)")
        #expect(
            Set(report.changes.map(\.pointer)) == [
                "/properties/value/anyOf/1/properties/b", "/properties/value/anyOf/2/properties/a",
            ])
    }

    /// `anyOf: [string, allOf: [{m}, {x: …}]]` nested twelve deep, the innermost type changed:
    /// each pair of branches is compared once, so this ends (it ran for minutes when every step
    /// of pairing compared the pair again), with the one change found at its place.
    @Test func deeplyNestedUnionsAndAllOfsAreComparedOnce() {
        func nested(_ depth: Int, innermost: String) -> String {
            guard depth > 0 else { return "{ type: \(innermost) }" }
            let inner = nested(depth - 1, innermost: innermost)
            return "{ anyOf: [{ type: string }, { allOf: [{ type: object, properties: { m: { type: string } } }, "
                + "{ type: object, properties: { x: \(inner) } }] }] }"
        }
        let report = Self.diff(nested(12, innermost: "integer"), nested(12, innermost: "boolean"))
        #expect(Self.meaningful(report) == ["request-type-changed", "response-type-changed"], "\(report.rules)")
        let pointer = "/properties/value" + String(repeating: "/anyOf/1/properties/x", count: 12)
        #expect(report.changes.allSatisfy { $0.pointer == pointer }, "\(report.changes.map(\.pointer))")
    }

    /// `allOf: [string, integer]` and `allOf` of enums with no value in common accept nothing:
    /// that is the change, not a widening to "any".
    @Test func anAllOfThatAcceptsNothingIsTheFalseSchema() {
        for nothing in ["{ allOf: [{ type: string }, { type: integer }] }", "{ allOf: [{ enum: [a, b] }, { enum: [c] }] }"] {
            let report = Self.diff("{ type: string }", nothing)
            #expect(Self.meaningful(report) == ["request-schema-narrowed", "response-schema-narrowed"], "\(report.rules)")
            #expect(report.changes.first { $0.rule == "request-schema-narrowed" }?.after == "false")
        }
    }

    /// A base closed with `additionalProperties: false` refuses what an `allOf` extension adds,
    /// as JSON Schema and Treaty's validator read it: moving `b` into the extension removed it.
    @Test func aClosedAllOfBranchRefusesTheMembersOfTheOthers() {
        let flat = "{ type: object, additionalProperties: false, properties: { a: { type: string }, b: { type: string } } }"
        let split =
            "{ allOf: [{ type: object, additionalProperties: false, properties: { a: { type: string } } }, "
            + "{ properties: { b: { type: string } } }] }"
        #expect(
            Self.meaningful(Self.diff(flat, split)) == ["request-field-removed-from-closed-object", "response-field-removed"])
    }

    /// An `allOf` with a union in two branches still merges: the second union stays a branch, so
    /// adding it is one narrowing, not every member removed.
    @Test func aSecondUnionInAnAllOfStaysABranchOfItsOwn() {
        let members = "{ type: object, properties: { id: { type: integer }, email: { type: string } } }"
        let one = "{ allOf: [\(members), { anyOf: [{ required: [id] }, { required: [email] }] }] }"
        let two =
            "{ allOf: [\(members), { anyOf: [{ required: [id] }, { required: [email] }] }, "
            + "{ oneOf: [{ required: [id] }, { required: [email] }] }] }"
        #expect(Self.meaningful(Self.diff(one, two)) == ["request-schema-narrowed", "response-schema-narrowed"])
        #expect(Self.meaningful(Self.diff(two, one)) == ["request-schema-widened", "response-schema-widened"])
    }

    /// An `anyOf` with a branch that accepts everything accepts everything.
    @Test func anAnyOfWithAnAcceptAllBranchIsNoConstraint() {
        #expect(Self.meaningful(Self.diff("{ anyOf: [{ type: string }, {}] }", "{}")).isEmpty)
        #expect(Self.meaningful(Self.diff("{}", "{ anyOf: [{ type: integer }, {}] }")).isEmpty)
        #expect(!Self.meaningful(Self.diff("{ oneOf: [{ type: string }, {}] }", "{}")).isEmpty, "oneOf is not anyOf")
    }

    @Test func aTypeReplacedByAUnionIsATypeChangeNotAWideningToAny() {
        let report = Self.diff("{ type: string }", "{ oneOf: [{ type: object }, { type: integer }] }")
        let rules = Self.meaningful(report)
        #expect(rules.contains("request-type-changed") && rules.contains("response-type-changed"), "\(rules)")
        #expect(!rules.contains { $0.contains("nullable") }, "\(rules)")
        let type = report.changes.first { $0.rule == "response-type-changed" }
        #expect(type?.before == "string" && type?.after == "integer, object")
    }

    @Test func aReferenceThatGainedABranchWidens() {
        let report = Self.diff(Self.kind, "{ oneOf: [\(Self.kind), \(Self.other)] }")
        #expect(Self.meaningful(report) == ["request-schema-widened", "response-schema-widened"])
        let change = report.changes.first { $0.rule == "response-schema-widened" }
        #expect(change?.before == "Kind" && change?.after == "2 branches: Kind, Other")
        let back = Self.diff("{ oneOf: [\(Self.kind), \(Self.other)] }", Self.kind)
        #expect(Self.meaningful(back) == ["request-schema-narrowed", "response-schema-narrowed"])
    }

    @Test func oneOfBecomingAnyOfWidens() {
        let report = Self.diff("{ oneOf: [\(Self.card), \(Self.bank)] }", "{ anyOf: [\(Self.card), \(Self.bank)] }")
        #expect(Self.meaningful(report) == ["request-schema-widened", "response-schema-widened"])
    }

    @Test func aUnionAddedBesideOtherKeywordsNarrows() {
        let properties = "type: object, properties: { a: { type: string }, b: { type: string } }"
        let object = "{ \(properties) }"
        let constrained = "{ \(properties), oneOf: [{ required: [a] }, { required: [b] }] }"
        let report = Self.diff(object, constrained)
        #expect(Self.meaningful(report) == ["request-schema-narrowed", "response-schema-narrowed"], "\(report.rules)")
    }

    /// An optional error, once `anyOf: [string, $ref: Error, null]` with `Error` a `oneOf` of two,
    /// now `anyOf: [$ref: Error, null]` (read as `oneOf` of two, nullable): the string is gone and
    /// the union is a `oneOf`, nothing else changed.
    @Test func aUnionNestedInAUnionIsOpenedBeforeBranchesPair() {
        let error = ##"{ oneOf: [\##(Self.card), \##(Self.bank)] }"##
        let old = ##"{ anyOf: [{ type: string }, \##(error), { type: "null" }] }"##
        let new = ##"{ anyOf: [\##(error), { type: "null" }] }"##
        let report = Self.diff(old, new)
        #expect(
            Self.meaningful(report) == [
                "request-schema-narrowed", "request-schema-narrowed", "request-type-narrowed", "response-schema-narrowed",
                "response-schema-narrowed", "response-type-narrowed",
            ], "\(report.rules)")
        let narrowed = report.changes.filter { $0.rule == "response-schema-narrowed" }.compactMap(\.after)
        #expect(narrowed.sorted() == ["2 branches (removed string)", "oneOf"])
        #expect(!report.changes.contains { $0.rule.contains("nullable") })
    }

    @Test func anAllOfWrapperThatOnlyDescribesIsNoChange() {
        let report = Self.diff(Self.kind, "{ allOf: [\(Self.kind), { description: The kind. }] }")
        #expect(Self.meaningful(report).isEmpty, "\(report.rules)")
        #expect(report.rules == ["description-changed", "description-changed"])
    }

    @Test func anEnumNarrowedInsideAnAllOfWrapperIsFound() {
        let report = Self.diff(Self.kind, "{ allOf: [\(Self.kind), { enum: [voa] }] }")
        #expect(Self.meaningful(report) == ["request-enum-value-removed", "response-enum-value-removed"])
        let widened = Self.diff("{ allOf: [\(Self.kind), { description: d }] }", "{ type: string, enum: [voa, income, asset] }")
        #expect(Self.meaningful(widened) == ["request-enum-value-added", "response-enum-value-added"])
    }

    @Test func aFlattenedAllOfIsNoChangeAndAChangeInsideItIsFound() {
        let value = "{ type: string }"
        #expect(Self.meaningful(Self.diff(value, value, newPet: Self.petFlat)).isEmpty)
        #expect(Self.meaningful(Self.diff(value, value, oldPet: Self.petFlat)).isEmpty)
        let retyped = Self.petFlat.replacing("id: { type: integer }", with: "id: { type: string }")
        let report = Self.diff(value, value, newPet: retyped)
        #expect(Self.meaningful(report) == ["response-type-changed"])
        #expect(report.changes.first?.pointer == "/properties/id")
    }
}
