import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader
import TreatyTooling

@Suite struct AcceptFileLoaderTests {
    static let path = "contracts/.treaty-accept.yaml"

    func load(_ marked: MarkedText) -> AcceptFileLoader.Result {
        AcceptFileLoader(files: .memory([Self.path: marked.text])).load(Self.path)
    }

    /// `rule@line:column` of every diagnostic.
    func findings(_ result: AcceptFileLoader.Result) -> [String] {
        result.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" }
    }

    @Test func readsEveryFieldWithItsLocation() {
        let marked = MarkedText(
            """
            accept:
              - 1️⃣rule: response-field-removed
                contract: Projects
                endpoint: getProject
                status: 200
                target: response.body
                pointer: /properties/status
                reason: status moved to /v2, clients migrated in 4.2
                expires: 2027-01-31
              - 2️⃣rule: response-status-removed
                status: 4XX
                reason: "errors folded into 'default'"
                expires: '2026-12-31'
            """)
        let result = load(marked)
        #expect(result.diagnostics.isEmpty)
        #expect(!result.unreadable)
        #expect(result.file.file == Self.path)
        let entries = result.file.entries
        #expect(entries.count == 2)
        #expect(
            entries.first
                == AcceptEntry(
                    rule: "response-field-removed", contract: "Projects", endpoint: "getProject", status: "200",
                    target: "response.body", pointer: "/properties/status",
                    reason: "status moved to /v2, clients migrated in 4.2", expires: "2027-01-31",
                    location: FileLocation(file: Self.path, line: 2, column: 5)))
        #expect(entries.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [marked["1️⃣"], marked["2️⃣"]])
        #expect(entries.last?.status == "4XX" && entries.last?.endpoint == nil && entries.last?.pointer == nil)
        #expect(entries.last?.reason == "errors folded into 'default'")
    }

    @Test func misspeltKeyIsLocatedWithSuggestion() {
        let marked = MarkedText(
            """
            accept:
              - rule: response-field-removed
                1️⃣endpiont: getProject
                reason: moved
                expires: 2027-01-31
              - rule: endpoint-removed
                reason: retired
                expires: 2027-01-31
            """)
        let result = load(marked)
        #expect(findings(result) == ["unknown-key@\(marked["1️⃣"])"])
        #expect(
            DiagnosticFormat.text.render(result.diagnostics) == """
                contracts/.treaty-accept.yaml:3:5: error: [unknown-key] unknown key 'endpiont' in an accept entry; \
                expected one of 'rule', 'contract', 'endpoint', 'status', 'target', 'pointer', 'reason', 'expires'
                  hint: did you mean 'endpoint'?

                """)
        // The bad entry is dropped, the good one kept.
        #expect(result.file.entries.map(\.rule) == ["endpoint-removed"])
    }

    @Test func missingRequiredKeysAreReportedAtTheEntry() {
        let marked = MarkedText(
            """
            accept:
              - 1️⃣rule: response-field-removed
                endpoint: getProject
            """)
        let result = load(marked)
        #expect(findings(result) == ["missing-key@\(marked["1️⃣"])", "missing-key@\(marked["1️⃣"])"])
        #expect(
            result.diagnostics.map(\.message).sorted() == [
                "an accept entry is missing the required key 'expires'",
                "an accept entry is missing the required key 'reason'",
            ])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.hint != nil })
        #expect(result.file.entries.isEmpty)
    }

    @Test func badValuesAreLocatedAtTheValue() {
        let marked = MarkedText(
            """
            accept:
              - rule: response-field-removed
                pointer: 1️⃣properties/status
                reason: moved
                expires: 2027-01-31
              - rule: 2️⃣[a, b]
                reason: 3️⃣""
                expires: 2027-01-31
              - 4️⃣just a string
            """)
        let result = load(marked)
        #expect(
            findings(result) == [
                "invalid-value@\(marked["1️⃣"])", "wrong-type@\(marked["2️⃣"])", "invalid-value@\(marked["3️⃣"])",
                "wrong-type@\(marked["4️⃣"])",
            ])
        #expect(
            result.diagnostics.first?.message
                == "accept entry 'pointer' has the invalid value 'properties/status'; expected a JSON pointer starting with '/'")
        #expect(result.diagnostics.last?.message == "an accept entry must be a mapping, found a string")
        #expect(result.file.entries.isEmpty)
    }

    @Test func topLevelMustHoldAcceptList() {
        let misspelt = load(MarkedText("1️⃣acept:\n  - rule: x\n"))
        #expect(findings(misspelt) == ["missing-key@1:1", "unknown-key@1:1"])
        #expect(misspelt.diagnostics.last?.hint == "did you mean 'accept'?")
        let notAList = load(MarkedText("accept: 1️⃣yes\n"))
        #expect(findings(notAList) == ["wrong-type@1:9"])
    }

    @Test func emptyFileAndEmptyListAcceptNothing() {
        for text in ["", "# nothing accepted yet\n", "accept:\n", "accept: []\n"] {
            let result = load(MarkedText(text))
            #expect(result.diagnostics.isEmpty, "\(text)")
            #expect(result.file.entries.isEmpty)
        }
    }

    @Test func missingFileIsUnreadable() {
        let result = AcceptFileLoader(files: .memory([:])).load("accept.yaml")
        #expect(result.unreadable)
        #expect(
            DiagnosticFormat.text.render(result.diagnostics)
                == "accept.yaml:1:1: error: [unreadable-file] cannot read 'accept.yaml': no such file\n")
    }

    @Test func yamlSyntaxErrorIsLocated() {
        let result = load(MarkedText("accept:\n  - rule: [unclosed\n"))
        #expect(!result.unreadable)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location.file == Self.path)
        #expect(result.diagnostics.first?.location.line ?? 0 >= 2)
    }
}
