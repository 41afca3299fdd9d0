import Testing
import TreatyContract
import TreatyGenerator

/// The checked-in generated suites are goldens: they must equal what the generator writes now.
/// They are also test targets, so a golden is always code that compiles and passes.
/// Update them with `make golden` and review the diff; this test never writes.
@Suite struct GoldenFileTests {
    struct Golden: Sendable, CustomStringConvertible {
        var contract: String
        var folder: String
        var options: GenerationOptions
        var description: String { contract }
    }

    /// Keep in step with the `golden` target of the Makefile.
    static let goldens = [
        Golden(contract: "contracts/projects.yaml", folder: "Tests/ProjectsContractTests", options: GenerationOptions()),
        Golden(
            contract: "Tests/Contracts/notes.yaml", folder: "Tests/NotesContractTests",
            options: GenerationOptions(testing: .xctest, access: .public)),
        Golden(
            contract: "Tests/Contracts/petstore/petstore.yaml", folder: "Tests/PetstoreContractTests",
            options: GenerationOptions()),
    ]

    @Test(arguments: goldens)
    func generatedSuiteMatchesTheGolden(_ golden: Golden) throws {
        let contract = try #require(GeneratorFixtures.load([golden.contract]).first)
        let files = try ContractGenerator(options: golden.options).generate(
            contract, fixtures: GeneratorFixtures.fixtures(of: contract))
        #expect(
            files.map(\.name) == [
                "\(contract.name)Contract.swift", "\(contract.name)ContractTests.swift", "\(contract.name)Contract+Archive.swift",
            ])
        for file in files {
            let checkedIn = GeneratorFixtures.read("\(golden.folder)/\(file.name)")
            #expect(checkedIn == file.contents, "\(golden.folder)/\(file.name) is stale: run 'make golden' and review the diff")
        }
    }

    @Test func generationIsDeterministicAndIndependentOfLoadOrder() throws {
        let forward = GeneratorFixtures.load(["contracts/projects.yaml", "Tests/Contracts/notes.yaml"])
        let backward = GeneratorFixtures.load(["Tests/Contracts/notes.yaml", "contracts/projects.yaml"])
        let generator = ContractGenerator()
        func render(_ contracts: [Contract]) throws -> [String: String] {
            var result: [String: String] = [:]
            for contract in contracts {
                for file in try generator.generate(contract, fixtures: GeneratorFixtures.fixtures(of: contract)) {
                    result[file.name] = file.contents
                }
            }
            return result
        }
        let first = try render(forward)
        #expect(first.count == 6)
        #expect(try render(forward) == first)
        #expect(try render(backward) == first)
        for text in first.values {
            #expect(!text.contains(GeneratorFixtures.root), "generated code must not carry absolute paths")
            #expect(text.hasSuffix("\n") && !text.contains("\r"))
        }
    }
}
