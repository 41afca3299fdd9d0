import TreatyContract

/// A table whose values are made once per key, however many threads ask at the same time: the
/// first asks and makes it, the others wait for that value. A value is made outside the table's
/// own lock, so different keys are made side by side.
final class OnceTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Protected<[Key: Protected<Value?>]>([:])

    init() {}

    /// The value for `key`, made with `make` by the first caller. `make` must not ask this table
    /// for the same key.
    func value(for key: Key, _ make: () -> Value) -> Value {
        let entry = entries.withLock { table in
            if let known = table[key] { return known }
            let made = Protected<Value?>(nil)
            table[key] = made
            return made
        }
        return entry.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
