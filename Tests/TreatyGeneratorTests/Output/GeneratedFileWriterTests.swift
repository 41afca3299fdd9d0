import Foundation
import Testing
import TreatyContract
import TreatyGenerator

/// Every `<Name>Contract+…` file is the generator's: one it wrote earlier and no longer writes
/// (a part file, an archive under an earlier layout) is reported by `check` and removed by a
/// write, while a file of that name that Treaty did not generate is left alone.
@Suite struct GeneratedFileWriterTests {
    @Test func aGeneratedContractFileNoLongerWrittenIsLeftOver() throws {
        let contract = try #require(GeneratorFixtures.load(["Tests/Contracts/notes.yaml"]).first)
        let files = try ContractGenerator().generate(contract, fixtures: GeneratorFixtures.fixtures(of: contract))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = GeneratedFileWriter()
        let prefixes = [ContractGenerator.partPrefix(contract)]
        #expect(prefixes == ["NotesContract+"])
        _ = try writer.write(files, to: folder, check: false, replacing: prefixes)
        try Data((GeneratedFile.marker + " from an earlier layout\n").utf8)
            .write(to: URL(fileURLWithPath: folder + "/NotesContract+Embedded.swift"))
        try Data("// my own helpers\n".utf8).write(to: URL(fileURLWithPath: folder + "/NotesContract+Mine.swift"))

        let check = try writer.write(files, to: folder, check: true, replacing: prefixes)
        #expect(check.leftover == [folder + "/NotesContract+Embedded.swift"])
        #expect(check.stale == check.leftover)
        #expect(check.unchanged.count == 3)

        let write = try writer.write(files, to: folder, check: false, replacing: prefixes)
        #expect(write.leftover == [folder + "/NotesContract+Embedded.swift"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            names == [
                "NotesContract+Archive.swift", "NotesContract+Mine.swift", "NotesContract.swift", "NotesContractTests.swift",
            ])
    }
}
