import Foundation
import LoopbackListener
import Testing

/// `treaty check --shard K/N` on four "runners", merged by `treaty summary`: the merge is the
/// unsharded run, byte for byte, with the same exit code.
@Suite(.serialized) struct ShardCommandTests {
    static var contract: String {
        var yaml = "treaty: 1\nname: Sharded\nversion: \"1\"\nstubHost: sharded.test.invalid\nendpoints:\n"
        for index in 0..<12 {
            yaml += """
                  e\(index):
                    method: GET
                    path: /e/\(index)
                    responses:
                      200: { body: { type: object, properties: { id: { type: integer } } } }
                    live:

                """
            for sample in 0...(index % 3) { yaml += "      - query: { n: \(sample) }\n" }
        }
        yaml +=
            "  create:\n    method: POST\n    path: /e\n    responses:\n      201: { body: { type: object } }\n    live:\n      - body: {}\n"
        return yaml
    }

    static func version(_ text: String) -> String {
        contract.replacingOccurrences(of: "version: \"1\"", with: "version: \"\(text)\"")
    }

    @Test func theMergedShardsAreTheUnshardedRun() async throws {
        let server = try LoopbackServer { path in path.hasPrefix("/e/7") ? .json(#"{"id": "seven"}"#) : .json(#"{"id": 7}"#) }
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder([
            "contracts/sharded.yaml": ShardCommandTests.contract, "other/sharded.yaml": ShardCommandTests.version("2"),
        ])
        let check = ["check", "contracts", "--base-url", server.baseURL, "--retries", "0"]
        let whole = try await TreatyRunner.run(
            check + ["--report", "json:whole.json", "--report", "junit:whole.xml"], in: folder)
        #expect(whole.status == 1, "e7 drifts")
        for index in 1...4 {
            let shard = try await TreatyRunner.run(
                check + ["--shard", "\(index)/4", "--report", "json:shard\(index).json"], in: folder)
            #expect([0, 1].contains(shard.status), "\(shard.stderr)")
        }
        let shards = (1...4).flatMap { ["--live", "shard\($0).json"] }
        let merged = try await TreatyRunner.run(
            ["summary"] + shards + ["--live-only", "--report", "json:merged.json", "--report", "junit:merged.xml"], in: folder)
        #expect(merged.status == whole.status, "\(merged.stdout)\(merged.stderr)")
        let read = { (name: String) in try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        #expect(try read("merged.json") == read("whole.json"))
        #expect(try read("merged.xml") == read("whole.xml"))
        #expect(try read("shard1.json").contains(#""shard": {"#))

        let missing = try await TreatyRunner.run(
            ["summary", "--live", "shard1.json", "--live", "shard2.json", "--live", "shard3.json"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: shard 4/4 is missing; pass the reports of all 4 shards\n")
        let twice = try await TreatyRunner.run(["summary"] + shards + ["--live", "shard2.json"], in: folder)
        #expect(twice.status == 2)
        #expect(twice.stderr == "error: shard 2/4 is given twice: 'shard2.json' and 'shard2.json'\n")

        let otherCheck = [
            "check", "other", "--base-url", server.baseURL, "--retries", "0", "--shard", "4/4", "--report", "json:other4.json",
        ]
        _ = try await TreatyRunner.run(otherCheck, in: folder)
        let mixed = try await TreatyRunner.run(
            ["summary", "--live", "shard1.json", "--live", "shard2.json", "--live", "shard3.json", "--live", "other4.json"],
            in: folder)
        #expect(mixed.status == 2)
        #expect(
            mixed.stderr
                == "error: 'other4.json' checked 'Sharded' 2, but 'shard1.json' checked 'Sharded' 1; "
                + "merge shards of one contract version\n")
    }
}
