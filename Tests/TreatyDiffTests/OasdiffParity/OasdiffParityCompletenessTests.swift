import Testing
import TreatyContract

/// The cases and the page agree: every check the page calls covered has a case (or a reasoned
/// gap), and every case is about a check the page says the expected rules cover, with a class
/// cell that names the class the catalogue gives each rule.
@Suite struct OasdiffParityCompletenessTests {
    let table: OasdiffChecksTable

    init() throws { table = try OasdiffChecksTable.load() }

    @Test func thePageListsEveryOasdiffCheck() {
        #expect(table.rows.count == 509)
        #expect(Set(table.rows.map(\.id)).count == table.rows.count)
    }

    @Test func everyCoveredCheckHasACaseOrAKnownGap() {
        let written = Set(OasdiffParityCase.all.map(\.id) + OasdiffParityGap.all.map(\.id))
        let missing = table.rows.filter { $0.isCovered && !written.contains($0.id) }.map(\.id)
        #expect(missing.isEmpty, "covered checks without a case: \(missing)")
    }

    @Test func everyCaseIsACoveredCheckNamingItsRules() {
        let rows = Dictionary(table.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for parity in OasdiffParityCase.all {
            guard let row = rows[parity.id] else {
                Issue.record("'\(parity.id)' is no check of the page")
                continue
            }
            #expect(row.isCovered, "'\(parity.id)' is \(row.coverage) on the page")
            for rule in parity.rules {
                #expect(row.names(rule), "the page does not name '\(rule)' for '\(parity.id)'")
            }
            // The class the page gives the check is that of the change it is about, the case's
            // first rule; a rule reported beside it (a media type added beside one removed) may
            // differ. The page gives it in the class cell, or beside the rule it names.
            guard let rule = parity.rules.first, let expected = OasdiffParityTests.catalogueClass(rule)?.rawValue else {
                Issue.record("'\(parity.testDescription)' expects no rule of the catalogue")
                continue
            }
            #expect(
                row.classification.contains(expected) || row.rules.contains(expected),
                "the page gives '\(parity.id)' the class '\(row.classification)', the catalogue '\(rule)' \(expected)")
        }
    }

    @Test func everyKnownGapIsACoveredCheckWithAReason() {
        let rows = Dictionary(table.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for gap in OasdiffParityGap.all {
            #expect(rows[gap.id]?.isCovered == true, "'\(gap.id)' is not a covered check of the page")
            #expect(!gap.reason.isEmpty)
            if let attempt = gap.attempt { #expect(attempt.id == gap.id) }
        }
    }
}
