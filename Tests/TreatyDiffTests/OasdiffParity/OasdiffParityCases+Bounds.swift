/// Numeric, length and item-count bounds on request and response bodies and their properties.
///
/// A request bound that narrows what a client may send breaks it; a response bound that widens
/// what a client may receive breaks it. Body-level checks use a number, string or array body.
extension OasdiffParityCase {
    static let bounds: [Self] = requestNumericBounds + requestLengthBounds + responseBounds

    static let requestNumericBounds: [Self] = [
        at(
            "request-body-max-set", .requestBody, Bound.integer(""), Bound.integer("maximum: 100"),
            "request-numeric-bounds-tightened"),
        at(
            "request-property-max-set", .requestProperty, Bound.integer(""), Bound.integer("maximum: 100"),
            "request-numeric-bounds-tightened"),
        at(
            "request-body-max-increased", .requestBody, Bound.integer("maximum: 10"), Bound.integer("maximum: 20"),
            "request-numeric-bounds-loosened"),
        at(
            "request-property-max-increased", .requestProperty, Bound.integer("maximum: 10"), Bound.integer("maximum: 20"),
            "request-numeric-bounds-loosened"),
        at(
            "request-body-max-decreased", .requestBody, Bound.integer("maximum: 20"), Bound.integer("maximum: 10"),
            "request-numeric-bounds-tightened"),
        at(
            "request-property-max-decreased", .requestProperty, Bound.integer("maximum: 20"), Bound.integer("maximum: 10"),
            "request-numeric-bounds-tightened"),
        at(
            "request-body-exclusive-max-set", .requestBody, Bound.integer(""), Bound.integer("exclusiveMaximum: 100"),
            "request-numeric-bounds-tightened"),
        at(
            "request-property-exclusive-max-set", .requestProperty, Bound.integer(""), Bound.integer("exclusiveMaximum: 100"),
            "request-numeric-bounds-tightened"),
        at(
            "request-body-exclusive-max-increased", .requestBody, Bound.integer("exclusiveMaximum: 10"),
            Bound.integer("exclusiveMaximum: 20"), "request-numeric-bounds-loosened"),
        at(
            "request-property-exclusive-max-increased", .requestProperty, Bound.integer("exclusiveMaximum: 10"),
            Bound.integer("exclusiveMaximum: 20"), "request-numeric-bounds-loosened"),
        at(
            "request-body-exclusive-max-decreased", .requestBody, Bound.integer("exclusiveMaximum: 20"),
            Bound.integer("exclusiveMaximum: 10"), "request-numeric-bounds-tightened"),
        at(
            "request-property-exclusive-max-decreased", .requestProperty, Bound.integer("exclusiveMaximum: 20"),
            Bound.integer("exclusiveMaximum: 10"), "request-numeric-bounds-tightened"),
        at(
            "request-body-min-set", .requestBody, Bound.integer(""), Bound.integer("minimum: 1"),
            "request-numeric-bounds-tightened"),
        at(
            "request-property-min-set", .requestProperty, Bound.integer(""), Bound.integer("minimum: 1"),
            "request-numeric-bounds-tightened"),
        at(
            "request-body-min-increased", .requestBody, Bound.integer("minimum: 1"), Bound.integer("minimum: 5"),
            "request-numeric-bounds-tightened"),
        at(
            "request-property-min-increased", .requestProperty, Bound.integer("minimum: 1"), Bound.integer("minimum: 5"),
            "request-numeric-bounds-tightened"),
        at(
            "request-body-min-decreased", .requestBody, Bound.integer("minimum: 5"), Bound.integer("minimum: 1"),
            "request-numeric-bounds-loosened"),
        at(
            "request-property-min-decreased", .requestProperty, Bound.integer("minimum: 5"), Bound.integer("minimum: 1"),
            "request-numeric-bounds-loosened"),
        at(
            "request-body-exclusive-min-set", .requestBody, Bound.integer(""), Bound.integer("exclusiveMinimum: 0"),
            "request-numeric-bounds-tightened"),
        at(
            "request-property-exclusive-min-set", .requestProperty, Bound.integer(""), Bound.integer("exclusiveMinimum: 0"),
            "request-numeric-bounds-tightened"),
        at(
            "request-body-exclusive-min-increased", .requestBody, Bound.integer("exclusiveMinimum: 0"),
            Bound.integer("exclusiveMinimum: 5"), "request-numeric-bounds-tightened"),
        at(
            "request-property-exclusive-min-increased", .requestProperty, Bound.integer("exclusiveMinimum: 0"),
            Bound.integer("exclusiveMinimum: 5"), "request-numeric-bounds-tightened"),
        at(
            "request-body-exclusive-min-decreased", .requestBody, Bound.integer("exclusiveMinimum: 5"),
            Bound.integer("exclusiveMinimum: 0"), "request-numeric-bounds-loosened"),
        at(
            "request-property-exclusive-min-decreased", .requestProperty, Bound.integer("exclusiveMinimum: 5"),
            Bound.integer("exclusiveMinimum: 0"), "request-numeric-bounds-loosened"),
    ]

    static let requestLengthBounds: [Self] = [
        at(
            "request-body-max-length-set", .requestBody, Bound.string(""), Bound.string("maxLength: 20"),
            "request-length-bounds-tightened"),
        at(
            "request-property-max-length-set", .requestProperty, Bound.string(""), Bound.string("maxLength: 20"),
            "request-length-bounds-tightened"),
        at(
            "request-body-max-length-increased", .requestBody, Bound.string("maxLength: 20"), Bound.string("maxLength: 40"),
            "request-length-bounds-loosened"),
        at(
            "request-property-max-length-increased", .requestProperty, Bound.string("maxLength: 20"),
            Bound.string("maxLength: 40"),
            "request-length-bounds-loosened"),
        at(
            "request-body-max-length-decreased", .requestBody, Bound.string("maxLength: 40"), Bound.string("maxLength: 20"),
            "request-length-bounds-tightened"),
        at(
            "request-property-max-length-decreased", .requestProperty, Bound.string("maxLength: 40"),
            Bound.string("maxLength: 20"),
            "request-length-bounds-tightened"),
        at(
            "request-body-min-length-increased", .requestBody, Bound.string("minLength: 1"), Bound.string("minLength: 3"),
            "request-length-bounds-tightened"),
        at(
            "request-property-min-length-increased", .requestProperty, Bound.string("minLength: 1"), Bound.string("minLength: 3"),
            "request-length-bounds-tightened"),
        at(
            "request-body-min-length-decreased", .requestBody, Bound.string("minLength: 3"), Bound.string("minLength: 1"),
            "request-length-bounds-loosened"),
        at(
            "request-property-min-length-decreased", .requestProperty, Bound.string("minLength: 3"), Bound.string("minLength: 1"),
            "request-length-bounds-loosened"),
        at(
            "request-body-min-items-set", .requestBody, Bound.array(""), Bound.array("minItems: 1"),
            "request-length-bounds-tightened"),
        at(
            "request-property-min-items-set", .requestProperty, Bound.array(""), Bound.array("minItems: 1"),
            "request-length-bounds-tightened"),
        at(
            "request-body-min-items-increased", .requestBody, Bound.array("minItems: 1"), Bound.array("minItems: 2"),
            "request-length-bounds-tightened"),
        at(
            "request-property-min-items-increased", .requestProperty, Bound.array("minItems: 1"), Bound.array("minItems: 2"),
            "request-length-bounds-tightened"),
    ]

    static let responseBounds: [Self] = [
        at(
            "response-body-max-increased", .responseBody, Bound.integer("maximum: 10"), Bound.integer("maximum: 20"),
            "response-numeric-bounds-loosened"),
        at(
            "response-property-max-increased", .responseProperty, Bound.integer("maximum: 10"), Bound.integer("maximum: 20"),
            "response-numeric-bounds-loosened"),
        at(
            "response-body-exclusive-max-increased", .responseBody, Bound.integer("exclusiveMaximum: 10"),
            Bound.integer("exclusiveMaximum: 20"), "response-numeric-bounds-loosened"),
        at(
            "response-property-exclusive-max-increased", .responseProperty, Bound.integer("exclusiveMaximum: 10"),
            Bound.integer("exclusiveMaximum: 20"), "response-numeric-bounds-loosened"),
        at(
            "response-body-min-decreased", .responseBody, Bound.integer("minimum: 5"), Bound.integer("minimum: 1"),
            "response-numeric-bounds-loosened"),
        at(
            "response-property-min-decreased", .responseProperty, Bound.integer("minimum: 5"), Bound.integer("minimum: 1"),
            "response-numeric-bounds-loosened"),
        at(
            "response-body-exclusive-min-decreased", .responseBody, Bound.integer("exclusiveMinimum: 5"),
            Bound.integer("exclusiveMinimum: 0"), "response-numeric-bounds-loosened"),
        at(
            "response-property-exclusive-min-decreased", .responseProperty, Bound.integer("exclusiveMinimum: 5"),
            Bound.integer("exclusiveMinimum: 0"), "response-numeric-bounds-loosened"),
        at(
            "response-body-max-length-increased", .responseBody, Bound.string("maxLength: 20"), Bound.string("maxLength: 40"),
            "response-length-bounds-loosened"),
        at(
            "response-property-max-length-increased", .responseProperty, Bound.string("maxLength: 20"),
            Bound.string("maxLength: 40"),
            "response-length-bounds-loosened"),
        at(
            "response-body-max-length-unset", .responseBody, Bound.string("maxLength: 20"), Bound.string(""),
            "response-length-bounds-loosened"),
        at(
            "response-property-max-length-unset", .responseProperty, Bound.string("maxLength: 20"), Bound.string(""),
            "response-length-bounds-loosened"),
        at(
            "response-body-min-length-decreased", .responseBody, Bound.string("minLength: 3"), Bound.string("minLength: 1"),
            "response-length-bounds-loosened"),
        at(
            "response-property-min-length-decreased", .responseProperty, Bound.string("minLength: 3"),
            Bound.string("minLength: 1"),
            "response-length-bounds-loosened"),
        at(
            "response-body-min-items-decreased", .responseBody, Bound.array("minItems: 2"), Bound.array("minItems: 1"),
            "response-length-bounds-loosened"),
        at(
            "response-property-min-items-decreased", .responseProperty, Bound.array("minItems: 2"), Bound.array("minItems: 1"),
            "response-length-bounds-loosened"),
        at(
            "response-body-min-items-unset", .responseBody, Bound.array("minItems: 1"), Bound.array(""),
            "response-length-bounds-loosened"),
        at(
            "response-property-min-items-unset", .responseProperty, Bound.array("minItems: 1"), Bound.array(""),
            "response-length-bounds-loosened"),
    ]
}
