import TreatyContract

/// The accept file's entries: changes a team knows about and intends, which are shown but never fail a run.
///
/// TreatyLoader turns YAML into this value; TreatyDiff's `apply(to:today:)` marks matching
/// changes accepted and reports entries that are expired, malformed or unused.
public struct AcceptList: Sendable, Hashable {
    /// The accept file's path, for findings about entries without a location.
    public var file: String
    /// The entries, in file order; each may accept matching changes.
    public var entries: [AcceptEntry]

    /// A list read from `file`.
    public init(file: String = "contracts/.treaty-accept.yaml", entries: [AcceptEntry] = []) {
        self.file = file
        self.entries = entries
    }
}
