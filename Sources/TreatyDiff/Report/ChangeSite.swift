/// Where a change is seen, but for its pointer: the contract, endpoint, response status and
/// target element (see ``Change``).
///
/// Held by reference (``Shared``): the changes found in one body, parameter or response are
/// all at one site, so each holds one object made once for them (``FoundChanges``) rather than
/// four strings, and a run of places at one site is told by that object's identity.
struct ChangeSite: Sendable, Hashable {
    var contract: String?
    var endpoint: String?
    var status: String?
    var target: String?

    /// This site with the fields `other` names: a nil leaves a field as it is.
    func placed(at other: ChangeSite) -> ChangeSite {
        ChangeSite(
            contract: other.contract ?? contract, endpoint: other.endpoint ?? endpoint, status: other.status ?? status,
            target: other.target ?? target)
    }
}
