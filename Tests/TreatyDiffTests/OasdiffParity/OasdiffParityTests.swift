import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader
import TreatyTooling

/// Each oasdiff check docs/oasdiff-checks.md says Treaty covers, made as a pair of documents:
/// `treaty diff` must report the rules the table names, where the change is, with the class the
/// rule catalogue gives them. A check Treaty misses is a ``OasdiffParityGap``, not a weaker case.
@Suite struct OasdiffParityTests {
    /// The old and new documents loaded as `treaty diff` loads them, and their changes.
    static func changes(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Change] {
        let files = FileSource.memory(["old.yaml": old, "new.yaml": new])
        let before = ContractLoader(files: files).load(["old.yaml"])
        let after = ContractLoader(files: files).load(["new.yaml"])
        // A document Treaty refuses would make any answer meaningless: both must load cleanly.
        for (name, result, text) in [("old", before, old), ("new", after, new)] {
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "the \(name) document has errors: \(errors)\n\(text)", sourceLocation: sourceLocation)
            #expect(result.contracts.count == 1, "the \(name) document loads no contract", sourceLocation: sourceLocation)
        }
        return ContractDiffer().diff(old: before.contracts, new: after.contracts).changes
    }

    /// The class the catalogue gives `rule`, nil for a rule the engine does not have.
    static func catalogueClass(_ rule: String) -> ChangeClass? {
        DiffRule.catalogue.first { $0.id == rule }?.classification
    }

    @Test(arguments: OasdiffParityCase.all)
    func treatyReportsTheCheck(_ parity: OasdiffParityCase) {
        let changes = Self.changes(parity.old, parity.new)
        let seen = changes.map { "\($0.rule) [\($0.classification)] at \($0.target ?? "-") \($0.pointer)" }
        for rule in parity.rules {
            let expected = Self.catalogueClass(rule)
            #expect(expected != nil, "'\(rule)' is no rule of the catalogue")
            let found = changes.filter { change in
                change.rule == rule && parity.target.map { change.target == $0 } != false
                    && change.pointer.hasPrefix(parity.pointer)
            }
            #expect(!found.isEmpty, "expected '\(rule)' at \(parity.target ?? "-") \(parity.pointer); got \(seen)")
            #expect(found.allSatisfy { $0.classification == expected }, "'\(rule)' is not \(String(describing: expected))")
        }
    }

    /// A known gap's pair still shows the gap: when Treaty starts reporting the rule, this fails,
    /// and the case moves to the covered ones.
    @Test(arguments: OasdiffParityGap.all.filter { $0.attempt != nil })
    func aKnownGapIsStillAGap(_ gap: OasdiffParityGap) throws {
        let attempt = try #require(gap.attempt)
        let changes = Self.changes(attempt.old, attempt.new)
        let reported = attempt.rules.allSatisfy { rule in
            changes.contains { change in change.rule == rule && attempt.target.map { change.target == $0 } != false }
        }
        #expect(!reported, "Treaty now reports \(attempt.rules) for '\(gap.id)': make it a case")
    }
}
