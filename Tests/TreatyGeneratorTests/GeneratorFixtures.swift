import TreatyContract
import TreatyGenerator
import TreatyLoader

/// Loads contracts of this repository with repository-relative paths, as the CLI does when run
/// from the repository root, so generated headers match the checked-in goldens.
enum GeneratorFixtures {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let files: FileSource = {
        let local = FileSource.local
        let root = GeneratorFixtures.root
        return FileSource(
            read: { try local.read(root + "/" + $0) }, fileExists: { local.fileExists(root + "/" + $0) },
            listFolder: { local.listFolder(root + "/" + $0) })
    }()

    static func load(_ paths: [String]) -> [Contract] {
        ContractLoader(files: files).load(paths).contracts
    }

    /// Fixture bytes by resolved path, as `treaty generate` reads them.
    static func fixtures(of contract: Contract) -> [String: [UInt8]] {
        files.fixtureContents(of: contract)
    }

    static func read(_ path: String) -> String? {
        (try? files.read(path)).map { String(decoding: $0, as: UTF8.self) }
    }
}
