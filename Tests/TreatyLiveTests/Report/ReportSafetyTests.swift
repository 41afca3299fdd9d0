import Foundation
import Testing
import TreatyContract
import TreatyLive

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every report format, fed hostile strings in every field a server or a contract can fill, and
/// read back with a real parser: XML for JUnit, libxml2's HTML parser for HTML, the JSON decoder.
@Suite struct ReportSafetyTests {
    static let hostile = [
        "\u{1B}[2J\u{1B}]0;pwned\u{07}", "nul\u{00}byte", "\u{FFFE}\u{FFFF}", "rtl\u{202E}txt", "line\nbreak\r",
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "]]><!--", "a | b | c", "[click](http://e.test)",
        "![x](http://e.test/x.png)", "`code` ``", "*bold* _it_ ~~s~~", "&amp; &#60;", "\\", "\"'",
    ]

    static var run: CheckRun {
        let text = hostile.joined(separator: " ")
        let location = FileLocation(file: "contracts/\(text).yaml", line: 1, column: 1)
        let drift = SampleResult(
            contract: text, endpoint: text, sample: 1, method: "GET", request: "/\(text)", status: 200,
            findings: [
                CheckFinding(
                    check: .responseSchema, rule: text, target: "response.body", pointer: "/\(text)", expected: text,
                    actual: "'\(text)'", classification: .breaking, location: location)
            ], location: location)
        let environment = SampleResult(
            contract: text, endpoint: "other", sample: 1, method: "GET", request: "/x",
            environment: .init(rule: "transport", message: text), location: location)
        return CheckRun(results: [drift, environment], skipped: [text])
    }

    /// A raw control character (other than newline and tab), a noncharacter or a bidi override.
    static func rawHidden(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F || $0.value == 0xFFFE || $0.value == 0xFFFF
                || $0.value == 0x202E
        }
    }

    @Test(arguments: ReportFormat.allCases) func noRawControlCharacterInAnyFormat(format: ReportFormat) {
        let report = format.render(ReportSafetyTests.run)
        #expect(!ReportSafetyTests.rawHidden(report))
        let shown = format == .json ? "\\u001b" : "\\u{1B}"
        #expect(report.contains(shown), "the escape character is shown, not dropped")
    }

    @Test func junitIsWellFormedXML() throws {
        let xml = ReportFormat.junit.render(ReportSafetyTests.run)
        let document = try XMLDocument(xmlString: xml)
        #expect(try document.nodes(forXPath: "//testcase").count == 2)
        #expect(try document.nodes(forXPath: "//script").isEmpty)
    }

    @Test func htmlHasNoElementAServerWrote() throws {
        // The parser does see elements: a page with a script has one.
        let control = try XMLDocument(
            data: Data("<html><body><p>x<script>1</script></p></body></html>".utf8), options: [.documentTidyHTML])
        #expect(try control.nodes(forXPath: "//script").count == 1)
        for html in [
            ReportFormat.html.render(ReportSafetyTests.run),
            SummaryFormat.html.render(try ReportSafetyTests.summary()),
        ] {
            let document = try XMLDocument(data: Data(html.utf8), options: [.documentTidyHTML])
            for element in ["script", "img", "a", "iframe"] {
                #expect(try document.nodes(forXPath: "//\(element)").isEmpty, "a <\(element)> reached the page")
            }
            #expect(!ReportSafetyTests.rawHidden(html))
        }
    }

    @Test func jsonDecodesAndKeepsTheTextExactly() throws {
        let json = ReportFormat.json.render(ReportSafetyTests.run)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let samples = try #require(root["samples"] as? [[String: Any]])
        #expect(samples.first?["endpoint"] as? String == ReportSafetyTests.hostile.joined(separator: " "))
    }

    @Test func markdownCarriesNoHTMLNoLinkAndKeepsItsTables() throws {
        for markdown in [
            ReportFormat.markdown.render(ReportSafetyTests.run),
            SummaryFormat.markdown.render(try ReportSafetyTests.summary()),
        ] {
            let withoutCode = markdown.replacingOccurrences(of: "<code>", with: "").replacingOccurrences(of: "</code>", with: "")
            #expect(!withoutCode.contains("<"), "raw HTML in \(markdown)")
            #expect(!ReportSafetyTests.unescaped("](", in: markdown), "a live link")
            #expect(!ReportSafetyTests.unescaped("`", in: markdown), "a code span a value could close")
            // Both tables have six columns: seven pipes a row, whatever the values hold.
            for row in markdown.split(separator: "\n") where row.hasPrefix("|") {
                #expect(ReportSafetyTests.unescapedPipes(in: String(row)) == 7, "\(row)")
            }
            #expect(!ReportSafetyTests.rawHidden(markdown))
        }
    }

    @Test func theTerminalSummaryIsEscapedToo() throws {
        let text = SummaryFormat.text.render(try ReportSafetyTests.summary())
        #expect(!ReportSafetyTests.rawHidden(text))
        #expect(text.contains("\\u{1B}"))
    }

    /// The run as `treaty summary` reads it back from its JSON report.
    static func summary() throws -> LaneSummary {
        var summary = LaneSummary()
        summary.live = try LiveResults(report: ReportFormat.json.render(run), file: "check.json")
        return summary
    }

    /// Whether `token` appears without a backslash before it.
    static func unescaped(_ token: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: token, range: searchStart..<text.endIndex) {
            if range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] != "\\" { return true }
            searchStart = range.upperBound
        }
        return false
    }

    static func unescapedPipes(in row: String) -> Int {
        var count = 0
        var previous: Character = " "
        for character in row {
            if character == "|", previous != "\\" { count += 1 }
            previous = character
        }
        return count
    }
}
