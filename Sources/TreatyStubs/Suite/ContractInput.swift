import Foundation
public import TreatyContract

/// The inputs a generated test hands to an adapter method: the scenario's path, query, header
/// and body values. Generated per-endpoint input types conform and add typed properties; your
/// adapter reads them (`input.projectId`, `try input.decodeBody(as: NewProject.self)`).
///
/// It stays public, not `@_spi(Generated)`, because hand-written adapters call its members.
public protocol ContractInput: Sendable {
    /// The type of ``values``, named here so generated code never has to name a core-model type
    /// (which could collide with one of yours).
    typealias Values = RequestInput

    /// A JSON value: the type generated request bodies use for shapes no Swift struct states
    /// (`oneOf`, `anyOf`, free-form objects), named here for the same reason as ``Values``.
    typealias JSON = JSONValue

    /// The values as the contract states them, completed with samples for required parameters
    /// the scenario leaves out.
    var values: RequestInput { get }
}

extension ContractInput {
    /// Extra header values the scenario sets, by name.
    public var headers: [String: String] {
        Dictionary(values.headers.compactMap { field in field.value.stringValue.map { (field.name, $0) } }) { $1 }
    }

    /// The scenario's request body as JSON, if it has one.
    public var body: JSONValue? { values.body }

    /// The request body decoded into your client's model type.
    /// - Throws: `DecodingError` when the contract's body does not fit `type`.
    public func decodeBody<Model: Decodable>(as type: Model.Type = Model.self) throws -> Model {
        let text = JSONWriter.compact.write(values.body ?? .null)
        return try JSONDecoder().decode(Model.self, from: Data(text.utf8))
    }
}

extension RequestInput {
    /// The path parameter's value.
    public func path(_ name: String) -> JSONValue? { pathParameters.first { $0.name == name }?.value }
    /// The query parameter's value.
    public func query(_ name: String) -> JSONValue? { query.first { $0.name == name }?.value }
    /// The header's value (names compared case-insensitively).
    public func header(_ name: String) -> JSONValue? { headers.first { $0.name.lowercased() == name.lowercased() }?.value }
}

extension JSONValue {
    /// The value as an `Int`, from an integral number or a string of digits.
    public var intValue: Int? {
        switch self {
        case .number(let number): return number.int
        case .string(let text): return Int(text)
        default: return nil
        }
    }

    /// The value as a `Double`.
    public var doubleValue: Double? {
        switch self {
        case .number(let number): return number.double
        case .string(let text): return Double(text)
        default: return nil
        }
    }

    /// The value as a `Bool`.
    public var boolValue: Bool? {
        switch self {
        case .bool(let flag): return flag
        case .string(let text): return text == "true" ? true : text == "false" ? false : nil
        default: return nil
        }
    }

    /// The value as text: strings as they are, numbers and booleans as written.
    public var stringValue: String? {
        switch self {
        case .string(let text): return text
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }
}
