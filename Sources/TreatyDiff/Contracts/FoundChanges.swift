import TreatyContract

/// The changes of a whole diff in the order found, each placed (contract, endpoint, status,
/// target) as it is added.
///
/// Why one list, written once: each level of the comparison (body, response, endpoint,
/// contract) used to return a list of its own, which the level above copied into its own and
/// placed again, so each of a large API's hundreds of thousands of places was copied, retained
/// and released at every level. A level now says where the changes found inside it are
/// (``at(contract:endpoint:status:target:_:)``), and each is added here once, sharing that
/// level's one ``ChangeSite``.
struct FoundChanges {
    private(set) var changes: [Change] = []
    /// Where the changes added now are seen, as far as the levels around them say.
    private var site: Shared<ChangeSite>?

    /// Adds `change`, placed where the levels around it say.
    mutating func add(_ change: consuming Change) {
        change.place(in: site)
        changes.append(change)
    }

    mutating func add(contentsOf more: [Change]) {
        for change in more { add(change) }
    }

    /// Runs `body`, the changes it adds seen at `contract`, `endpoint`, `status` or `target` too.
    /// A level inside another names what the outer one does not: where both name one, the outer
    /// one's stays, as it would when placing the inner level's changes after it.
    mutating func at(
        contract: String? = nil, endpoint: String? = nil, status: String? = nil, target: String? = nil,
        _ body: (inout FoundChanges) -> Void
    ) {
        let outer = site
        let inner = ChangeSite(contract: contract, endpoint: endpoint, status: status, target: target)
        site = Shared(inner.placed(at: outer?.value ?? ChangeSite()))
        body(&self)
        site = outer
    }
}
