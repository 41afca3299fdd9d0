public import TreatyContract

extension FileSource {
    /// The bytes of every fixture the contract's scenarios name, keyed by the path the loader
    /// resolved, read anew. Fixtures are read through ``ProjectFiles`` for the contract's project
    /// `root`: one outside it, or not a regular file, is left out, as are unreadable ones (lint
    /// reports them all). Right after a load, take them from the load instead
    /// (``ContractLoader/keepsFixtureBytes``), as `treaty generate` and `treaty serve` do: it has
    /// read each file once already.
    public func fixtureContents(of contract: Contract, root: ProjectRoot = .discovered) -> [String: [UInt8]] {
        ProjectFiles(root: root.folder(for: contract.file, in: self), source: self).fixtureContents(of: contract)
    }
}

extension ProjectFiles {
    /// The bytes of every fixture the contract's scenarios name that resolves to a regular file
    /// inside the project, keyed by the path the loader resolved.
    public func fixtureContents(of contract: Contract) -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for fixture in contract.fixtureReferences {
            guard let bytes = try? read(fixture.path) else { continue }
            contents[fixture.path] = bytes
        }
        return contents
    }
}
