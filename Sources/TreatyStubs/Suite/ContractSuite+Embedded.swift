public import TreatyContract

@_spi(Generated)
extension ContractSuite {
    /// The contract a generated file embeds, rebuilt from its archive text.
    ///
    /// The archive was written by `treaty generate` for this model; if it no longer decodes, the
    /// generated file is stale, which is a programming error: the message says to regenerate.
    public static func embeddedContract(_ archive: String) -> Contract {
        do {
            return try ContractArchive.decode(archive)
        } catch {
            fatalError("the embedded contract does not match this TreatyStubs version (\(error)); run 'treaty generate' again")
        }
    }
}
