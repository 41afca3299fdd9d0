/// Schema fragments many parity cases write, named for what they accept, so a case line reads as
/// the change it makes. Nested in the case type, so the short names stay out of the test module.
extension OasdiffParityCase {
    enum Enum {
        static let ab = "{ type: string, enum: [a, b] }"
        static let abc = "{ type: string, enum: [a, b, c] }"
    }

    /// OpenAPI 3.0's `nullable`, which is what oasdiff's nullable checks look at.
    enum Nullable {
        static let no = "{ type: string }"
        static let yes = "{ type: string, nullable: true }"
    }

    enum Pattern {
        static let letters = "{ type: string, pattern: '^[a-z]+$' }"
        static let digits = "{ type: string, pattern: '^[0-9]+$' }"
        /// Accepts everything ``letters`` does, and more.
        static let lettersAndDigits = "{ type: string, pattern: '^[a-z0-9]+$' }"
    }

    /// A schema of one type with the given bound keywords (`maximum: 10`), or none for "".
    enum Bound {
        static func integer(_ bounds: String) -> String { schema("type: integer", bounds) }
        static func string(_ bounds: String) -> String { schema("type: string", bounds) }
        static func array(_ bounds: String) -> String { schema("type: array, items: { type: string }", bounds) }

        private static func schema(_ type: String, _ bounds: String) -> String {
            bounds.isEmpty ? "{ \(type) }" : "{ \(type), \(bounds) }"
        }
    }

    enum Const {
        static let a = "{ type: string, const: a }"
        static let b = "{ type: string, const: b }"
    }

    /// An object whose one member is `p`, a string with `keywords` beside its type; `closed`
    /// refuses members it does not declare.
    enum Object {
        static func p(required: Bool, _ keywords: String = "", closed: Bool = false) -> String {
            let member = keywords.isEmpty ? "{ type: string }" : "{ type: string, \(keywords) }"
            return "{ type: object\(required ? ", required: [p]" : ""), properties: { p: \(member) }"
                + "\(closed ? ", additionalProperties: false" : "") }"
        }
    }

    /// `content` entries, for ``ParityDocument/requestContent`` and ``ParityDocument/responseContent``.
    enum Media {
        static let json = "application/json: { schema: { type: object, properties: { name: { type: string } } } }"
        static let xml = "application/xml: { schema: { type: object } }"
        /// Another JSON media type, in place of `application/json`.
        static let vendorJSON =
            "application/vnd.parity+json: { schema: { type: object, properties: { name: { type: string } } } }"
        /// Any `application/` type: more general than `application/json`.
        static let anyApplication = "application/*: { schema: { type: object, properties: { name: { type: string } } } }"
        static let csv = "text/csv: { schema: { type: string } }"
        /// JSON without a schema: any JSON value.
        static let schemaless = "application/json: {}"

        static func form(_ schema: String) -> String { "application/x-www-form-urlencoded: { schema: \(schema) }" }
    }
}
