import TreatyContract
import TreatyLoader
import TreatyTooling

/// Conformance-harness only: turns a JSON-Schema-Test-Suite schema into Treaty shapes by
/// writing it as a Treaty schema library and loading that with the real loader.
///
/// JSON is YAML, so the schema's JSON text goes through the same YAML reading and shape
/// decoding as a contract. The suite's own conventions are mapped first: root `$defs` become
/// `schemas:` entries and `#/$defs/Name` / `#` references become `#/schemas/Name` /
/// `#/schemas/Root`. Anything the loader refuses (unsupported keywords, other `$ref` forms)
/// makes the group skipped, with the loader's rule as the reason.
struct SuiteSchema {
    static let file = "suite.yaml"
    static let rootName = "Root"

    /// The validator and root shape for `schema`, or the rule that made the loader refuse it.
    static func load(_ schema: JSONValue) -> Result<(ShapeValidator, Shape), SkipReason> {
        var schemas: [(String, JSONValue)] = []
        var root = schema
        if case .object(var object) = schema, case .object(let definitions)? = object["$defs"] {
            object["$defs"] = nil
            root = .object(object)
            schemas = definitions.members.map { ($0.key, rewriteReferences($0.value)) }
        }
        schemas.insert((rootName, rewriteReferences(root)), at: 0)
        let library: JSONValue = ["treaty": 1, "schemas": .object(JSONObject(schemas))]
        let text = JSONWriter.pretty.write(library)
        let result = ContractLoader(files: .memory([file: text])).load([file])
        if let error = result.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(SkipReason(rule: error.rule))
        }
        guard let contract = result.contracts.first,
            let shape = contract.schemaTable[SchemaReference(file: file, name: rootName)]
        else { return .failure(SkipReason(rule: "not-loaded")) }
        return .success((ShapeValidator(schemas: contract.schemaTable), shape))
    }

    /// Rewrites the suite's `#` and `#/$defs/Name` references to Treaty's `#/schemas/Name`,
    /// following only schema positions (never into `enum` or `const` values).
    private static func rewriteReferences(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var members: [(String, JSONValue)] = []
        for member in object.members {
            switch (member.key, member.value) {
            case ("$ref", .string(let target)):
                members.append((member.key, .string(rewrite(target))))
            case ("items", _), ("not", _), ("additionalProperties", _):
                members.append((member.key, rewriteReferences(member.value)))
            case ("allOf", .array(let items)), ("anyOf", .array(let items)), ("oneOf", .array(let items)):
                members.append((member.key, .array(items.map(rewriteReferences))))
            case ("properties", .object(let properties)):
                members.append(
                    (member.key, .object(JSONObject(properties.members.map { ($0.key, rewriteReferences($0.value)) }))))
            default:
                members.append((member.key, member.value))
            }
        }
        return .object(JSONObject(members))
    }

    private static func rewrite(_ target: String) -> String {
        if target == "#" { return "#/schemas/\(rootName)" }
        let prefix = "#/$defs/"
        if target.hasPrefix(prefix), !target.dropFirst(prefix.count).contains("/") {
            return "#/schemas/" + target.dropFirst(prefix.count)
        }
        return target
    }
}

/// Why a group of suite cases was not run: the loader's rule id for the schema it refused.
struct SkipReason: Error, Hashable {
    var rule: String
}
