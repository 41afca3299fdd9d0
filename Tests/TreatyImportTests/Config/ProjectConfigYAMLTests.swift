import Testing
import TreatyContract
import TreatyImport
import TreatyLoader
import TreatyTooling

/// `treaty.yaml` as `treaty init` writes it, read back by the loader.
@Suite struct ProjectConfigYAMLTests {
    @Test func theWrittenTextReadsBackToTheSameEntries() {
        let config = ProjectConfig(entries: [
            ProjectConfig.Entry(
                path: "contracts/a \"b\".yaml", out: "Tests/A", testing: "xctest", access: "public",
                adapterSkeleton: "Tests/A/AAdapter.swift", location: FileLocation(file: "treaty.yaml", line: 5, column: 5)),
            ProjectConfig.Entry(
                path: "openapi.yaml", out: "Gen", location: FileLocation(file: "treaty.yaml", line: 10, column: 5)),
        ])
        let (read, diagnostics) = ProjectConfigDecoder(files: .memory(["treaty.yaml": config.yamlText])).load("treaty.yaml")
        #expect(diagnostics.isEmpty)
        #expect(read == config)
    }
}
