/// One of N slices of a live check (`--shard K/N`) or of a generated suite (`TREATY_SHARD=K/N`),
/// for CI systems that run the slices on separate runners at once (a GitHub Actions matrix,
/// Buildkite parallelism, a CronJob per slice).
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which slice this is, 1-based.
    public var index: Int
    /// How many slices there are.
    public var count: Int

    /// Slice `index` (1-based) of `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `K/N` (1 ≤ K ≤ N); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    /// What a valid value looks like, for messages about one that is not.
    public static let expectedForm = "K/N with 1 ≤ K ≤ N, e.g. '2/8'"

    /// `2/8`.
    public var description: String { "\(index)/\(count)" }

    /// Which shard each key goes to: deterministic, and balanced by weight (sample count).
    ///
    /// Keys are taken heaviest first (ties by a stable FNV-1a hash of the key, then the key) and
    /// each goes to the shard with the least weight so far (ties to the lowest index). The same
    /// keys and weights give the same assignment on every run and every machine, so an endpoint
    /// stays on its shard as long as the contracts do not change; every key lands on exactly one
    /// shard.
    public static func assign(_ weights: [(key: String, weight: Int)], count: Int) -> [String: Int] {
        let ordered = weights.sorted {
            ($0.weight, stableHash($1.key), $1.key) > ($1.weight, stableHash($0.key), $0.key)
        }
        var loads = [Int](repeating: 0, count: max(1, count))
        var assignment: [String: Int] = [:]
        for (key, weight) in ordered where assignment[key] == nil {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            assignment[key] = lightest + 1
            loads[lightest] += weight
        }
        return assignment
    }

    /// FNV-1a, 64 bits: the same on every platform and run (Swift's `Hasher` is seeded per process).
    /// - Returns: the hash of the text's UTF-8 bytes.
    public static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
