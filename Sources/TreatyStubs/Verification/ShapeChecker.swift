public import Foundation
public import TreatyContract

/// The seam between request verification and the shared shape validator.
///
/// Request verification owns the HTTP rules (method, path, query encoding, which headers are
/// required); whether a value fits a `Shape` is the shared validator's job, reached only through
/// these closures so the stub runtime never keeps its own copy of validation rules.
/// ``standard(schemas:)`` wires `TreatyContract`'s `ShapeValidator`; tests may pass their own.
public struct ShapeChecker: Sendable {
    /// Checks a request body's bytes against the declared body shape. A body that is not JSON is
    /// one mismatch with an empty pointer and `expected: "JSON"`.
    public var checkBody: @Sendable (_ body: Data, _ shape: Shape) -> [ShapeMismatch]
    /// Checks a form body's fields (`application/x-www-form-urlencoded`) against the declared body
    /// shape, as the value they stand for (see `FormFields`).
    public var checkForm: @Sendable (_ fields: [FormFields.Field], _ shape: Shape) -> [ShapeMismatch]
    /// Checks a `multipart/form-data` body's parts against the declared body shape, as the value
    /// they stand for (see `MultipartForm`): files by their presence, JSON parts as JSON, text
    /// parts as form fields.
    public var checkMultipart: @Sendable (_ parts: [MultipartForm.Part], _ shape: Shape) -> [ShapeMismatch]
    /// Checks one path, query or header value (a string on the wire) against its parameter shape.
    public var checkParameter: @Sendable (_ value: String, _ shape: Shape) -> [ShapeMismatch]
    /// Checks an array parameter from its items as the wire carries them (`tags=a&tags=b`, or
    /// `a,b` split at its separator).
    public var checkItems: @Sendable (_ items: [String], _ shape: Shape) -> [ShapeMismatch]
    /// Checks an object parameter from its members as the wire carries them (`filter[status]=open`).
    public var checkMembers: @Sendable (_ members: [(name: String, value: String)], _ shape: Shape) -> [ShapeMismatch]
    /// The member names an object parameter declares, and whether it takes others: which query
    /// items are its members when the `form` style writes each member as an item of its own.
    public var memberNames: @Sendable (_ shape: Shape) -> (names: Set<String>, takesOthers: Bool)
    /// Whether a parameter's shape may be a value of this type (`.array`, `.object`): the wire
    /// then carries it as several values, which verification gathers before checking.
    public var accepts: @Sendable (_ shape: Shape, _ type: JSONType) -> Bool

    /// A checker made of your own two checks, for tests that replace the shared validator; array
    /// and object parameters are then checked value by value.
    public init(
        checkBody: @escaping @Sendable (_ body: Data, _ shape: Shape) -> [ShapeMismatch],
        checkParameter: @escaping @Sendable (_ value: String, _ shape: Shape) -> [ShapeMismatch]
    ) {
        self.checkBody = checkBody
        self.checkParameter = checkParameter
        checkItems = { items, shape in items.flatMap { checkParameter($0, shape) } }
        checkMembers = { members, shape in members.flatMap { checkParameter($0.value, shape) } }
        accepts = { _, _ in false }
        // Without the shared validator the fields are read as strings, whatever the shape declares.
        checkForm = { fields, shape in
            let value = ShapeValidator(schemas: SchemaTable()).formValue(fields, shape: Shape(at: shape.location))
            return checkBody(Data(JSONWriter.compact.write(value).utf8), shape)
        }
        checkMultipart = { parts, shape in
            let value = ShapeValidator(schemas: SchemaTable()).multipartValue(parts, shape: Shape(at: shape.location))
            return checkBody(Data(JSONWriter.compact.write(value).utf8), shape)
        }
        memberNames = { _ in ([], false) }
    }
}

extension ShapeChecker {
    /// The shared `ShapeValidator` and `JSONParser` of `TreatyContract`: the same rules the live
    /// checker and fixture verification apply. Only breaking findings count against a request
    /// (an extra member in an open object is not a regression), and so does a value the validator
    /// could not check (a `pattern` too expensive to match).
    ///
    /// One validator serves the whole session, so each `pattern` is compiled once.
    public static func standard(schemas: SchemaTable) -> ShapeChecker {
        standard(validator: ShapeValidator(schemas: schemas))
    }

    /// ``standard(schemas:)`` over a validator the caller already holds: making one compiles
    /// every named schema, which a contract suite does once for its checks and its variants.
    public static func standard(validator: ShapeValidator) -> ShapeChecker {
        var checker = ShapeChecker(
            checkBody: { body, shape in
                let value: JSONValue
                do throws(JSONSyntaxError) {
                    value = try JSONParser().parse(Array(body))
                } catch {
                    return [ShapeMismatch(pointer: "", expected: "JSON", actual: "malformed JSON (\(error.description))")]
                }
                return mismatches(validator.validate(value, against: shape))
            },
            checkParameter: { value, shape in
                mismatches(validator.validate(parameterValue: value, against: shape))
            }
        )
        checker.checkItems = { items, shape in mismatches(validator.validate(parameterItems: items, against: shape)) }
        checker.checkMembers = { members, shape in
            mismatches(validator.validate(parameterMembers: members, against: shape))
        }
        checker.accepts = { shape, type in validator.parameter(shape, accepts: type) }
        checker.checkForm = { fields, shape in mismatches(validator.validate(formFields: fields, against: shape)) }
        checker.checkMultipart = { parts, shape in mismatches(validator.validate(multipartParts: parts, against: shape)) }
        checker.memberNames = { shape in validator.parameterMembers(of: shape) }
        return checker
    }

    /// Breaking findings, then the parts the validator could not check: a request that cannot be
    /// verified is not passed.
    private static func mismatches(_ report: ValidationReport) -> [ShapeMismatch] {
        let breaking = report.violations.filter { $0.classification == .breaking }.map {
            ShapeMismatch(pointer: $0.pointer, expected: $0.expected, actual: $0.actual)
        }
        let unchecked = report.unverified.map {
            ShapeMismatch(pointer: $0.pointer, expected: "a value Treaty can check", actual: "not verified: \($0.reason)")
        }
        return breaking + unchecked
    }
}
