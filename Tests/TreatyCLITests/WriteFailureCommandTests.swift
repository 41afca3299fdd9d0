import Foundation
import Testing

/// Output that cannot be written: `treaty` used to trap on Foundation's `try!` (a crash, exit 132).
@Suite struct WriteFailureCommandTests {
    /// `/dev/full` takes no bytes (`ENOSPC` on every write): the disk-full case, on Linux.
    static let full = "/dev/full"

    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: full)))
    func aFullDiskIsAnIOErrorNotATrap() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "",
            "contracts/shop.yaml": """
            treaty: 1
            name: Shop
            version: "1"
            stubHost: api.shop.test.invalid
            endpoints:
              ping: { method: GET, path: /ping, responses: { 204: {} } }

            """,
        ])
        let output = try await TreatyRunner.run(["lint", "--format", "json"], in: folder, standardOutput: Self.full)
        #expect(output.exitedNormally)
        #expect(output.status == 2)
        #expect(output.stderr == "error: cannot write to standard output: No space left on device\n")
    }
}
