public import TreatyContract

/// One kind of change the diff engine reports: a stable kebab-case id and its fixed class.
///
/// Ids are what accept files, CI filters and docs/diff-rules.md refer to, so they never change
/// meaning; a rule's class never depends on the contract (the `extensible` enum case has its
/// own id rather than a second class). ``catalogue`` lists every rule.
public struct DiffRule: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kebab-case id, e.g. `response-field-removed`.
    public let id: String
    /// What existing clients feel.
    public let classification: ChangeClass

    public init(_ id: String, _ classification: ChangeClass) {
        self.id = id
        self.classification = classification
    }

    /// The id in words, the start of every message: `response field removed`. Byte by byte (a
    /// hyphen is one byte in UTF-8, and is never part of another character's bytes): asked for
    /// every change found, Foundation's string replacement cost more than the rest of its message.
    public var summary: String {
        String(decoding: id.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    public var description: String { id }

    public static func < (lhs: DiffRule, rhs: DiffRule) -> Bool { lhs.id < rhs.id }

    /// The rule for a shape change of `keyword` with `effect` on `side`.
    ///
    /// Shape rules are generated from the direction table in ``DiffSide``: on the request side a
    /// narrowing breaks, on the response side a widening breaks, an incomparable change always breaks;
    /// a family may depart from it (``ShapeKeyword/classification(_:_:)``, `pattern`).
    public static func shape(_ keyword: ShapeKeyword, _ effect: ShapeEffect, _ side: DiffSide) -> DiffRule {
        let fragment = keyword.idFragment(effect) ?? "\(keyword.rawValue)-\(effect.rawValue)"
        return DiffRule("\(side.rawValue)-\(fragment)", keyword.classification(effect, side) ?? side.classify(effect))
    }

    /// Every rule the engine can emit, sorted by id.
    public static var catalogue: [DiffRule] {
        var rules = fixed
        for side in DiffSide.allCases {
            for keyword in ShapeKeyword.allCases {
                for effect in ShapeEffect.allCases where keyword.idFragment(effect) != nil {
                    rules.append(shape(keyword, effect, side))
                }
            }
        }
        return rules.sorted()
    }
}
