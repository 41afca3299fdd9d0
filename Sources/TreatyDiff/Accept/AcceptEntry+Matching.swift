import TreatyContract
public import TreatyTooling

extension AcceptEntry {
    /// Whether this entry describes `change` (expiry aside).
    public func matches(_ change: Change) -> Bool {
        guard rule == change.rule else { return false }
        let fields: [(String?, String?)] = [
            (contract, change.contract), (endpoint, change.endpoint), (status, change.status), (target, change.target),
        ]
        guard fields.allSatisfy({ expected, actual in expected == nil || expected == actual }) else { return false }
        guard let pointer else { return true }
        if pointer.hasSuffix("/*") {
            let base = String(pointer.dropLast(2))
            return change.pointer == base || change.pointer.hasPrefix(base + "/")
        }
        return pointer == change.pointer
    }
}
