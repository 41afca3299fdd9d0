import Foundation
import TreatyContract
import TreatyStubs

/// A deliberately small shape checker for these tests: top-level property types, `required`,
/// integer parameters and parameter patterns. It exercises the ``ShapeChecker`` seam without
/// depending on the shared validator's progress; the runtime's default is the shared validator.
enum TestShapeChecker {
    static let checker = ShapeChecker(checkBody: checkBody, checkParameter: checkParameter)

    private static func checkBody(_ body: Data, _ shape: Shape, _ schemas: SchemaTable) -> [ShapeMismatch] {
        guard case .object(let object)? = try? JSONDecoder().decode(Loose.self, from: body) else {
            return [ShapeMismatch(pointer: "", expected: "object", actual: "something else")]
        }
        var mismatches = shape.required.filter { object[$0] == nil }.map {
            ShapeMismatch(pointer: "/\($0)", expected: "a value", actual: "none")
        }
        for property in shape.properties {
            guard let value = object[property.name], let wanted = property.shape.types?.first else { continue }
            if value.typeName != wanted.rawValue {
                mismatches.append(ShapeMismatch(pointer: "/\(property.name)", expected: wanted.rawValue, actual: value.typeName))
            }
        }
        return mismatches
    }

    private static func checkParameter(_ value: String, _ shape: Shape, _ schemas: SchemaTable) -> [ShapeMismatch] {
        if shape.types == [.integer], Int(value) == nil {
            return [ShapeMismatch(pointer: "", expected: "integer", actual: "'\(value)'")]
        }
        if let pattern = shape.pattern, value.range(of: pattern, options: .regularExpression) == nil {
            return [ShapeMismatch(pointer: "", expected: "a match for '\(pattern)'", actual: "'\(value)'")]
        }
        return []
    }

    /// Just enough JSON to name a value's type.
    private enum Loose: Decodable {
        case null, boolean, integer, number, string, array, object([String: Loose])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null
            } else if (try? container.decode(Bool.self)) != nil { self = .boolean
            } else if (try? container.decode(Int.self)) != nil { self = .integer
            } else if (try? container.decode(Double.self)) != nil { self = .number
            } else if (try? container.decode(String.self)) != nil { self = .string
            } else if (try? container.decode([Loose].self)) != nil { self = .array
            } else { self = .object(try container.decode([String: Loose].self)) }
        }

        var typeName: String {
            switch self {
            case .null: return "null"
            case .boolean: return "boolean"
            case .integer: return "integer"
            case .number: return "number"
            case .string: return "string"
            case .array: return "array"
            case .object: return "object"
            }
        }
    }
}
