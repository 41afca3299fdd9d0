import Testing
import TreatyContract

@testable import TreatyDiff

/// A change's finding and site are shared by reference between places, and a report keeps its
/// changes in the order found: neither may show in what a change says or in any output.
@Suite struct SharedChangeTests {
    private static let location = FileLocation(file: "api.yaml", line: 7, column: 3)

    /// `response field removed: 'subject'` at `pointer` in Shop's `endpoint` `status` body.
    private func removed(
        _ subject: String, endpoint: String, status: String = "200", pointer: String? = nil, line: Int = 7
    ) -> Change {
        Change(
            rule: .responseFieldRemoved, subject: subject, pointer: pointer ?? "/properties/\(subject)",
            location: FileLocation(file: "api.yaml", line: line, column: 3), before: "string"
        ).placed(contract: "Shop", endpoint: endpoint, status: status, target: "response.body")
    }

    @Test func editingACopyLeavesTheOriginalAsItWas() {
        let original = removed("email", endpoint: "getUser")
        var copy = original
        copy.message = "edited"
        copy.classification = .additive
        copy.endpoint = "getOwner"
        #expect(original.message == "response field removed: 'email'; was 'string'")
        #expect(original.classification == .breaking)
        #expect(original.endpoint == "getUser")
        #expect(original.place == "Shop getUser 200 response.body/properties/email")
        #expect(copy.place == "Shop getOwner 200 response.body/properties/email")
        #expect(copy != original)
        copy.message = original.message
        copy.classification = original.classification
        copy.endpoint = original.endpoint
        #expect(copy == original)
        #expect(Set([copy, original]).count == 1)
    }

    /// Every output is the same whatever order the changes were found in, when no two of them
    /// tie in the report's order.
    @Test func outputsDoNotDependOnTheOrderFound() {
        let changes =
            (1...4).map { removed("email", endpoint: "get\($0)") }
            + [removed("email", endpoint: "get1", status: "404", pointer: "/properties/error/properties/email")]
            + (1...3).map { removed("name", endpoint: "list\($0)", line: 9) }
            + [
                Change(rule: .endpointAdded, subject: "post", location: Self.location, after: "POST /things")
                    .placed(contract: "Shop", endpoint: "post"),
                Change(rule: .contractVersionChanged, location: nil, before: "1", after: "2").placed(contract: "Shop"),
            ]
        let orders = [changes, changes.reversed(), Array(changes[5...] + changes[..<5])]
        for format in DiffFormat.allCases {
            let renderings = Set(orders.map { format.render(DiffReport(changes: $0)) })
            #expect(renderings.count == 1, "\(format)")
        }
        #expect(DiffReport(changes: changes.reversed()).changes == DiffReport(changes: changes).changes)
        #expect(DiffReport(changes: changes.reversed()) == DiffReport(changes: changes))
    }

    /// Changes made apart that say the same at one location (a shared schema compared in two
    /// comparisons) are one change seen at several places.
    @Test func findingsMadeApartThatSayTheSameAreOneGroup() {
        let report = DiffReport(changes: [removed("email", endpoint: "getUser"), removed("email", endpoint: "listUsers")])
        #expect(
            DiffFormat.text.render(report) == """
                api.yaml:7:3: breaking: [response-field-removed] Shop getUser 200 response.body/properties/email: \
                response field removed: 'email'; was 'string' (and 1 more place, in 1 endpoint)
                2 breaking, 0 warning, 0 additive, 0 informational, 0 accepted

                """)
    }

    /// The shown place is the one with the fewest characters, not bytes: five accented letters
    /// are five characters, and a carriage return and line feed together one.
    @Test func theShortestPlaceIsCountedInCharacters() {
        let accented = removed("x", endpoint: "b", pointer: "/properties/\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}")
        let lineBreak = removed("x", endpoint: "c", pointer: "/properties/ab\r\ncd")
        let plain = removed("x", endpoint: "a", pointer: "/properties/abcdef")
        for changes in [[plain, accented], [plain, lineBreak, accented]] {
            let text = DiffFormat.text.render(DiffReport(changes: changes))
            #expect(text.hasPrefix("api.yaml:7:3: breaking: [response-field-removed] Shop b 200 response.body/properties/"))
        }
        let text = DiffFormat.text.render(DiffReport(changes: [plain, lineBreak]))
        #expect(text.hasPrefix("api.yaml:7:3: breaking: [response-field-removed] Shop c 200 response.body/properties/ab"))
        // Ten CRLFs are ten characters in twenty bytes: longer than the plain place in bytes,
        // shorter in characters.
        let lineBreaks = removed("x", endpoint: "d", pointer: "/properties/" + String(repeating: "\r\n", count: 10))
        let longer = removed("x", endpoint: "a", pointer: "/properties/abcdefghijklmnopqrstu")
        let shown = DiffFormat.text.render(DiffReport(changes: [longer, lineBreaks]))
        #expect(shown.hasPrefix("api.yaml:7:3: breaking: [response-field-removed] Shop d 200 response.body/properties/"))
    }
}
