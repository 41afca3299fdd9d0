/// One immutable value held by reference, so that the many values made of it copy one reference.
///
/// A shared schema's change is found once and seen at every place that reaches it, on a large
/// API at hundreds of thousands of places: each ``Change`` holds what it says (``ChangeFinding``)
/// and where it is but for its pointer (``ChangeSite``) this way. Never changed once made: a
/// change whose finding or site is edited gets a new one, and the others sharing it keep theirs.
final class Shared<Value: Sendable & Hashable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Whether the two hold equal values: the same object, or equal values.
    func holdsSame(as other: Shared<Value>) -> Bool {
        self === other || value == other.value
    }
}
