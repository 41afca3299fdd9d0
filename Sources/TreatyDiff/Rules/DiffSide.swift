import TreatyContract

/// Which way data flows through a shape, which decides whether narrowing or widening breaks clients.
///
/// A client *sends* request shapes: narrowing what the API accepts breaks it. A client *receives*
/// response shapes: widening what the API may return breaks it.
public enum DiffSide: String, Sendable, Hashable, CaseIterable {
    case request
    case response

    /// The class of a change that narrows, widens or otherwise alters what this side's shape accepts.
    func classify(_ effect: ShapeEffect) -> ChangeClass {
        switch (self, effect) {
        case (_, .changed): return .breaking
        case (.request, .narrowed), (.response, .widened): return .breaking
        case (.request, .widened), (.response, .narrowed): return .additive
        }
    }
}

/// What a change does to the set of values a shape accepts.
public enum ShapeEffect: String, Sendable, Hashable, CaseIterable {
    /// Fewer values accepted (a new constraint, a tighter bound).
    case narrowed
    /// More values accepted (a constraint dropped, a looser bound).
    case widened
    /// Neither a subset nor a superset (a different format or pattern).
    case changed
}
