import Foundation
import Testing
import TreatyContract
import TreatyTooling

/// A usage store on a git ref: the folder store's rules (nothing lost or overwritten without
/// `force`, archives hold the bytes their digest names), kept in commits on a ref of a temporary
/// repository, without touching its work tree, index or `HEAD`; publishes at once never lose a record.
@Suite struct GitUsageStoreTests {
    let repository = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-git-store-\(UUID().uuidString)").path

    static let contract = Contract(
        file: "contracts/projects.yaml", name: "Projects API", version: "2.3.0", stubHost: "api.test.invalid",
        fixtureDirectory: "Fixtures")

    /// A repository with one commit on `main`, so a test can see `HEAD` and the index stay put.
    func makeRepository() throws -> GitUsageStore {
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: repository + "/README.md"))
        for arguments in [
            ["init", "-q", "-b", "main"], ["add", "README.md"],
            ["-c", "user.name=Tests", "-c", "user.email=tests@example.invalid", "commit", "-q", "-m", "base"],
        ] {
            try #require(Git.run(arguments, in: repository)?.status == 0, "git \(arguments.joined(separator: " "))")
        }
        return try GitUsageStore(ref: "treaty-usage", repository: repository)
    }

    func git(_ arguments: [String]) -> String { Git.run(arguments, in: repository)?.text ?? "" }

    @Test func aRecordIsStoredOnceAndNeverReplacedUnasked() throws {
        defer { try? FileManager.default.removeItem(atPath: repository) }
        let store = try makeRepository()
        let head = git(["rev-parse", "HEAD"])
        let location = "refs/heads/treaty-usage:projects-api/4.2.0.json"
        #expect(try !store.exists())
        #expect(try store.entries().isEmpty)
        #expect(
            try store.publish(UsageStoreTests.record(), contract: Self.contract, appVersion: "4.2.0", force: false)
                == .written(location))
        #expect(try store.exists())
        let first = git(["rev-parse", "refs/heads/treaty-usage"])
        #expect(
            try store.publish(UsageStoreTests.record(), contract: Self.contract, appVersion: "4.2.0", force: false)
                == .unchanged(location))
        #expect(git(["rev-parse", "refs/heads/treaty-usage"]) == first, "an unchanged publish makes no commit")
        #expect(throws: UsageStore.Refusal.self) {
            try store.publish(UsageStoreTests.record("empty"), contract: Self.contract, appVersion: "4.2.0", force: false)
        }
        #expect(git(["rev-parse", "refs/heads/treaty-usage"]) == first, "a refused publish makes no commit")
        #expect(
            try store.publish(UsageStoreTests.record("empty"), contract: Self.contract, appVersion: "4.2.0", force: true)
                == .written(location))
        #expect(git(["rev-parse", "refs/heads/treaty-usage^"]) == first, "a publish commits on top of the ref")
        #expect(git(["log", "-1", "--format=%s", "refs/heads/treaty-usage"]) == "usage: Projects API 4.2.0")
        let hex = SHA256.hex(Data(try ContractArchive.encode(Self.contract).utf8))
        #expect(
            git(["ls-tree", "-r", "--name-only", "refs/heads/treaty-usage"])
                == "projects-api/4.2.0.json\nprojects-api/contracts/\(hex).json")
        var stored = UsageStoreTests.record("empty")
        stored.contractDigest = "sha256:" + hex
        #expect(git(["show", location]) + "\n" == stored.json)
        #expect(git(["rev-parse", "HEAD"]) == head, "HEAD stays")
        #expect(git(["status", "--porcelain"]).isEmpty, "the work tree and the index stay")
    }

    @Test func entriesAndContractsReadBack() throws {
        defer { try? FileManager.default.removeItem(atPath: repository) }
        let store = try makeRepository()
        for version in ["4.10.0", "4.9.1", "4.2.0"] {
            _ = try store.publish(UsageStoreTests.record(), contract: Self.contract, appVersion: version, force: false)
        }
        _ = try store.publish(UsageStoreTests.record(), contract: nil, appVersion: "1.0", force: false)
        let entries = try store.entries()
        #expect(entries.map(\.appVersion) == ["1.0", "4.2.0", "4.9.1", "4.10.0"])
        #expect(entries[1].path == "refs/heads/treaty-usage:projects-api/4.2.0.json")
        let record = try entries[1].record.get()
        let contract = try store.contract(of: entries[1], record: record)
        #expect(contract.name == "Projects API" && contract.version == "2.3.0")
        #expect {
            try store.contract(of: entries[0], record: try entries[0].record.get())
        } throws: { error in
            "\(error)" == "refs/heads/treaty-usage:projects-api/1.0.json: the record was published without its contract; "
                + "publish it again with the contract (treaty usage publish --contract)"
        }
    }

    /// A store edited by hand (or damaged): an archive whose bytes are not those its name is the
    /// digest of is refused when read, and a publish that would keep that contract stops.
    @Test func aTamperedArchiveIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: repository) }
        let store = try makeRepository()
        _ = try store.publish(UsageStoreTests.record(), contract: Self.contract, appVersion: "4.2.0", force: false)
        let hex = SHA256.hex(Data(try ContractArchive.encode(Self.contract).utf8))
        let path = "projects-api/contracts/\(hex).json"
        // Rewrite the archive on the ref with plumbing, as someone editing the branch would.
        let tampered = try #require(Git.run(["hash-object", "-w", "--stdin"], in: repository)).text
        let index = repository + "/tampered-index"
        let environment = ["GIT_INDEX_FILE": index]
        _ = Git.run(["read-tree", "refs/heads/treaty-usage"], in: repository, environment: environment)
        _ = Git.run(["update-index", "--cacheinfo", "100644,\(tampered),\(path)"], in: repository, environment: environment)
        let tree = try #require(Git.run(["write-tree"], in: repository, environment: environment)).text
        let commit = try #require(
            Git.run(["-c", "user.name=T", "-c", "user.email=t@t.invalid", "commit-tree", tree, "-m", "edit"], in: repository)
        ).text
        #expect(Git.run(["update-ref", "refs/heads/treaty-usage", commit], in: repository)?.status == 0)
        try FileManager.default.removeItem(atPath: index)

        let entry = try #require(try store.entries().first)
        #expect {
            try store.contract(of: entry, record: try entry.record.get())
        } throws: { error in
            "\(error)"
                == "'refs/heads/treaty-usage:\(path)' does not hold the contract its name is the digest of: the store is damaged"
        }
        #expect {
            try store.publish(UsageStoreTests.record(), contract: Self.contract, appVersion: "4.3.0", force: true)
        } throws: { error in
            "\(error)" == "'refs/heads/treaty-usage:\(path)' does not hold the contract its name is the digest of: "
                + "the store is damaged; remove that file and publish again"
        }
        #expect(git(["rev-parse", "refs/heads/treaty-usage"]) == commit, "nothing was written")
    }

    @Test(arguments: ["", "-x", "a..b", "refs/heads/", "bad name", "x.lock", "refs/heads/a~1", "@{0}"])
    func aBadRefIsRefused(_ ref: String) {
        #expect {
            try GitUsageStore(ref: ref, repository: repository)
        } throws: { error in
            "\(error)" == "'git:\(ref)' names no git ref: expected a branch such as 'git:treaty-usage' or a ref such as "
                + "'git:refs/treaty/usage' (see git check-ref-format)"
        }
    }

    @Test func namesAreFullRefs() throws {
        #expect(try UsageStore.open("git:treaty-usage").name == "git:refs/heads/treaty-usage")
        #expect(try UsageStore.open("git:refs/treaty/usage").name == "git:refs/treaty/usage")
        #expect(try UsageStore.open("store").name == "store")
    }

    @Test func theCheckedOutBranchIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: repository) }
        _ = try makeRepository()
        let store = try GitUsageStore(ref: "main", repository: repository)
        #expect {
            try store.publish(UsageStoreTests.record(), contract: nil, appVersion: "1.0", force: false)
        } throws: { error in
            "\(error)" == "'refs/heads/main' is the branch checked out here; a usage store needs a ref of its own, "
                + "such as 'git:treaty-usage'"
        }
    }

    @Test func outsideARepositoryTheStoreSaysSo() throws {
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: repository) }
        let store = try GitUsageStore(ref: "treaty-usage", repository: repository)
        #expect {
            try store.exists()
        } throws: { error in
            "\(error)" == "'git:refs/heads/treaty-usage' needs a git repository, and '\(repository)' is not inside one; "
                + "run treaty in the repository that keeps the store"
        }
    }
}
