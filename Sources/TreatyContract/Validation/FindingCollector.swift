/// Gathers findings during one validation, merging repeats across array items and enforcing
/// ``ValidationLimits/maxFindings``.
struct FindingCollector {
    private struct Key: Hashable {
        var wildcardPointer: String
        var rule: String
        var expected: String
        var actual: String
        var schemaLocation: FileLocation
    }

    private struct Entry {
        var firstPath: InstancePath
        var classification: ChangeClass
        var occurrences: Int
    }

    private var order: [Key] = []
    private var entries: [Key: Entry] = [:]
    let maxFindings: Int
    private(set) var truncated = false
    private(set) var hasBreaking = false

    init(maxFindings: Int) {
        self.maxFindings = maxFindings
    }

    mutating func add(
        at path: InstancePath, rule: String, expected: String, actual: String,
        location: FileLocation, classification: ChangeClass
    ) {
        if classification == .breaking { hasBreaking = true }
        let key = Key(
            wildcardPointer: path.wildcardPointer, rule: rule, expected: expected, actual: actual, schemaLocation: location)
        if entries[key] != nil {
            entries[key]?.occurrences += 1
            return
        }
        guard order.count < maxFindings else {
            truncated = true
            return
        }
        order.append(key)
        entries[key] = Entry(firstPath: path, classification: classification, occurrences: 1)
    }

    /// How many distinct breaking findings were recorded: how far a value is from a shape.
    var breakingCount: Int {
        order.count { entries[$0]?.classification == .breaking }
    }

    /// The findings in first-met order; a finding met more than once is shown with `*` indices.
    func violations(root: JSONValue) -> [Violation] {
        order.compactMap { key in
            guard let entry = entries[key] else { return nil }
            let aggregated = entry.occurrences > 1 && entry.firstPath.hasIndex
            return Violation(
                pointer: aggregated ? key.wildcardPointer : entry.firstPath.pointer,
                schemaLocation: key.schemaLocation, rule: key.rule, expected: key.expected, actual: key.actual,
                classification: entry.classification, occurrences: entry.occurrences,
                outOf: aggregated ? entry.firstPath.itemCount(in: root) : nil
            )
        }
    }
}
