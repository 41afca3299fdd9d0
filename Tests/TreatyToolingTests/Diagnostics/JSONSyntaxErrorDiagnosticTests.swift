import Testing
import TreatyContract
import TreatyTooling

@Suite struct JSONSyntaxErrorTests {
    @Test func becomesALocatedDiagnostic() {
        let error = JSONSyntaxError(message: "unexpected end of input; expected a JSON value", line: 3, column: 7, offset: 40)
        let diagnostic = error.diagnostic(in: "Fixtures/a.json")
        #expect(
            diagnostic
                == Diagnostic(
                    .error, "invalid-json", "unexpected end of input; expected a JSON value",
                    at: FileLocation(file: "Fixtures/a.json", line: 3, column: 7), hint: "fix the JSON at byte offset 40"))
    }
}
