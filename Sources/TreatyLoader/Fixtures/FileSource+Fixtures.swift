public import TreatyContract

extension FileSource {
    /// The text of every fixture the contract's scenarios name, keyed by the path the loader
    /// resolved: what `treaty generate` embeds. Fixtures are read through ``ProjectFiles`` for
    /// the contract's project `root`: one outside it, or not a regular file, is left out, as are
    /// unreadable ones (lint reports them all).
    public func fixtureTexts(of contract: Contract, root: ProjectRoot = .discovered) -> [String: String] {
        ProjectFiles(root: root.folder(for: contract.file, in: self), source: self).fixtureTexts(of: contract)
    }
}

extension ProjectFiles {
    /// The text of every fixture the contract's scenarios name that resolves to a regular file
    /// inside the project, keyed by the path the loader resolved.
    public func fixtureTexts(of contract: Contract) -> [String: String] {
        var texts: [String: String] = [:]
        for fixture in contract.fixtureReferences {
            guard let bytes = try? read(fixture.path) else { continue }
            texts[fixture.path] = String(decoding: bytes, as: UTF8.self)
        }
        return texts
    }
}
