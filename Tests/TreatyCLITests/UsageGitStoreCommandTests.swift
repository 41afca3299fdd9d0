import Foundation
import Testing

/// `treaty usage publish|list` and `treaty can-i-deploy --usage` with a store on a git ref of the
/// repository around the working directory, run as the built `treaty` binary in a temporary
/// repository whose git configuration has no identity (as on a fresh CI machine).
@Suite struct UsageGitStoreCommandTests {
    static let record = #"{"treatyUsage": 1, "contract": "Shop", "version": "1", "endpoints": []}"#

    /// A repository with a contract and a record committed on `main`.
    static func repository() throws -> URL {
        try DiffCommandGitTests.repository(["contracts/shop.yaml": DiffContracts.shop, "record.json": record], edits: [:])
    }

    /// Runs `treaty` in `folder` with no global or system git configuration.
    static func treaty(_ arguments: [String], in folder: URL) async throws -> TreatyRunner.Output {
        try await TreatyRunner.run(
            arguments, in: folder,
            environment: DiffCommandGitTests.environment(folder).merging([
                "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            ]) { $1 })
    }

    @Test func publishListAndDeployFromAGitRef() async throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let head = try DiffCommandGitTests.git(["rev-parse", "HEAD"], in: folder)
        let publish = ["usage", "publish", "record.json", "--app-version", "4.2.0", "--store", "git:treaty-usage"]
        let written = try await Self.treaty(publish, in: folder)
        #expect(written.status == 0)
        #expect(written.stderr == "wrote refs/heads/treaty-usage:shop/4.2.0.json\n")
        let again = try await Self.treaty(publish, in: folder)
        #expect(again.stderr == "unchanged refs/heads/treaty-usage:shop/4.2.0.json: it holds this record already\n")

        try Data(
            Self.record.replacingOccurrences(
                of: "[]",
                with:
                    #"[{"id": "getItem", "method": "GET", "path": "/items/{id}", "query": [], "headers": [], "body": [], "scenarios": []}]"#
            ).utf8
        )
        .write(to: folder.appendingPathComponent("record.json"))
        let refused = try await Self.treaty(publish, in: folder)
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "error: 'refs/heads/treaty-usage:shop/4.2.0.json' holds another record for Shop 4.2.0; nothing was "
                + "written (publish with --force to replace it)\nrun 'treaty usage publish --help' for usage\n")
        let forced = try await Self.treaty(publish + ["--force"], in: folder)
        #expect(forced.status == 0)
        #expect(forced.stderr == "wrote refs/heads/treaty-usage:shop/4.2.0.json\n")

        let list = try await Self.treaty(["usage", "list", "--store", "git:refs/heads/treaty-usage"], in: folder)
        #expect(list.status == 0)
        #expect(list.stdout == "shop 4.2.0: Shop 1, 1 endpoint(s), 0 scenario(s)\n")
        let deploy = try await Self.treaty(["can-i-deploy", "contracts", "--usage", "git:treaty-usage"], in: folder)
        #expect(deploy.status == 0)
        #expect(deploy.stdout.contains("  4.2.0        Shop 1          -         safe\n"), "\(deploy.stdout)")

        #expect(
            try DiffCommandGitTests.git(["log", "--format=%an <%ae> %s", "treaty-usage"], in: folder)
                == "treaty <treaty@treaty.invalid> usage: Shop 4.2.0\ntreaty <treaty@treaty.invalid> usage: Shop 4.2.0\n")
        #expect(try DiffCommandGitTests.git(["rev-parse", "HEAD"], in: folder) == head)
        #expect(try DiffCommandGitTests.git(["status", "--porcelain"], in: folder) == " M record.json\n")

        let missing = try await Self.treaty(["usage", "list", "--store", "git:other"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: no usage store at 'git:other': publish a record there first\n"))
    }

    /// Separate `treaty usage publish` processes at once, each a version of its own: every record
    /// is on the ref at the end, one commit each.
    @Test func publishesAtOnceFromSeparateProcessesLoseNoRecord() async throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 16
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for index in 0..<count {
                group.addTask {
                    try await Self.treaty(
                        ["usage", "publish", "record.json", "--app-version", "2.\(index)", "--store", "git:treaty-usage"],
                        in: folder
                    ).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 0, count: count))
        let list = try await Self.treaty(["usage", "list", "--store", "git:treaty-usage"], in: folder)
        #expect(
            list.stdout == (0..<count).map { "shop 2.\($0): Shop 1, 0 endpoint(s), 0 scenario(s)\n" }.joined())
        #expect(try DiffCommandGitTests.git(["rev-list", "--count", "treaty-usage"], in: folder) == "\(count)\n")
    }
}
