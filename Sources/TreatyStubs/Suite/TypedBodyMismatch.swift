/// Thrown by a generated input's `body` when the scenario's body does not come back unchanged
/// from its generated Swift type (a member the type has no property for, a value it rewrites), so
/// a test never hands the client less than the scenario says without saying so.
///
/// Only generated code throws it, so it sits behind `@_spi(Generated)`.
@_spi(Generated) public struct TypedBodyMismatch: Error, CustomStringConvertible, Sendable {
    /// The JSON pointer of the first value that differs.
    public var pointer: String
    /// The scenario's value there, as compact JSON, or `nothing`.
    public var scenario: String
    /// The typed value's, as compact JSON, or `nothing`.
    public var typed: String

    /// The mismatch at `pointer`.
    public init(pointer: String, scenario: String, typed: String) {
        self.pointer = pointer
        self.scenario = scenario
        self.typed = typed
    }

    /// Says where the typed body differs and what to do.
    public var description: String {
        "the scenario's body does not fit its generated type: '\(pointer)' is \(scenario) in the scenario, \(typed) in "
            + "the typed body; regenerate the suite, or read 'input.values.body'"
    }
}
