import Testing
import TreatyContract
import TreatyImport
import TreatyLoader

/// Every checked-in contract, written and read back, is the same model with no new diagnostics.
@Suite struct RoundTripTests {
    @Test(arguments: [
        ["contracts/projects.yaml", "contracts/common.yaml"], ["Tests/Contracts/notes.yaml"], ["contracts/httpbin.yaml"],
    ])
    func writtenContractLoadsBackEqual(paths: [String]) throws {
        let original = RepositoryFiles.load(paths)
        try #require(original.diagnostics.isEmpty, "\(original.diagnostics)")
        try #require(original.contracts.count == paths.count)

        var written: [String: String] = [:]
        for contract in original.contracts {
            let output = ContractYAMLWriter().write(contract)
            #expect(output.omissions.isEmpty, "\(output.omissions)")
            written[contract.file] = output.text
            written.merge(RepositoryFiles.fixtureTexts(of: contract)) { first, _ in first }
        }
        let reloaded = ContractLoader(files: .memory(written), root: .folder(".")).load(paths)

        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        #expect(reloaded.contracts.map(\.locationsCleared) == original.contracts.map(\.locationsCleared))
    }

    @Test(arguments: ["contracts/projects.yaml", "Tests/Contracts/notes.yaml", "contracts/httpbin.yaml"])
    func writingIsDeterministicAndStable(path: String) throws {
        let contract = try #require(RepositoryFiles.load([path]).contracts.first)
        let text = ContractYAMLWriter().write(contract).text
        #expect(ContractYAMLWriter().write(contract).text == text)

        var files = RepositoryFiles.fixtureTexts(of: contract)
        files[path] = text
        files["contracts/common.yaml"] = RepositoryFiles.read("contracts/common.yaml")
        let reloaded = try #require(
            ContractLoader(files: .memory(files), root: .folder(".")).load([path]).contracts.first)
        #expect(ContractYAMLWriter().write(reloaded).text == text, "writing the reloaded model changes the text")
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n") && !text.contains("\r"))
        #expect(!text.contains(RepositoryFiles.root))
    }
}
