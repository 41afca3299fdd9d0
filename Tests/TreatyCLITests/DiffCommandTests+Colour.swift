import Foundation
import Testing

extension DiffCommandTests {
    /// A change's class is coloured only when asked for (or on a terminal), never under `NO_COLOR`.
    @Test(arguments: [(["--color", "always"], "", true), (["--color", "always"], "1", false), ([], "", false)])
    func theChangeClassIsColouredOnlyWhenItMayBe(_ options: [String], _ noColour: String, _ coloured: Bool) async throws {
        let folder = try TreatyRunner.folder(["old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shopWithoutStatus])
        let output = try await TreatyRunner.run(
            ["diff", "old.yaml", "new.yaml"] + options, in: folder, environment: ["NO_COLOR": noColour])
        #expect(output.status == 1)
        let breaking = coloured ? "\u{1B}[1;31mbreaking\u{1B}[0m" : "breaking"
        #expect(output.stdout.hasPrefix("old.yaml:19:21: \(breaking): [response-field-removed]"))
        #expect(output.stdout.contains("\u{1B}[") == coloured)
    }
}
