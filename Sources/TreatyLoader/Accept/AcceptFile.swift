public import TreatyContract

/// The decoded contents of an accept file (`contracts/.treaty-accept.yaml`): intended contract changes.
///
/// The loader knows nothing of the diff engine, so this is a plain record of what the file says;
/// the `treaty diff` command turns it into the diff engine's `AcceptList`. Each entry keeps the
/// location it was written at, so later findings about it (expired, unused) point into the file.
public struct AcceptFile: Sendable, Hashable {
    /// One `accept:` item: a rule id, optional narrowing fields, a reason and an expiry date.
    public struct Entry: Sendable, Hashable {
        public var rule: String
        public var contract: String?
        public var endpoint: String?
        /// The response status pattern as written (`200`, `4XX`, `default`).
        public var status: String?
        public var target: String?
        /// A JSON pointer; one ending in `/*` covers everything below it.
        public var pointer: String?
        public var reason: String
        /// `yyyy-mm-dd` as written; the diff engine checks its form and whether it has passed.
        public var expires: String
        /// Where the item starts in the accept file.
        public var location: SourceLocation

        public init(
            rule: String, contract: String? = nil, endpoint: String? = nil, status: String? = nil,
            target: String? = nil, pointer: String? = nil, reason: String, expires: String, location: SourceLocation
        ) {
            self.rule = rule
            self.contract = contract
            self.endpoint = endpoint
            self.status = status
            self.target = target
            self.pointer = pointer
            self.reason = reason
            self.expires = expires
            self.location = location
        }
    }

    /// The file's path as the user gave it.
    public var path: String
    /// The well-formed entries, in file order; malformed ones are left out and reported.
    public var entries: [Entry]

    public init(path: String, entries: [Entry] = []) {
        self.path = path
        self.entries = entries
    }
}
