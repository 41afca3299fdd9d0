import TreatyContract

/// Parameter properties that several input types would each declare alike (`accountId` from the
/// path, the `X-Auth-Key` header), declared once: a protocol per property, which the input types
/// adopt, and an extension that reads the value.
///
/// Why: every property of every input type is a function the compiler writes. Real APIs repeat
/// the same few parameters on most endpoints (Cloudflare's 1,519 input types hold 7,373 plain
/// parameter properties, 264 of them distinct; GitHub's `owner` and `repo` are on 384 endpoints
/// each), and those getters were a fifth of the functions of such a suite. An input still offers
/// the same `input.accountId`; its declaration lists the shared ones it adopts
/// (`struct ListAccountsInput: ContractInput, AccountIdPathParameter`).
///
/// Only plain values are shared (`String`, `Int`, `Double`, `Bool`, optional or not): a
/// parameter with an `enum:` has its own Swift enum inside its input type.
struct SharedParameters {
    /// One property as an input type would declare it.
    struct Key: Hashable {
        /// `path`, `query` or `header`.
        var source: String
        var wireName: String
        /// The property's Swift name, not escaped.
        var name: String
        /// `String`, `Int`, `Double` or `Bool`, without `?`.
        var type: String
        /// Whether the scenario always has a value (a required parameter): the property is not optional.
        var present: Bool
    }

    /// The protocol declaring each shared property, by key.
    private(set) var protocols: [Key: String] = [:]
    /// The keys in the order their protocols are written: by first use.
    private var order: [Key] = []

    /// Shares the properties at least two input types declare.
    ///
    /// - Parameters:
    ///   - keys: each input type's plain parameter properties, in endpoint order.
    ///   - avoiding: the namespace's names a protocol must not take (input types, `Endpoint`, …).
    init(_ keys: [[Key]], avoiding taken: Set<String>) {
        var counts: [Key: Int] = [:]
        var firstSeen: [Key] = []
        for key in keys.joined() {
            if counts[key] == nil { firstSeen.append(key) }
            counts[key, default: 0] += 1
        }
        order = firstSeen.filter { counts[$0, default: 0] >= 2 }
        let names = Naming.unique(
            order.map { Naming.typeName($0.name) + Naming.typeName($0.source) + "Parameter" },
            avoiding: taken)
        protocols = Dictionary(uniqueKeysWithValues: zip(order, names))
    }

    /// The protocols' names, for the namespace's other types to avoid.
    var names: Set<String> { Set(protocols.values) }

    /// `protocol AccountIdPathParameter: ContractInput {}` for each shared property, inside the
    /// namespace.
    func protocolDeclarations(access: String?) -> [Declaration] {
        order.compactMap { key in
            protocols[key].map { name in
                .type(
                    TypeDeclaration(
                        docs: ["Inputs with the \(key.source) parameter '\(SwiftLiteral.comment(key.wireName))'."],
                        access: access,
                        kind: .protocol, name: name, inherits: ["ContractInput"]))
            }
        }
    }

    /// `extension <Namespace>.AccountIdPathParameter { var accountId: String { … } }` for each
    /// shared property, at the top of the file (an extension cannot nest).
    func extensionDeclarations(namespace: String, access: String?) -> [Declaration] {
        order.compactMap { key in
            protocols[key].map { name in
                let reader =
                    "values.\(key.source)(\(SwiftLiteral.string(key.wireName)))?.\(key.type.prefix(1).lowercased())"
                    + "\(key.type.dropFirst())Value"
                let docs = [
                    "The \(key.source) parameter '\(SwiftLiteral.comment(key.wireName))'"
                        + (key.present ? "." : ", when the scenario sets it.")
                ]
                let property = PropertyDeclaration(
                    docs: docs, access: access, keyword: "var", name: Naming.escaped(key.name),
                    type: key.type + (key.present ? "" : "?"),
                    getter: [.line(key.present ? "\(reader) ?? \(Self.fallback(key.type))" : reader)])
                return .type(TypeDeclaration(kind: .extension, name: "\(namespace).\(name)", members: [.property(property)]))
            }
        }
    }

    /// The value a required parameter reads when the scenario has none.
    static func fallback(_ type: String) -> String {
        switch type {
        case "Int", "Double": "0"
        case "Bool": "false"
        default: "\"\""
        }
    }
}
