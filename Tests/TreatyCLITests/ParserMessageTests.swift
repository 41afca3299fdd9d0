import Testing

@testable import TreatyCLI

/// swift-argument-parser's messages as Treaty words them, snippet by snippet: the parser's text
/// in, the whole restyled text out.
@Suite struct ParserMessageTests {
    @Test(arguments: [
        (
            "The value 'abc' is invalid for '--port <n>'",
            "option '--port' does not accept 'abc'; expected a whole number"
        ),
        (
            "The value '12X' is invalid for '--max-body-size <size>'",
            "option '--max-body-size' does not accept '12X'; expected a size such as '1048576', '512K' or '16M'"
        ),
        (
            "The value 'both' is invalid for '--split <split>'. Please provide one of 'none' and 'tag'.",
            "option '--split' does not accept 'both'; expected one of 'none' or 'tag'"
        ),
        (
            "The value 'minor' is invalid for '--fail-on <fail-on>'. Please provide one of 'breaking', 'warning', "
                + "'additive' or 'none'.",
            "option '--fail-on' does not accept 'minor'; expected one of 'breaking', 'warning', 'additive' or 'none'"
        ),
        (
            "The value 'x' is invalid for '--pick <pick>'. Please provide one of the following:\n  - a\n  - b\n  - c",
            "option '--pick' does not accept 'x'; expected one of 'a', 'b' or 'c'"
        ),
        (
            "The value 'it's' is invalid for '--name <n>'",
            "option '--name' does not accept 'it's'; expected a whole number"
        ),
        (
            "The value 'x' is invalid for '--mode <mode>'",
            "option '--mode' does not accept 'x'; expected <mode>"
        ),
        (
            "The option '--strict' does not take any value, but '1' was specified.",
            "the option '--strict' does not take any value, but '1' was specified"
        ),
        ("Unknown option '--port'. Did you mean '--report'?", "unknown option '--port'. Did you mean '--report'?"),
        ("Missing value for '--format <format>'", "missing value for '--format <format>'"),
    ])
    func restyled(parser: String, treaty: String) {
        #expect(ParserMessage.restyle(parser) == treaty)
    }

    @Test func alternatives() {
        #expect(ParserMessage.alternatives([]) == "")
        #expect(ParserMessage.alternatives(["json"]) == "'json'")
        #expect(ParserMessage.alternatives(["json", "junit"]) == "'json' or 'junit'")
        #expect(ParserMessage.alternatives(["json", "junit", "html"]) == "'json', 'junit' or 'html'")
    }
}
