import Testing
import TreatyContract
import TreatyLoader

@testable import TreatyDiff

/// `treaty diff` compares shapes by meaning: rewriting a shape into an equivalent spelling, as
/// API descriptions do between OpenAPI 3.0 and 3.1, is no change, while a real change hidden in
/// the same rewrite is still found.
@Suite struct EquivalentShapeTests {
    /// The nullable `owner` of `Project`, each spelling accepting exactly a `User` or null.
    static let nullableOwner = [
        "{ $ref: \"#/schemas/User\", nullable: true }",
        "{ type: object, $ref: \"#/schemas/User\", nullable: true }",
        "{ nullable: true, allOf: [{ $ref: \"#/schemas/User\" }] }",
        "{ anyOf: [{ $ref: \"#/schemas/User\" }, { type: \"null\" }] }",
        "{ oneOf: [{ type: \"null\" }, { $ref: \"#/schemas/User\" }] }",
        "{ nullable: true, type: object, required: [email], properties: { email: { type: string, format: email } } }",
        "{ type: [object, \"null\"], required: [email], properties: { email: { type: string, format: email } } }",
        "{ allOf: [{ $ref: \"#/schemas/User\" }], nullable: true, description: the owner }",
    ]

    /// The same owner, not nullable.
    static let plainOwner = [
        "{ $ref: \"#/schemas/User\" }",
        "{ type: object, $ref: \"#/schemas/User\" }",
        "{ allOf: [{ $ref: \"#/schemas/User\" }] }",
        "{ type: object, required: [email], properties: { email: { type: string, format: email } } }",
        "{ allOf: [{ allOf: [{ $ref: \"#/schemas/User\" }] }] }",
    ]

    static func diff(_ old: String, _ new: String) -> DiffReport {
        ContractDiffer().diff(
            old: YAMLDiffTests.load(YAMLDiffTests.projects(owner: old)),
            new: YAMLDiffTests.load(YAMLDiffTests.projects(owner: new)))
    }

    /// Description wording may differ between spellings; that is informational, never more.
    static func meaningful(_ report: DiffReport) -> [String] {
        report.changes.filter { $0.classification != .informational }.map(\.rule)
    }

    @Test(arguments: nullableOwner)
    func nullableSpellingsAreEqual(spelling: String) {
        for other in Self.nullableOwner {
            #expect(Self.meaningful(Self.diff(spelling, other)).isEmpty, "\(spelling) → \(other)")
        }
    }

    @Test(arguments: plainOwner)
    func plainSpellingsAreEqual(spelling: String) {
        for other in Self.plainOwner {
            #expect(Self.meaningful(Self.diff(spelling, other)).isEmpty, "\(spelling) → \(other)")
        }
    }

    @Test func droppingNullabilityInAnyEquivalentSpellingIsStillReported() {
        for nullable in Self.nullableOwner {
            for plain in Self.plainOwner {
                #expect(
                    Self.meaningful(Self.diff(nullable, plain)) == ["response-field-made-non-nullable"], "\(nullable) → \(plain)")
            }
        }
    }

    @Test func aRealChangeInsideAnEquivalentRewriteIsFound() {
        let narrowed =
            "{ nullable: true, allOf: [{ type: object, required: [email], properties: { email: { type: integer } } }] }"
        let changes = Self.diff(Self.nullableOwner[0], narrowed).changes.filter { $0.classification != .informational }
        #expect(changes.map(\.rule).contains("response-type-changed"))
        #expect(changes.allSatisfy { $0.pointer == "/properties/owner/properties/email" }, "\(changes.map(\.pointer))")
    }

    @Test func aTypeBesideARefThatNarrowsItIsStillCompared() {
        let narrowing = "{ type: string, $ref: \"#/schemas/User\" }"
        #expect(!Self.meaningful(Self.diff(Self.plainOwner[0], narrowing)).isEmpty)
    }

    /// A union that says what a list of types says, and branches that add nothing to a union.
    @Test(arguments: [
        ("{ anyOf: [{ type: string }, { type: integer }] }", "{ type: [integer, string] }"),
        ("{ oneOf: [{ type: string }, { type: boolean }, { type: \"null\" }] }", "{ type: [string, boolean], nullable: true }"),
        (
            "{ anyOf: [{ $ref: \"#/schemas/User\" }, { $ref: \"#/schemas/User\" }, { type: string }] }",
            "{ anyOf: [{ $ref: \"#/schemas/User\" }, { type: string }] }"
        ),
        ("{ anyOf: [{ type: string }, { not: {} }, { type: integer }] }", "{ anyOf: [{ type: string }, { type: integer }] }"),
        ("{ anyOf: [{ $ref: \"#/schemas/User\" }] }", "{ $ref: \"#/schemas/User\" }"),
        ("{ oneOf: [{ $ref: \"#/schemas/User\" }], nullable: true }", "{ $ref: \"#/schemas/User\", nullable: true }"),
    ])
    func unionsSpelledOtherwiseAreEqual(spellings: (String, String)) {
        #expect(Self.meaningful(Self.diff(spellings.0, spellings.1)).isEmpty, "\(spellings.0) → \(spellings.1)")
        #expect(Self.meaningful(Self.diff(spellings.1, spellings.0)).isEmpty, "\(spellings.1) → \(spellings.0)")
    }

    /// `5` is an integer and a number: `oneOf` refuses it, `type: [integer, number]` does not; and a
    /// branch with more than a type is a branch of its own.
    @Test func unionsThatMeanMoreThanTheirTypesAreStillCompared() {
        #expect(
            !Self.meaningful(Self.diff("{ oneOf: [{ type: integer }, { type: number }] }", "{ type: [integer, number] }")).isEmpty
        )
        #expect(
            !Self.meaningful(
                Self.diff("{ anyOf: [{ type: string, maxLength: 3 }, { type: integer }] }", "{ type: [string, integer] }")
            )
            .isEmpty)
        #expect(
            !Self.meaningful(
                Self.diff(
                    "{ oneOf: [{ $ref: \"#/schemas/User\" }, { $ref: \"#/schemas/User\" }] }", "{ $ref: \"#/schemas/User\" }")
            ).isEmpty)
    }

    /// A union that became `{}` accepts every value now: widened, not changed.
    @Test func aUnionThatBecameAnythingIsWidened() {
        let union = "{ anyOf: [{ type: string }, { type: integer, minimum: 1 }] }"
        #expect(Self.meaningful(Self.diff(union, "{}")).contains("response-schema-widened"))
        #expect(Self.meaningful(Self.diff("{}", union)).contains("response-schema-narrowed"))
        #expect(!Self.meaningful(Self.diff(union, "{}")).contains("response-schema-changed"))
    }

    @Test func aTwoBranchAllOfOrAnyOfWithMoreThanNullIsNotFolded() {
        let twoBranches = "{ anyOf: [{ $ref: \"#/schemas/User\" }, { type: string }] }"
        #expect(!Self.meaningful(Self.diff(Self.plainOwner[0], twoBranches)).isEmpty)
    }
}
