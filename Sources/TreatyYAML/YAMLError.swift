/// Why a YAML source could not be read, and where.
///
/// The rule ids match the lint vocabulary (`yaml-syntax`, `yaml-duplicate-key`, …), so the
/// loader reports these like any other diagnostic.
public struct YAMLError: Error, Sendable, Hashable {
    /// A stable identifier for the kind of problem.
    public var rule: String
    /// What was found and what was expected, lowercase, no trailing period.
    public var message: String
    public var mark: YAMLMark
    /// A hint on how to fix it, when there is a useful one.
    public var hint: String?

    public init(rule: String, message: String, mark: YAMLMark, hint: String? = nil) {
        self.rule = rule
        self.message = message
        self.mark = mark
        self.hint = hint
    }
}
