import Testing
import TreatyContract
import TreatyTooling

@testable import TreatyDiff

@Suite struct AcceptListTests {
    /// `Project.status` removed: two breaking `response-field-removed` changes (getProject 200, createProject 201).
    static let report = ContractBuilder.diff { $0.editSchema("Project") { $0.properties.removeAll { $0.name == "status" } } }

    static func entry(
        endpoint: String? = "getProject", pointer: String? = "/properties/status", expires: String = "2027-01-31",
        rule: String = "response-field-removed"
    ) -> AcceptEntry {
        AcceptEntry(
            rule: rule, endpoint: endpoint, pointer: pointer, reason: "status moves to /v2",
            expires: expires, location: FileLocation(file: "contracts/.treaty-accept.yaml", line: 3, column: 5))
    }

    @Test func acceptedChangesAreKeptButDoNotFail() {
        let accepted = AcceptList(entries: [Self.entry(endpoint: nil)]).apply(to: Self.report, today: "2027-01-31")
        #expect(accepted.changes.count == 2)
        #expect(accepted.changes.allSatisfy { $0.acceptedReason == "status moves to /v2" })
        #expect(accepted.findings.isEmpty)
        #expect(Self.report.fails(on: .breaking))
        #expect(!accepted.fails(on: .breaking))
        #expect(accepted.count(.breaking) == 0 && accepted.acceptedCount == 2)
    }

    @Test func matcherNarrowsToEndpointAndPointer() {
        let one = AcceptList(entries: [Self.entry()]).apply(to: Self.report, today: "2026-12-02")
        #expect(one.changes.filter(\.isAccepted).map(\.endpoint) == ["getProject"])
        #expect(one.fails(on: .breaking))
        let subtree = AcceptList(entries: [Self.entry(endpoint: nil, pointer: "/properties/*")]).apply(
            to: Self.report, today: "2026-12-02")
        #expect(subtree.acceptedCount == 2)
        let otherPointer = AcceptList(entries: [Self.entry(pointer: "/properties/name")]).apply(
            to: Self.report, today: "2026-12-02")
        #expect(otherPointer.acceptedCount == 0)
        #expect(otherPointer.findings.map(\.rule) == ["accept-entry-unused"])
        #expect(otherPointer.findings[0].severity == .warning)
    }

    @Test func expiredEntryAcceptsNothingAndFails() {
        let expired = AcceptList(entries: [Self.entry(expires: "2026-12-01")]).apply(to: Self.report, today: "2026-12-02")
        #expect(expired.acceptedCount == 0)
        #expect(expired.findings.count == 1)
        let finding = expired.findings[0]
        #expect(finding.rule == "accept-entry-expired" && finding.severity == .error)
        #expect(
            finding.message == "accept entry for 'response-field-removed' expired on '2026-12-01'; "
                + "fix the change, or set a later 'expires' if it is still intended")
        #expect(finding.location.line == 3)
        #expect(expired.fails(on: nil))
    }

    @Test func malformedExpiryAndUnknownRule() {
        let list = AcceptList(entries: [Self.entry(expires: "31/01/2027"), Self.entry(rule: "field-gone")])
        let report = list.apply(to: Self.report, today: "2026-12-02")
        #expect(report.findings.map(\.rule).sorted() == ["accept-entry-invalid-expiry", "accept-entry-unknown-rule"])
        #expect(
            report.findings.first { $0.rule == "accept-entry-invalid-expiry" }?.message
                == "accept entry for 'response-field-removed' has expiry '31/01/2027'; expected a date written 'yyyy-mm-dd'")
        #expect(report.fails(on: nil))
    }

    /// Expiry dates are checked as `format: date` is: the day must exist in that month.
    @Test(arguments: ["2027-02-30", "2027-13-01", "2027-1-31", "２０２７-01-31"])
    func expiryThatIsNoDateIsInvalid(_ expires: String) {
        let report = AcceptList(entries: [Self.entry(expires: expires)]).apply(to: Self.report, today: "2026-12-02")
        #expect(report.findings.map(\.rule) == ["accept-entry-invalid-expiry"], "\(expires)")
    }

    @Test func leapDayIsAValidExpiry() {
        #expect(Self.entry(expires: "2028-02-29").hasValidExpiry)
        #expect(!Self.entry(expires: "2027-02-29").hasValidExpiry)
    }

    @Test func failOnThresholds() {
        let additiveOnly = ContractBuilder.reverseDiff { $0.edit("getProject") { $0.responses.removeLast() } }
        #expect(!additiveOnly.fails(on: .breaking))
        #expect(additiveOnly.fails(on: .additive))
        #expect(!additiveOnly.fails(on: nil))
    }
}
