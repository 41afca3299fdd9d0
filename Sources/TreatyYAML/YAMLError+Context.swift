extension YAMLError.Context {
    /// The context of a syntax error, from libyaml's `while parsing a flow mapping` and the
    /// place that construct began: `the flow mapping started here`, with a hint to close it.
    static func opened(_ libyamlContext: String, at mark: YAMLMark) -> (context: Self, hint: String) {
        var construct = libyamlContext
        for prefix in ["while parsing ", "while scanning "] where construct.hasPrefix(prefix) {
            construct = String(construct.dropFirst(prefix.count))
        }
        var named = construct.hasPrefix("a ") ? "the " + construct.dropFirst(2) : construct
        if construct.contains("quoted scalar") { named = "the quoted string" }
        let place = "line \(mark.line), column \(mark.column)"
        let hint: String
        if construct.contains("flow mapping") {
            hint = "close the mapping opened at \(place) with '}', or quote the value if the '{' is text"
        } else if construct.contains("flow sequence") {
            hint = "close the list opened at \(place) with ']', or quote the value if the '[' is text"
        } else if construct.contains("quoted scalar") {
            hint = "close the string opened at \(place) with its quote"
        } else {
            hint = "check \(named) that starts at \(place)"
        }
        return (Self(mark: mark, message: "\(named) started here"), hint)
    }

    /// The first of two equal keys, for `yaml-duplicate-key`.
    static func firstKey(_ key: String, at mark: YAMLMark) -> Self {
        Self(mark: mark, message: "'\(key)' was first given here")
    }
}
