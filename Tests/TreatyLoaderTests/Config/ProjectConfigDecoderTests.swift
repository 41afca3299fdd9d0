import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

@Suite struct ProjectConfigDecoderTests {
    private func load(_ text: String, at file: String = "app/treaty.yaml") -> (ProjectConfig?, String) {
        let (config, diagnostics) = ProjectConfigDecoder(files: .memory([file: text])).load(file)
        return (config, DiagnosticFormat.text.render(diagnostics))
    }

    @Test func entriesAreReadWithPathsJoinedToTheConfigFolder() {
        let (config, rendered) = load(
            """
            contracts:
              - path: contracts/notes.yaml
                out: Tests/NotesContractTests
                testing: xctest
                access: public
                adapterSkeleton: Tests/NotesContractTests/NotesAdapter.swift
              - path: openapi.yaml
                out: Generated
            """)
        #expect(rendered == "")
        #expect(
            config?.entries == [
                ProjectConfig.Entry(
                    path: "app/contracts/notes.yaml", out: "app/Tests/NotesContractTests", testing: "xctest", access: "public",
                    adapterSkeleton: "app/Tests/NotesContractTests/NotesAdapter.swift",
                    location: FileLocation(file: "app/treaty.yaml", line: 2, column: 5)),
                ProjectConfig.Entry(
                    path: "app/openapi.yaml", out: "app/Generated",
                    location: FileLocation(file: "app/treaty.yaml", line: 7, column: 5)),
            ])
    }

    @Test func variantSettingsAreReadAndAnUnknownKindIsALocatedError() {
        let (config, rendered) = load(
            """
            contracts:
              - path: openapi.yaml
                out: Generated
                variants:
                  off: [string-bounds, enum-values, null-members]
                  knownIssues:
                    "listReleases/success ~ /0/name null": name is not optional yet
            """)
        #expect(rendered == "")
        #expect(config?.entries.first?.variants.off == [.stringBounds, .enumValues, .nullMembers])
        let known = config?.entries.first?.variants.knownIssues
        #expect(known == ["listReleases/success ~ /0/name null": "name is not optional yet"])
        let (wrong, message) = load(
            """
            contracts:
              - path: openapi.yaml
                out: Generated
                variants: { off: [enum-value], knownIssue: {} }
            """)
        #expect(wrong == nil)
        #expect(
            message.split(separator: "\n").filter { $0.contains("error:") } == [
                "app/treaty.yaml:4:23: error: [invalid-value] an 'off' entry has the invalid value 'enum-value'; expected one of 'null-members', 'absent-members', 'empty-arrays', 'array-bounds', 'enum-values', 'number-bounds', 'string-bounds', 'unknown-members', 'branches'",
                "app/treaty.yaml:4:36: error: [unknown-key] unknown key 'knownIssue' in 'variants'; expected one of 'off', 'knownIssues'",
            ])
    }

    /// `treaty.yaml` comes from pull requests like contracts do: an entry may not read a contract
    /// from, or write generated files and a skeleton to, a place outside the project. `--root`
    /// (the decoder's `root`) widens it on purpose.
    @Test func entriesThatLeaveTheProjectAreLocatedErrors() {
        let text = """
            contracts:
              - path: ../elsewhere/api.yaml
                out: Tests/Generated
              - path: contracts/notes.yaml
                out: ../../outside
                adapterSkeleton: /tmp/Adapter.swift
            """
        let (config, rendered) = load(text)
        #expect(config == nil)
        #expect(
            rendered.split(separator: "\n").filter { $0.contains("error:") } == [
                "app/treaty.yaml:2:11: error: [path-outside-root] 'path' '../elsewhere/api.yaml' leads outside the project root through '..'; expected a contract file or folder inside the project",
                "app/treaty.yaml:5:10: error: [path-outside-root] 'out' '../../outside' leads outside the project root through '..'; expected a folder inside the project",
                "app/treaty.yaml:6:22: error: [path-outside-root] 'adapterSkeleton' '/tmp/Adapter.swift' is an absolute path outside the project root; expected a file inside the project",
            ])
        let widened = ProjectConfigDecoder(files: .memory(["app/treaty.yaml": text]), root: "/").load("app/treaty.yaml")
        #expect(widened.diagnostics.isEmpty, "\(widened.diagnostics)")
        #expect(widened.config?.entries.map(\.out) == ["app/Tests/Generated", "../outside"])
    }

    @Test func anEmptyFileIsAnEmptyConfiguration() {
        for text in ["", "# only a comment\n", "~\n"] {
            let (config, rendered) = load(text)
            #expect(config == ProjectConfig(), "\(text)")
            #expect(rendered == "")
        }
    }

    @Test func unknownKeysAreLocatedWithADidYouMean() {
        let marked = MarkedText(
            """
            contracts:
              - path: a.yaml
                out: Generated
                1️⃣tesitng: xctest
            2️⃣contract: []
            """)
        let (config, rendered) = load(marked.text, at: "treaty.yaml")
        #expect(config == nil)
        #expect(
            rendered == """
                treaty.yaml:\(marked["1️⃣"]): error: [unknown-key] unknown key 'tesitng' in a contract entry; expected one of 'path', 'out', 'testing', 'access', 'adapterSkeleton', 'variants'
                  hint: did you mean 'testing'?
                treaty.yaml:\(marked["2️⃣"]): error: [unknown-key] unknown key 'contract' in treaty.yaml; expected one of 'contracts', 'formats', 'allow'
                  hint: did you mean 'contracts'?

                """)
    }

    @Test func wrongValuesAndMissingKeysAreLocated() {
        let marked = MarkedText(
            """
            contracts:
              - 1️⃣path: a.yaml
                testing: 2️⃣xctests
                access: 3️⃣[public]
            """)
        let (config, rendered) = load(marked.text, at: "treaty.yaml")
        #expect(config == nil)
        #expect(
            rendered == """
                treaty.yaml:\(marked["1️⃣"]): error: [missing-key] a contract entry is missing the required key 'out'
                treaty.yaml:\(marked["2️⃣"]): error: [invalid-value] 'testing' has the invalid value 'xctests'; expected one of 'swift-testing', 'xctest'
                  hint: did you mean 'xctest'?
                treaty.yaml:\(marked["3️⃣"]): error: [wrong-type] 'access' must be a string, found a sequence

                """)
    }

    @Test func brokenYAMLIsALocatedError() {
        let (config, rendered) = load("contracts: [\n", at: "treaty.yaml")
        #expect(config == nil)
        #expect(rendered.hasPrefix("treaty.yaml:2:1: error: "), "\(rendered)")
    }
}
