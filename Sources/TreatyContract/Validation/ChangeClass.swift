/// How a difference between what a contract says and what a client relies on affects existing clients.
///
/// The one vocabulary shared by the diff engine ("the contract now says X") and the live
/// checker ("the API now returns X"), so both read alike. Sorted most severe first:
/// `breaking < additive < informational`.
public enum ChangeClass: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Existing clients can fail: they send something no longer accepted or receive something they do not expect.
    case breaking
    /// Existing clients keep working; new capabilities or stronger guarantees appeared.
    case additive
    /// Nothing a client sends or receives changed (names, docs, scenarios, tooling settings).
    case informational

    public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
