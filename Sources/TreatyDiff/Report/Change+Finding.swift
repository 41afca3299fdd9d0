public import TreatyContract

/// What the change says, read from and written to its shared finding (``ChangeFinding``).
extension Change {
    /// The kebab-case rule id, e.g. `response-field-removed`.
    public var rule: String {
        get { finding.value.rule }
        set { editFinding { $0.rule = newValue } }
    }

    public var classification: ChangeClass {
        get { finding.value.classification }
        set { editFinding { $0.classification = newValue } }
    }

    public var location: FileLocation? {
        get { finding.value.location }
        set { editFinding { $0.location = newValue } }
    }

    /// The old value, rendered for people (`string`, `["a","b"]`, `minLength 1`); nil when absent.
    public var before: String? {
        get { finding.value.before }
        set { editFinding { $0.before = newValue } }
    }

    /// The new value; nil when absent.
    public var after: String? {
        get { finding.value.after }
        set { editFinding { $0.after = newValue } }
    }

    /// What changed, lowercase, user tokens in single quotes.
    public var message: String {
        get { finding.value.message }
        set { editFinding { $0.message = newValue } }
    }
}
