import Foundation
public import TreatyContract

/// A store of usage records kept on a git ref (a branch such as `refs/heads/treaty-usage`, or any
/// `refs/…`) of a repository the team already has, so no broker service and no checkout is needed.
/// Its tree has the folder store's layout (``UsageStore``): `<contract>/<app version>.json` and
/// `<contract>/contracts/<sha256>.json`; the same rules decide what a publish does
/// (``UsagePublication``).
///
/// A publish never touches the work tree, the index or `HEAD`. It writes the new files as blobs,
/// builds a tree from the ref's current tree and them in an index of its own, commits it with the
/// ref's commit as parent, and moves the ref only if it still points at that parent (`git
/// update-ref REF NEW OLD`, a compare-and-swap). When another publish moved the ref first, it
/// reads the ref again, decides again and retries; each lost race means another publish landed,
/// so N publishes at once lose at most N − 1 races each, within ``maximumAttempts``.
public struct GitUsageStore: UsageStoring {
    /// The full ref name: `refs/heads/treaty-usage`.
    public let ref: String
    /// The folder git runs in; the repository around it holds the ref.
    public let repository: String
    /// Reads stored records and archives through one `git cat-file --batch`; shared by copies.
    private let blobs: GitBlobReader

    /// How many times a publish tries to move the ref before it gives up.
    public static let maximumAttempts = 40

    /// The store on `ref` (a branch name such as `treaty-usage`, or a full `refs/…` name) of the
    /// repository around `repository`.
    /// - Throws: ``UsageStore/Refusal`` when `ref` is no ref name git accepts, or git cannot run.
    public init(ref: String, repository: String = ".") throws(UsageStore.Refusal) {
        let full = ref.hasPrefix("refs/") ? ref : "refs/heads/" + ref
        guard let checked = Git.run(["check-ref-format", full]) else {
            throw UsageStore.Refusal(description: "could not run 'git'; a git usage store needs git installed and on PATH")
        }
        guard !ref.isEmpty, !ref.hasPrefix("-"), checked.status == 0 else {
            throw UsageStore.Refusal(
                description: "'git:\(ref)' names no git ref: expected a branch such as 'git:treaty-usage' or a ref such "
                    + "as 'git:refs/treaty/usage' (see git check-ref-format)")
        }
        self.ref = full
        self.repository = repository
        blobs = GitBlobReader(directory: repository)
    }

    /// `git:` and the full ref name.
    public var name: String { "git:" + ref }

    /// Whether the ref exists.
    public func exists() throws(UsageStore.Refusal) -> Bool { try head() != nil }

    /// The commit the ref points at; nil when there is no such ref yet.
    private func head() throws(UsageStore.Refusal) -> String? {
        // The ref is read once and its object's type asked of that id: reading the ref twice would
        // race with a publish creating it in between.
        guard let found = Git.run(["rev-parse", "-q", "--verify", ref], in: repository) else {
            throw UsageStore.Refusal(description: "could not run 'git'; a git usage store needs git installed and on PATH")
        }
        guard found.status == 0 else {
            guard let inside = Git.run(["rev-parse", "--git-dir"], in: repository), inside.status == 0 else {
                let folder = repository == "." ? "the current folder" : "'\(repository)'"
                throw UsageStore.Refusal(
                    description: "'\(name)' needs a git repository, and \(folder) is not inside one; "
                        + "run treaty in the repository that keeps the store")
            }
            return nil
        }
        guard let type = Git.run(["cat-file", "-t", found.text], in: repository), type.status == 0, type.text == "commit"
        else {
            throw UsageStore.Refusal(description: "'\(ref)' points at no commit; a git usage store is a ref to a commit")
        }
        return found.text
    }

    /// The place of `path` inside the store, as messages name it and `git show` reads it.
    private func location(_ path: String) -> String { ref + ":" + path }

    /// Commits `record` (and its contract's archive) onto the ref as `appVersion`'s; see
    /// ``UsageStoring/publish(_:contract:appVersion:force:)``. Refused as well when the ref is the
    /// branch checked out here, or when it kept moving through ``maximumAttempts`` tries.
    public func publish(_ record: UsageRecord, contract: Contract?, appVersion: String, force: Bool)
        throws(UsageStore.Refusal) -> UsageStore.Published
    {
        let publication = try UsagePublication(record, contract: contract, appVersion: appVersion)
        if let checkedOut = Git.run(["symbolic-ref", "-q", "HEAD"], in: repository), checkedOut.text == ref {
            throw UsageStore.Refusal(
                description: "'\(ref)' is the branch checked out here; a usage store needs a ref of its own, "
                    + "such as 'git:treaty-usage'")
        }
        let scratch = try GitScratch(in: repository)
        defer { scratch.remove() }
        var files = [(path: publication.recordPath, bytes: publication.recordBytes)]
        if let archive = publication.archive, let path = publication.archivePath { files.append((path, archive.bytes)) }
        let ids = try scratch.writeBlobs(files.map(\.bytes))
        let identity = identityOptions()
        for attempt in 1...Self.maximumAttempts {
            let parent = try head()
            let held = try blobIDs(at: files.map(\.path), in: parent)
            if files.count > 1, let stored = held[files[1].path], stored != ids[1] {
                throw UsagePublication.damagedArchive(at: location(files[1].path))
            }
            let found: UsagePublication.Found =
                switch held[files[0].path] {
                case nil: .absent
                case ids[0]: .same
                default: .other
                }
            let action = try publication.action(found: found, at: location(files[0].path), force: force)
            let additions = zip(files, ids).filter { file, blob in held[file.path] != blob }
                .map { ($0.path, $1) }
            if additions.isEmpty { return .unchanged(location(files[0].path)) }
            let tree = try scratch.tree(from: parent, adding: additions)
            let commit = try commitTree(
                tree, parent: parent, message: "usage: \(publication.record.contract) \(appVersion)", identity: identity)
            let expected = parent ?? String(repeating: "0", count: commit.utf8.count)
            // Git gives up on a ref another update-ref holds locked after 100 ms by default, a
            // failure that is no lost race (nothing moved yet); under load that bound is reached, so
            // a publish waits for the lock as long as a slow machine needs instead.
            let update = ["-c", "core.filesRefLockTimeout=30000", "update-ref", ref, commit, expected]
            if let moved = Git.run(update, in: repository), moved.status == 0 {
                return action == .keep ? .unchanged(location(files[0].path)) : .written(location(files[0].path))
            }
            // Another publish moved the ref first: wait a little, by more each time and at random
            // so racing publishes spread out, then decide again on what it now holds.
            usleep(UInt32.random(in: 1_000...(5_000 * UInt32(min(attempt, 10)))))
        }
        throw UsageStore.Refusal(
            description: "could not move '\(ref)' in \(Self.maximumAttempts) tries: other publishes kept moving it first, "
                + "or git cannot write it; nothing was written, publish again")
    }

    /// The blob ids `paths` have in `commit`'s tree, for those it holds.
    private func blobIDs(at paths: [String], in commit: String?) throws(UsageStore.Refusal) -> [String: String] {
        guard let commit else { return [:] }
        guard let listed = Git.run(["ls-tree", "-z", "--full-tree", commit, "--"] + paths, in: repository),
            listed.status == 0
        else { throw UsageStore.Refusal(description: "could not read '\(ref)' (git ls-tree failed)") }
        var ids: [String: String] = [:]
        for line in listed.stdout.split(separator: 0) {
            guard let item = TreeItem(line) else { continue }
            // A folder where the file belongs is other content: its id is no blob's.
            ids[item.path] = item.type == "blob" ? item.id : "tree:" + item.id
        }
        return ids
    }

    /// `-c user.name=treaty` and `-c user.email=…` for what git's configuration lacks, so a CI
    /// machine with no identity can publish; `GIT_AUTHOR_NAME` and the like still win.
    private func identityOptions() -> [String] {
        let configured = Git.run(["config", "--get-regexp", #"^user\.(name|email)$"#], in: repository)?.text ?? ""
        let keys = Set(configured.split(separator: "\n").map { $0.prefix { $0 != " " } })
        var options: [String] = []
        if !keys.contains("user.name") { options += ["-c", "user.name=treaty"] }
        if !keys.contains("user.email") { options += ["-c", "user.email=treaty@treaty.invalid"] }
        return options
    }

    private func commitTree(_ tree: String, parent: String?, message: String, identity: [String]) throws(UsageStore.Refusal)
        -> String
    {
        let arguments = identity + ["commit-tree", "--no-gpg-sign", tree] + (parent.map { ["-p", $0] } ?? []) + ["-m", message]
        guard let commit = Git.run(arguments, in: repository), commit.status == 0, !commit.text.isEmpty else {
            throw UsageStore.Refusal(description: "could not commit to '\(ref)' (git commit-tree failed)")
        }
        return commit.text
    }

    /// Every record on the ref, read through one `git cat-file --batch`; empty when there is no ref.
    public func entries() throws(UsageStore.Refusal) -> [UsageStore.Entry] {
        guard let commit = try head() else { return [] }
        guard let listed = Git.run(["ls-tree", "-r", "-z", "--full-tree", commit], in: repository), listed.status == 0
        else { throw UsageStore.Refusal(description: "could not read '\(ref)' (git ls-tree failed)") }
        var found: [(contract: String, file: String, path: String, bytes: Data?)] = []
        for line in listed.stdout.split(separator: 0) {
            guard let item = TreeItem(line), item.type == "blob" else { continue }
            let parts = item.path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].hasSuffix(".json"), !parts[0].hasPrefix("."), !parts[1].hasPrefix(".")
            else { continue }
            found.append((String(parts[0]), String(parts[1]), location(item.path), blobs.read(item.id)))
        }
        // One git process reads the blobs in turn; the records are parsed side by side.
        return UsageStore.Entry.sorted(
            found.concurrentMap { contract, file, path, bytes in
                UsageStore.Entry(contractKey: contract, file: file, path: path, bytes: bytes)
            })
    }

    /// The contract `entry`'s record was tested against, from the ref's archive of it.
    public func contract(of entry: UsageStore.Entry, record: UsageRecord) throws(UsageStore.Refusal) -> Contract {
        let hex = try UsageStore.archiveHex(of: entry, record: record)
        let place = location(entry.contractKey + "/contracts/" + hex + ".json")
        guard let bytes = blobs.read(place) else {
            throw UsageStore.Refusal(description: "\(entry.path): its contract '\(place)' is missing from the store")
        }
        return try UsageStore.archivedContract(bytes, hex: hex, at: place)
    }
}

/// One line of `git ls-tree -z`: `<mode> SP <type> SP <id> TAB <path>`.
private struct TreeItem {
    var type: Substring
    var id: String
    var path: String

    init?(_ line: Data.SubSequence) {
        guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
        let fields = String(decoding: line[..<tab], as: UTF8.self).split(separator: " ")
        guard fields.count == 3 else { return nil }
        type = fields[1]
        id = String(fields[2])
        path = String(decoding: line[line.index(after: tab)...], as: UTF8.self)
    }
}
