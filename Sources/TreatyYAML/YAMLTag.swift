/// The tags a Treaty file may carry: the YAML 1.2 core schema's and the non-specific `!`.
///
/// Any other tag (`!include`, `!!python/object`, `!Ref`) asks the reader to do something Treaty
/// never does, so ignoring it would make the file mean something other than what its author (or
/// an attacker) wrote. It is refused instead, as is a core tag that does not fit its value
/// (`!!int abc`), which would otherwise quietly become a string.
enum YAMLTag {
    /// The prefix libyaml expands `!!` to.
    static let corePrefix = "tag:yaml.org,2002:"

    /// What is wrong with `tag` on a node of this kind, and how to fix it; nil when the tag is fine.
    static func problem(_ tag: String, on scalar: YAMLScalar?, isMapping: Bool) -> (message: String, hint: String)? {
        if tag == "!" { return nil }
        guard tag.hasPrefix(corePrefix) else { return unsupported(tag) }
        let name = tag.dropFirst(corePrefix.count)
        switch name {
        case "map" where scalar == nil && isMapping, "seq" where scalar == nil && !isMapping:
            return nil
        case "str", "int", "float", "bool", "null", "map", "seq":
            let found = scalar.map { "the value '\(excerpt($0.text))'" } ?? (isMapping ? "a mapping" : "a sequence")
            if let scalar, fits(String(name), scalar) { return nil }
            return ("tag '\(shorthand(tag))' does not fit \(found)", "remove the tag or correct the value")
        default:
            return unsupported(tag)
        }
    }

    /// `!!int` for `tag:yaml.org,2002:int`; other tags as libyaml reports them.
    static func shorthand(_ tag: String) -> String {
        tag.hasPrefix(corePrefix) ? "!!" + tag.dropFirst(corePrefix.count) : tag
    }

    private static func unsupported(_ tag: String) -> (message: String, hint: String) {
        (
            "tag '\(shorthand(excerpt(tag)))' is not supported; expected an untagged value or a core tag "
                + "('!!str', '!!int', '!!float', '!!bool', '!!null', '!!map', '!!seq')",
            "remove the tag: Treaty never loads, includes or runs what a tag names; share schemas with '$ref'"
        )
    }

    private static func fits(_ name: String, _ scalar: YAMLScalar) -> Bool {
        switch (name, ResolvedScalar(plain: scalar.text)) {
        case ("str", _), ("int", .integer), ("float", .integer), ("float", .float), ("bool", .bool), ("null", .null):
            return true
        default:
            return false
        }
    }

    private static func excerpt(_ text: String) -> String {
        text.count > 60 ? text.prefix(60) + "…" : text
    }
}
