/// A generated body struct's initializers, written out rather than synthesized.
///
/// Swift synthesizes `init(from:)`, `encode(to:)` and a `CodingKeys` enum per `Codable` struct,
/// and each enum brings its own conformances: for the hundreds of schemas of a large API those
/// were most of a schema part file's compile time (docs/benchmarks.md). Written over the
/// runtime's one key type, `ContractInput.BodyKey`, and its container functions (`member`,
/// `optionalMember`, `encodeMember`, `encodeOptionalMember`), they decode and encode exactly as
/// the synthesized ones do: required members with `decode`, optional ones with
/// `decodeIfPresent` and `encodeIfPresent`.
/// A struct that declares `init(from:)` loses its implicit memberwise initializer, so that one is
/// written out too, unchanged for callers. `Swift.Decoder` and `Swift.Encoder` are qualified: a
/// schema or nested type may be named `Decoder`.
extension BodyTypeTranslator {
    /// A stored property of a body struct: its Swift name (not escaped), its name on the wire and
    /// its Swift type (optional when the member may be absent or null).
    struct CodedMember {
        let name: String
        let wire: String
        let type: String
    }

    static let bodyKey = "ContractInput.BodyKey"

    /// `init(<members>)`, `init(from:)` and `encode(to:)`.
    static func codingMembers(_ members: [CodedMember], access: String?) -> [Declaration] {
        [memberwiseInitializer(members), decodingInitializer(members, access: access), encodeMethod(members, access: access)]
    }

    /// Internal, as the implicit one is, with the members as labels in order.
    private static func memberwiseInitializer(_ members: [CodedMember]) -> Declaration {
        // A parameter named `self` would hide `self` in the body: it gets another name inside.
        var taken = Set(members.map(\.name))
        let parameters = members.map { member -> (label: String, name: String) in
            guard member.name == "self" else { return (Naming.escaped(member.name), Naming.escaped(member.name)) }
            var name = "value"
            var counter = 2
            while taken.contains(name) {
                name = "value\(counter)"
                counter += 1
            }
            taken.insert(name)
            return ("`self` " + name, name)
        }
        let signature = "init(" + zip(parameters, members).map { "\($0.label): \($1.type)" }.joined(separator: ", ") + ")"
        return .function(
            FunctionDeclaration(
                docs: ["The members in the contract's order, as Swift's implicit memberwise initializer takes them."],
                signature: signature,
                body: zip(parameters, members).map { .line("self.\(Naming.escaped($1.name)) = \($0.name)") }))
    }

    private static func decodingInitializer(_ members: [CodedMember], access: String?) -> Declaration {
        let signature = "init(from decoder: any Swift.Decoder) throws"
        return coding(signature, container: "let container = try decoder", members, access: access) {
            let call = $0.mayBeAbsent ? "optionalMember" : "member"
            return "self.\(Naming.escaped($0.name)) = try container.\(call)(\($0.literal))"
        }
    }

    private static func encodeMethod(_ members: [CodedMember], access: String?) -> Declaration {
        let signature = "func encode(to encoder: any Swift.Encoder) throws"
        return coding(signature, container: "var container = encoder", members, access: access) {
            let call = $0.mayBeAbsent ? "encodeOptionalMember" : "encodeMember"
            return "try container.\(call)(self.\(Naming.escaped($0.name)), \($0.literal))"
        }
    }

    /// A coding function: the container keyed by `BodyKey`, then a line per member.
    private static func coding(
        _ signature: String, container: String, _ members: [CodedMember], access: String?, line: (CodedMember) -> String
    ) -> Declaration {
        .function(
            FunctionDeclaration(
                access: access, signature: signature,
                body: [.line("\(container).container(keyedBy: \(bodyKey).self)")] + members.map { .line(line($0)) }))
    }
}

extension BodyTypeTranslator.CodedMember {
    /// Whether the member is optional: absent or null on the wire.
    var mayBeAbsent: Bool { type.hasSuffix("?") }

    /// The wire name as a string literal.
    var literal: String { SwiftLiteral.string(wire) }
}
