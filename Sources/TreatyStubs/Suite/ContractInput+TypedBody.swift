import Foundation
import TreatyContract

extension ContractInput {
    /// The scenario's body decoded into a generated body type, then encoded again and compared
    /// with the scenario's body as JSON values (numbers numerically, a `null` member the same as
    /// an absent one), so the typed value the adapter reads carries exactly the scenario's inputs.
    ///
    /// Generated `body` properties call it; adapters read `input.body`.
    /// - Throws: `DecodingError` when the body does not fit `type`; ``TypedBodyMismatch`` when it
    ///   decodes but the typed value says something else.
    @_spi(Generated) public func typedBody<Body: Codable>(as type: Body.Type = Body.self) throws -> Body {
        let body = try decodeBody(as: Body.self)
        let encoded = try JSONParser().parse(Array(try JSONEncoder().encode(body)))
        if let mismatch = Self.firstMismatch(values.body ?? .null, encoded, at: "") { throw mismatch }
        return body
    }

    private static func firstMismatch(_ scenario: JSONValue?, _ typed: JSONValue?, at pointer: String)
        -> TypedBodyMismatch?
    {
        switch (scenario, typed) {
        case (nil, nil), (nil, .null?), (.null?, nil): return nil
        case (.object(let left)?, .object(let right)?):
            let keys = Set(left.members.map(\.key)).union(right.members.map(\.key)).sorted()
            for key in keys {
                let next = pointer + "/" + JSONPointer.escape(key)
                if let mismatch = firstMismatch(left[key], right[key], at: next) { return mismatch }
            }
            return nil
        case (.array(let left)?, .array(let right)?) where left.count == right.count:
            for (index, pair) in zip(left, right).enumerated() {
                if let mismatch = firstMismatch(pair.0, pair.1, at: pointer + "/\(index)") { return mismatch }
            }
            return nil
        default:
            guard scenario != typed else { return nil }
            return TypedBodyMismatch(
                pointer: pointer, scenario: scenario.map(JSONWriter.compact.write) ?? "nothing",
                typed: typed.map(JSONWriter.compact.write) ?? "nothing")
        }
    }
}
