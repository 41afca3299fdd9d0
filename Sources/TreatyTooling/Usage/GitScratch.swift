import Foundation

/// A temporary folder where a git store's publish prepares its commit: the files it hashes into
/// blobs and an index of its own (`GIT_INDEX_FILE`), so the user's index is never read or written.
struct GitScratch {
    /// The temporary folder.
    let folder: String
    /// The folder git runs in.
    let repository: String

    /// A new, empty scratch folder for the repository around `repository`.
    init(in repository: String) throws(UsageStore.Refusal) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-publish-\(UUID().uuidString)").path
        self.repository = repository
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageStore.Refusal(description: "cannot create a temporary folder: \(error.localizedDescription)")
        }
    }

    /// Removes the folder and all in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes each of `contents` into the repository as a blob (`git hash-object -w`); their ids.
    func writeBlobs(_ contents: [Data]) throws(UsageStore.Refusal) -> [String] {
        var paths: [String] = []
        for (index, bytes) in contents.enumerated() {
            let path = folder + "/blob-\(index)"
            guard FileManager.default.createFile(atPath: path, contents: bytes) else {
                throw UsageStore.Refusal(description: "cannot write the temporary file '\(path)'")
            }
            paths.append(path)
        }
        guard let hashed = Git.run(["hash-object", "-w", "--no-filters", "--"] + paths, in: repository),
            hashed.status == 0
        else { throw UsageStore.Refusal(description: "could not write to the git repository (git hash-object failed)") }
        let ids = hashed.text.split(separator: "\n").map(String.init)
        guard ids.count == paths.count else {
            throw UsageStore.Refusal(description: "could not write to the git repository (git hash-object failed)")
        }
        return ids
    }

    /// The tree of `commit` (or an empty one) with `additions`' blobs at their paths, each replacing
    /// what was there; its id.
    func tree(from commit: String?, adding additions: [(path: String, blob: String)]) throws(UsageStore.Refusal) -> String {
        let index = folder + "/index"
        try? FileManager.default.removeItem(atPath: index)
        let environment = ["GIT_INDEX_FILE": index]
        let entries = additions.flatMap { ["--cacheinfo", "100644,\($0.blob),\($0.path)"] }
        guard let read = Git.run(["read-tree"] + [commit ?? "--empty"], in: repository, environment: environment),
            read.status == 0,
            let updated = Git.run(
                ["update-index", "--add", "--replace"] + entries, in: repository, environment: environment),
            updated.status == 0,
            let written = Git.run(["write-tree"], in: repository, environment: environment), written.status == 0,
            !written.text.isEmpty
        else {
            throw UsageStore.Refusal(description: "could not build the store's new tree (git read-tree or update-index failed)")
        }
        return written.text
    }
}
