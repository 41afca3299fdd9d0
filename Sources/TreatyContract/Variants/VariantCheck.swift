/// The conformance checks behind one body's variants: its shapes compiled once for every check,
/// and one budget of shape applications for all of them (``ResponseVariantBuilder/Limits/maxApplications``),
/// so a large body or a hostile shape costs a bounded amount, the same on every run. A candidate
/// checked after the budget ran out is refused, never served unchecked.
struct VariantCheck {
    let validator: ShapeValidator
    private let memo = CompileMemo()
    private var applications: Int

    init(validator: ShapeValidator, applications: Int) {
        self.validator = validator
        self.applications = applications
    }

    mutating func conforms(_ value: JSONValue, _ shape: Shape) -> Bool {
        guard applications > 0 else { return false }
        return validator.conforms(value, to: shape, applications: &applications, memo: memo)
    }
}
