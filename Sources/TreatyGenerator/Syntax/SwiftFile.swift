/// A generated Swift source file, described structurally so one renderer owns layout and
/// indentation and translators never concatenate source text.
struct SwiftFile: Sendable, Hashable {
    /// `//` lines at the top (the "generated — do not edit" banner).
    var header: [String]
    var imports: [Import]
    var declarations: [Declaration]

    init(header: [String], imports: [Import], declarations: [Declaration]) {
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}

/// `import Name`, optionally guarded by `#if canImport(Name)`, with an access level
/// (`public import`, needed when public declarations expose the module's types) and an SPI
/// (`@_spi(Generated) import TreatyStubs`, for the runtime API only generated code uses).
struct Import: Sendable, Hashable {
    var module: String
    var onlyIfAvailable: Bool
    var access: String?
    var spi: String?

    init(_ module: String, onlyIfAvailable: Bool = false, access: String? = nil, spi: String? = nil) {
        self.module = module
        self.onlyIfAvailable = onlyIfAvailable
        self.access = access
        self.spi = spi
    }

    /// TreatyStubs with the API that only generated code needs (`ContractSuite`, input storage).
    static func runtime(access: String? = nil) -> Import {
        Import("TreatyStubs", access: access, spi: "Generated")
    }
}

/// A declaration at file or type level.
indirect enum Declaration: Sendable, Hashable {
    case type(TypeDeclaration)
    case function(FunctionDeclaration)
    case property(PropertyDeclaration)
    /// `case name` or `case name = "raw"`.
    case enumCase(name: String, rawValue: String?)
    /// `typealias Name = Type`.
    case typeAlias(docs: [String], access: String?, name: String, type: String)
}

/// A struct, enum, protocol, class or extension.
struct TypeDeclaration: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case `struct`, `enum`, `protocol`, `extension`
        case finalClass = "final class"
    }

    var docs: [String]
    var attributes: [String]
    var access: String?
    var kind: Kind
    var name: String
    var inherits: [String]
    var members: [Declaration]

    init(
        docs: [String] = [], attributes: [String] = [], access: String? = nil, kind: Kind, name: String, inherits: [String] = [],
        members: [Declaration] = []
    ) {
        self.docs = docs
        self.attributes = attributes
        self.access = access
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.members = members
    }
}

/// A function or initializer; `body == nil` is a protocol requirement.
struct FunctionDeclaration: Sendable, Hashable {
    var docs: [String]
    var attributes: [String]
    var access: String?
    /// Everything between the access level and the body: `static func run() async throws`.
    var signature: String
    var body: [Statement]?

    init(docs: [String] = [], attributes: [String] = [], access: String? = nil, signature: String, body: [Statement]?) {
        self.docs = docs
        self.attributes = attributes
        self.access = access
        self.signature = signature
        self.body = body
    }
}

/// A stored or computed property.
struct PropertyDeclaration: Sendable, Hashable {
    var docs: [String]
    var access: String?
    /// `static let`, `let`, `var`, …
    var keyword: String
    var name: String
    var type: String?
    /// `= value`; may span lines, which are indented with the declaration.
    var value: [String]?
    /// Whether continuation lines of ``value`` are written exactly as given (a raw string literal's
    /// contents), rather than indented.
    var verbatim: Bool
    /// A computed property's getter body.
    var getter: [Statement]?
    /// Whether ``value`` is the expression a getter returns (`{ value }`) rather than an initial
    /// value (`= value`): a getter's body is no part of its file's interface, so a change to the
    /// value recompiles no other file.
    var computesValue: Bool

    init(
        docs: [String] = [], access: String? = nil, keyword: String, name: String, type: String? = nil, value: [String]? = nil,
        verbatim: Bool = false, getter: [Statement]? = nil, computesValue: Bool = false
    ) {
        self.computesValue = computesValue
        self.verbatim = verbatim
        self.docs = docs
        self.access = access
        self.keyword = keyword
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
    }
}

/// A statement inside a body: one line, or a braced block with nested statements.
indirect enum Statement: Sendable, Hashable {
    case line(String)
    /// `opener {` … `}` (the opener is written without its brace).
    case block(String, [Statement])
    /// A blank line between groups of statements.
    case blank
}

extension Declaration {
    /// Up to this many cases, a `String` enum keeps Swift's synthesized `init?(rawValue:)`.
    static let synthesizedRawValueLimit = 64

    /// `init?(rawValue:)` as one dictionary lookup for a `String` enum of more than
    /// ``synthesizedRawValueLimit`` cases (none for fewer); Swift then synthesizes only `rawValue`.
    ///
    /// The synthesized initializer compares the text with each raw value in turn, and Swift 6's
    /// region-based isolation check is quadratic in that chain of comparisons: the `Scenario` enum
    /// of GitHub's REST API (2,940 cases) took 14 s and 4 GB to compile, 0.7 s with the lookup.
    /// Raw values are unique (lint refuses duplicate keys, enum values are deduplicated); were two
    /// equal, the first case wins, as with the synthesized initializer, instead of a trap. The
    /// table's type says `Self`, so the lookup reads the same whatever name the enum is declared
    /// under (a part file's types are declared under longer names, see `ContractFileTranslator`).
    static func rawValueLookup(cases: Int, access: String?) -> [Declaration] {
        guard cases > synthesizedRawValueLimit else { return [] }
        return [
            .function(
                FunctionDeclaration(
                    docs: ["The case whose raw value is `rawValue`, if any."], access: access,
                    signature: "init?(rawValue: String)",
                    body: [
                        .line("guard let value = Self.byRawValue[rawValue] else { return nil }"),
                        .line("self = value"),
                    ])),
            .property(
                PropertyDeclaration(
                    access: "private", keyword: "static let", name: "byRawValue", type: "[String: Self]",
                    value: ["Dictionary(allCases.map { ($0.rawValue, $0) }) { first, _ in first }"])),
        ]
    }
}
