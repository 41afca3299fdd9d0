import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// docs/lint-rules.md shows, for every lint rule, a file that breaks it, what lint says and the
/// fix; these tests run every example so the page stays true, and check that every rule id the
/// code can report is documented.
@Suite struct LintRuleExampleTests {
    static let root = RootCauseTests.root
    static let header = "treaty: 1\nname: Shop\nversion: \"1\"\nstubHost: api.shop.test.invalid\n"

    /// One `## \`rule\`` section of docs/lint-rules.md: its fenced blocks in order.
    struct Example: CustomTestStringConvertible, Sendable {
        var rule: String
        var blocks: [(language: String, text: String)]

        var testDescription: String { rule }
    }

    static let examples: [Example] = {
        guard let page = try? RootCauseTests.text("docs/lint-rules.md") else { return [] }
        return page.components(separatedBy: "\n## `").dropFirst().map { section in
            let rule = String(section.prefix { $0 != "`" })
            var blocks: [(String, String)] = []
            var current: (String, [Substring])?
            for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    if let open = current {
                        blocks.append((open.0, open.1.map { $0 + "\n" }.joined()))
                        current = nil
                    } else {
                        current = (String(line.dropFirst(3)), [])
                    }
                } else if current != nil {
                    current?.1.append(line)
                }
            }
            return Example(rule: rule, blocks: blocks)
        }
    }()

    /// The rule ids of the Lint rules table in docs/contract-format.md.
    static let documentedLintRules: [String] = {
        guard let page = try? RootCauseTests.text("docs/contract-format.md"),
            let table = page.components(separatedBy: "## Lint rules").last
        else { return [] }
        return table.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return String(line.dropFirst(3).prefix { $0 != "`" })
        }
    }()

    /// What `treaty lint` prints for `snippet` (after the header unless it is a whole file),
    /// each line without its `file:line:column: ` prefix.
    static func lint(_ snippet: String) throws -> String {
        let project = try TemporaryProject()
        let whole = snippet.hasPrefix("treaty:") || snippet.hasPrefix("#")
        try project.write("shop.yaml", whole ? snippet : header + snippet)
        try project.write("item.json", "{\"id\": 1}\n")
        try project.write("broken.json", "{\"id\": 1,}\n")
        try project.write("report.csv", "id,name\n1,Ada\n")
        try project.write("hidden.csv", "id,name\n1,\u{202E}Ada\n")
        let result = ContractLoader(root: .folder(project.root)).load([project.path("shop.yaml")])
        // As the page shows it: run from the project folder, locations left out.
        let text = DiagnosticFormat.text.render(result.diagnostics).replacing(project.root, with: ".")
        let location = try Regex(#"^[^ ]+:[0-9]+:[0-9]+: "#)
        return text.split(separator: "\n").map { $0.replacing(location, with: "", maxReplacements: 1) + "\n" }.joined()
    }

    @Test func everyLintRuleHasAnExample() {
        #expect(Self.documentedLintRules.count > 40)
        #expect(Self.examples.map(\.rule) == Self.documentedLintRules)
    }

    @Test(arguments: examples)
    func theExampleBreaksItsRuleAndTheFixIsClean(_ example: Example) throws {
        let yaml = example.blocks.filter { $0.language == "yaml" }.map(\.text)
        let said = example.blocks.first { $0.language == "text" }?.text
        #expect(said?.contains("[\(example.rule)]") == true, "the example shows no '[\(example.rule)]' finding")
        guard yaml.count == 2 else {
            // Rules whose example needs bytes or files a page cannot hold say so instead.
            #expect(yaml.isEmpty)
            return
        }
        #expect(try Self.lint(yaml[0]) == said)
        #expect(try Self.lint(yaml[1]) == "")
    }

    /// Every rule id in the message catalogues of TreatyYAML, TreatyContract and TreatyLoader,
    /// read from their source: `Diagnostic(.error, "id", …)` and `YAMLError(rule: "id", …)`.
    static func catalogueRuleIDs() throws -> Set<String> {
        var ids = Set(SecretFinding.Kind.allCases.map(\.rawValue))
        let pattern = try Regex(#"(?:Diagnostic\(\s*\.(?:error|warning),\s*|YAMLError\(\s*rule:\s*)"([a-z0-9-]+)""#)
        for module in ["TreatyYAML", "TreatyContract", "TreatyLoader"] {
            let folder = root + "/Sources/" + module
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for match in text.matches(of: pattern) {
                    if let id = match.output[1].substring { ids.insert(String(id)) }
                }
            }
        }
        return ids
    }

    @Test func everyRuleIDInTheCatalogueIsDocumented() throws {
        let ids = try Self.catalogueRuleIDs()
        #expect(ids.count > 60)
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/docs").filter { $0.hasSuffix(".md") }
        let pages = try docs.map { try RootCauseTests.text("docs/" + $0) }.joined(separator: "\n")
        let undocumented = ids.filter { !pages.contains("`\($0)`") }.sorted()
        #expect(undocumented == [], "document these rule ids in docs/ (lint rules in contract-format.md)")
        let lintOnly = Set(Self.documentedLintRules)
        #expect(lintOnly.isSubset(of: ids), "contract-format.md lists rules the code never reports")
    }
}
