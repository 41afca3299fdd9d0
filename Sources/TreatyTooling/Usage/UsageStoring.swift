public import TreatyContract

/// A store of usage records: what `treaty usage publish` writes and `treaty usage list` and
/// `treaty can-i-deploy` read. Two kinds share this one interface and one set of rules
/// (``UsagePublication``): a folder (``UsageStore``) and a git ref (``GitUsageStore``). Both keep
/// `<contract>/<app version>.json` records and `<contract>/contracts/<sha256>.json` archives.
public protocol UsageStoring: Sendable {
    /// The store as a user names it: a folder, or `git:refs/heads/treaty-usage`.
    var name: String { get }

    /// Whether anything was ever published to the store.
    /// - Throws: ``UsageStore/Refusal`` when the store cannot be looked at (a git store outside a
    ///   repository, or without git).
    func exists() throws(UsageStore.Refusal) -> Bool

    /// Stores `record` as `appVersion`'s, with `contract`, the contract its suite was generated
    /// from, so `can-i-deploy` can diff from it.
    /// - Returns: where the record is, and whether it was written or was there already.
    /// - Throws: ``UsageStore/Refusal`` when the version is not a file-name-safe word, when
    ///   `contract` is not the one the record names, or when the store holds that version with
    ///   other content and `force` is off; nothing is written then.
    func publish(_ record: UsageRecord, contract: Contract?, appVersion: String, force: Bool) throws(UsageStore.Refusal)
        -> UsageStore.Published

    /// Every record in the store, by contract and app version (in ``VersionOrder``), each read or
    /// with why not; empty when nothing was published.
    func entries() throws(UsageStore.Refusal) -> [UsageStore.Entry]

    /// The contract `entry`'s record was tested against, as published beside it.
    /// - Throws: ``UsageStore/Refusal`` when the record names none, when the archive is missing,
    ///   or when its bytes are not those its digest names (a damaged store).
    func contract(of entry: UsageStore.Entry, record: UsageRecord) throws(UsageStore.Refusal) -> Contract
}

extension UsageStore {
    /// The store `argument` names: `git:REF` a git ref of the repository around the current
    /// folder (`git:treaty-usage` is the branch `refs/heads/treaty-usage`), anything else a folder.
    /// - Throws: ``Refusal`` for a ref name git would refuse, or when git cannot run.
    public static func open(_ argument: String) throws(Refusal) -> any UsageStoring {
        guard argument.hasPrefix("git:") else { return UsageStore(folder: argument) }
        return try GitUsageStore(ref: String(argument.dropFirst(4)))
    }
}
