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
    /// Where the construct the parser was inside began, when that is not where it noticed the
    /// problem: the `{` of a flow mapping whose `}` is missing, the quote of an unclosed string.
    public var context: Context?

    /// The start of the construct a syntax error happened in, and what that construct is.
    public struct Context: Sendable, Hashable {
        /// Where the construct began (the `{`, `[` or quote), or where the first of two equal keys is.
        public var mark: YAMLMark
        /// What libyaml was reading, lowercase: `while parsing a flow mapping`.
        public var message: String

        /// A context at `mark`, described by `message` (`the flow mapping started here`).
        public init(mark: YAMLMark, message: String) {
            self.mark = mark
            self.message = message
        }
    }

    public init(rule: String, message: String, mark: YAMLMark, hint: String? = nil, context: Context? = nil) {
        self.rule = rule
        self.message = message
        self.mark = mark
        self.hint = hint
        self.context = context
    }
}
