/// Every `format` word Treaty knows, and which of them it checks.
///
/// Real OpenAPI documents use `int64` and `password` on most schemas, so a warning on a word
/// that means nothing to check would drown the warnings that matter (`date-tme`). A known format
/// lints clean; only a word in neither list is `unknown-format`, and a team can declare its own
/// words (`formats: [snowflake]` in `treaty.yaml`) or silence one shape
/// (`x-treaty-format-unchecked: true`).
package enum FormatCatalogue {
    /// Formats the validator checks: strings per their RFC, integers against their width.
    package static let checked = ["date-time", "date", "uuid", "email", "uri", "ipv4", "ipv6", "hostname", "int32", "int64"]

    /// Formats accepted as documentation: OpenAPI's data types and the JSON Schema words whose
    /// checks Treaty does not implement. Values pass whatever they hold.
    package static let annotations = [
        "float", "double", "byte", "binary", "password", "time", "duration", "idn-email", "idn-hostname",
        "uri-reference", "iri", "iri-reference", "uri-template", "json-pointer", "relative-json-pointer", "regex",
    ]

    /// Both lists, in documentation order.
    package static let known = checked + annotations

    /// Whether `format` is a word Treaty knows.
    package static func isKnown(_ format: String) -> Bool {
        known.contains(format)
    }
}
