public import TreatyContract

@_spi(Generated)
extension ContractSuite {
    /// The contract a generated suite carries, rebuilt from the archive in its
    /// `<Name>Contract+Archive.swift`.
    ///
    /// The archive says which format version wrote it (``ContractArchive/formatVersion``). One
    /// this TreatyStubs cannot read means the generated files are stale, a programming error:
    /// the message says which version was found and to run `treaty generate` again.
    public static func embeddedContract(_ archive: String) -> Contract {
        do {
            return try ContractArchive.decode(archive)
        } catch {
            fatalError("the embedded contract cannot be read: \(error)")
        }
    }
}
