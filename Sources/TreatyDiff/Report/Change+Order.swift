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
        unowned(unsafe) let left = lhs.pointee.finding
        unowned(unsafe) let right = rhs.pointee.finding
        if left.value.classification != right.value.classification {
            return left.value.classification < right.value.classification
        }
        // Field by field, each read in place, without building a list of them for each comparison;
        // changes found at one site (one body, parameter or response) share it.
        if lhs.pointee.site !== rhs.pointee.site, let order = sitePrecedes(lhs.pointee.site, rhs.pointee.site) {
            return order
        }
        if let order = precedes(lhs.pointee.pointer, rhs.pointee.pointer) { return order }
        // Places of one finding say the same from here on.
        if left === right { return false }
        if let order = precedes(left.value.rule, right.value.rule) { return order }
        if let order = precedes(left.value.before, right.value.before) { return order }
        return precedes(left.value.after, right.value.after) ?? false
    }

    /// Whether the site `lhs` sorts first, or nil when they are the same place; no site reads as
    /// one with no fields. Read through the shared objects, each retained once, not each string.
    @inline(__always)
    private static func sitePrecedes(_ lhs: Shared<ChangeSite>?, _ rhs: Shared<ChangeSite>?) -> Bool? {
        guard let lhs, let rhs else { return precedes(lhs?.value ?? ChangeSite(), rhs?.value ?? ChangeSite()) }
        return precedes(lhs.value, rhs.value)
    }

    @inline(__always)
    private static func precedes(_ lhs: borrowing ChangeSite, _ rhs: borrowing ChangeSite) -> Bool? {
        if let order = precedes(lhs.contract, rhs.contract) { return order }
        if let order = precedes(lhs.endpoint, rhs.endpoint) { return order }
        if let order = precedes(lhs.status, rhs.status) { return order }
        return precedes(lhs.target, rhs.target)
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
