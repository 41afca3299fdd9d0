import TreatyContract

/// What a change says, apart from where it is seen: its rule, class, location, values and message.
///
/// Why apart: a shared schema's change is found once and seen from every endpoint that reaches
/// it, on a large API at hundreds of thousands of places. Each ``Change`` holds its finding by
/// reference (``Shared``), so copying a place retains one object and its few place strings rather
/// than a dozen strings, and places of one finding are known to say the same without comparing
/// their messages.
struct ChangeFinding: Sendable, Hashable {
    var rule: String
    var classification: ChangeClass
    var location: SourceLocation?
    var before: String?
    var after: String?
    var message: String

    /// One finding shared by every place it is seen at; never changed once made (a ``Change``
    /// whose finding is edited gets a new one).
    final class Shared: Sendable {
        let finding: ChangeFinding

        init(_ finding: ChangeFinding) {
            self.finding = finding
        }

        /// Whether the two say the same: the same object, or equal findings.
        func says(_ other: Shared) -> Bool {
            self === other || finding == other.finding
        }
    }
}
