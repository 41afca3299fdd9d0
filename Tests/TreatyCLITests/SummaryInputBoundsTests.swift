import Foundation
import Testing

/// `treaty summary` reads a live report of at most 16 MiB, measured on disk before it is opened.
@Suite struct SummaryInputBoundsTests {
    @Test func aReportOverSixteenMebibytesIsRefusedUnread() async throws {
        let folder = try TreatyRunner.folder(["live.json": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("live.json"))
        try handle.truncate(atOffset: UInt64(17 << 20))
        try handle.close()

        let run = try await TreatyRunner.run(["summary", "--live", "live.json"], in: folder)

        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: 'live.json' is 17825792 bytes, over the 16777216-byte (16 MiB) limit for a 'treaty check' report; "
                + "split the run with 'treaty check --shard K/N' and pass each shard's report with '--live'\n")
    }
}
