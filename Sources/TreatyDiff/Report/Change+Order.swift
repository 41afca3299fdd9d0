import TreatyContract

/// The report's order: most severe first, then by place.
extension Change {
    /// Most severe first, then by place, so every rendering is stable.
    public static func < (lhs: Change, rhs: Change) -> Bool {
        withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { rhs in sortsBefore(lhs, rhs) } }
    }

    /// ``<(_:_:)`` read through pointers, so sorting or grouping a list of changes compares them in
    /// place: copying two changes for each comparison was most of a large API's diff.
    static func sortsBefore(_ lhs: UnsafePointer<Change>, _ rhs: UnsafePointer<Change>) -> Bool {
        // Unretained: both changes outlive the comparison. Retaining the two findings and each
        // string compared was a fifth of the time of grouping a large report.
        unowned(unsafe) let left = lhs.pointee.shared
        unowned(unsafe) let right = rhs.pointee.shared
        if left.finding.classification != right.finding.classification {
            return left.finding.classification < right.finding.classification
        }
        // Field by field, each read in place, without building a list of them for each comparison.
        if let order = precedes(lhs.pointee.contract, rhs.pointee.contract) { return order }
        if let order = precedes(lhs.pointee.endpoint, rhs.pointee.endpoint) { return order }
        if let order = precedes(lhs.pointee.status, rhs.pointee.status) { return order }
        if let order = precedes(lhs.pointee.target, rhs.pointee.target) { return order }
        if let order = precedes(lhs.pointee.pointer, rhs.pointee.pointer) { return order }
        // Places of one finding say the same from here on.
        if left === right { return false }
        if let order = precedes(left.finding.rule, right.finding.rule) { return order }
        if let order = precedes(left.finding.before, right.finding.before) { return order }
        return precedes(left.finding.after, right.finding.after) ?? false
    }

    /// Whether `left` sorts first, or nil when the two are equal and the next field decides.
    /// Inlined, the strings are compared where they are: called, each was retained and released
    /// around the call, a dozen times per comparison of two places.
    @inline(__always)
    private static func precedes(_ left: String, _ right: String) -> Bool? {
        left == right ? nil : left < right
    }

    /// As for two strings, an absent one read as empty.
    @inline(__always)
    private static func precedes(_ left: String?, _ right: String?) -> Bool? {
        switch (left, right) {
        case (let left?, let right?): precedes(left, right)
        case (nil, nil): nil
        case (nil, let right?): right.isEmpty ? nil : true
        case (let left?, nil): left.isEmpty ? nil : false
        }
    }
}
