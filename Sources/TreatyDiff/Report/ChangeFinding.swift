import TreatyContract

/// What a change says, apart from where it is seen: its rule, class, location, values and message.
///
/// Held by reference (``Shared``): a shared schema's change says the same at each of the places
/// it is seen at, so places of one finding are known to say the same without comparing their
/// messages, and copying a place retains one object rather than five strings.
struct ChangeFinding: Sendable, Hashable {
    var rule: String
    var classification: ChangeClass
    var location: FileLocation?
    var before: String?
    var after: String?
    var message: String
}
