public import Foundation
public import TreatyContract

/// The seam between request verification and the shared shape validator.
///
/// Request verification owns the HTTP rules (method, path, query encoding, which headers are
/// required); whether a value fits a ``Shape`` is the shared validator's job, reached only through
/// these two closures so the stub runtime never keeps its own copy of validation rules.
/// ``standard(schemas:)`` wires `TreatyContract`'s `ShapeValidator`; tests may pass their own.
public struct ShapeChecker: Sendable {
    /// Checks a request body's bytes against the declared body shape. A body that is not JSON is
    /// one mismatch with an empty pointer and `expected: "JSON"`.
    public var checkBody: @Sendable (_ body: Data, _ shape: Shape) -> [ShapeMismatch]
    /// Checks one path, query or header value (a string on the wire) against its parameter shape.
    public var checkParameter: @Sendable (_ value: String, _ shape: Shape) -> [ShapeMismatch]

    /// A checker made of your own two checks, for tests that replace the shared validator.
    public init(
        checkBody: @escaping @Sendable (_ body: Data, _ shape: Shape) -> [ShapeMismatch],
        checkParameter: @escaping @Sendable (_ value: String, _ shape: Shape) -> [ShapeMismatch]
    ) {
        self.checkBody = checkBody
        self.checkParameter = checkParameter
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
        let validator = ShapeValidator(schemas: schemas)
        return ShapeChecker(
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
