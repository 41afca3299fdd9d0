/// Annotations of a schema: `default` and `deprecated` on a body or a property. No value's fate
/// depends on them, so each change is an informational `annotation-changed` at the annotation.
extension OasdiffParityCase {
    static let annotations: [Self] = [
        (SchemaPlace.requestBody, "request-body"), (.requestProperty, "request-property"),
        (.responseBody, "response-body"), (.responseProperty, "response-property"),
    ].flatMap { place, prefix in
        let plain = place == .requestBody || place == .responseBody ? "{ type: object }" : "{ type: string }"
        let value = place == .requestBody || place == .responseBody ? "{}" : "a"
        func with(_ annotation: String) -> String { plain.replacing(" }", with: ", \(annotation) }") }
        let pointer = { (name: String) in "\(place.pointer)/\(name)" }
        var cases = [
            at(
                "\(prefix)-default-value-added", place, plain, with("default: \(value)"), "annotation-changed",
                pointer: pointer("default")),
            at(
                "\(prefix)-default-value-removed", place, with("default: \(value)"), plain, "annotation-changed",
                pointer: pointer("default")),
            at(
                "\(prefix)-default-value-changed", place, with("default: \(value)"),
                with("default: \(value == "a" ? "b" : "{ k: 1 }")"),
                "annotation-changed", pointer: pointer("default")),
        ]
        if place == .requestProperty || place == .responseProperty {
            cases += [
                at(
                    "\(prefix)-deprecated", place, plain, with("deprecated: true"), "annotation-changed",
                    pointer: pointer("deprecated")),
                at(
                    "\(prefix)-reactivated", place, with("deprecated: true"), plain, "annotation-changed",
                    pointer: pointer("deprecated")),
            ]
        }
        return cases
    }
}
