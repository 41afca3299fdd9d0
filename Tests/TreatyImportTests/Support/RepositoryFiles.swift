import TreatyContract
import TreatyLoader

/// This repository's files by repository-relative path, as the CLI sees them from the repository root.
enum RepositoryFiles {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    static let files: FileSource = {
        let local = FileSource.local
        let root = RepositoryFiles.root
        return FileSource(
            read: { try local.read(root + "/" + $0) }, fileExists: { local.fileExists(root + "/" + $0) },
            listFolder: { local.listFolder(root + "/" + $0) })
    }()

    static func load(_ paths: [String]) -> ContractLoader.Result {
        ContractLoader(files: files).load(paths)
    }
}

extension RepositoryFiles {
    static func read(_ path: String) -> String? {
        (try? files.read(path)).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension RepositoryFiles {
    /// The contract's fixtures as text by resolved path, to load again from memory.
    static func fixtureTexts(of contract: Contract) -> [String: String] {
        files.fixtureContents(of: contract).mapValues { String(decoding: $0, as: UTF8.self) }
    }
}
