/// A scalar's meaning under the YAML 1.2 core schema.
///
/// Numbers keep their source text so that integers beyond 64 bits and decimal literals
/// survive without rounding; consumers convert when they need arithmetic.
public enum ResolvedScalar: Sendable, Hashable {
    case null
    case bool(Bool)
    /// An integer, normalised to decimal digits with an optional leading `-`.
    case integer(String)
    /// A floating-point number, as written (`.inf`, `-.inf` and `.nan` included).
    case float(String)
    case string(String)

    init(plain text: String) {
        guard let first = text.utf8.first else {
            self = .null
            return
        }
        // Most plain scalars are words; decide from the first byte which few values a word could be.
        switch first {
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            self = text == "true" || text == "True" || text == "TRUE" ? .bool(true) : .string(text)
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            self = text == "false" || text == "False" || text == "FALSE" ? .bool(false) : .string(text)
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            self = text == "null" || text == "Null" || text == "NULL" ? .null : .string(text)
        case UInt8(ascii: "~"):
            self = text == "~" ? .null : .string(text)
        case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            self = ResolvedScalar(numeric: text)
        default:
            self = .string(text)
        }
    }

    /// Text that starts like a number: an integer, a float, `.inf`/`.nan`, or a string after all.
    private init(numeric text: String) {
        // The usual number: decimal digits without sign or leading zero, already in normal form.
        if let first = text.utf8.first, first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9"),
            text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        {
            self = .integer(text)
            return
        }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": self = .float(".inf")
        case "-.inf", "-.Inf", "-.INF": self = .float("-.inf")
        case ".nan", ".NaN", ".NAN": self = .float(".nan")
        default:
            if let integer = ResolvedScalar.integerText(text) {
                self = .integer(integer)
            } else if ResolvedScalar.isFloat(text) {
                self = .float(text)
            } else {
                self = .string(text)
            }
        }
    }

    init(tagged tag: String, text: String) {
        switch tag {
        case "tag:yaml.org,2002:str": self = .string(text)
        case "tag:yaml.org,2002:null": self = .null
        default:
            let plain = ResolvedScalar(plain: text)
            switch (tag, plain) {
            case ("tag:yaml.org,2002:int", .integer), ("tag:yaml.org,2002:float", .float),
                ("tag:yaml.org,2002:bool", .bool):
                self = plain
            case ("tag:yaml.org,2002:float", .integer(let digits)):
                self = .float(digits)
            default:
                self = .string(text)
            }
        }
    }

    /// A word for the kind, for messages.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer: return "an integer"
        case .float: return "a number"
        case .string: return "a string"
        }
    }

    /// Decimal text of a core-schema integer (`12`, `-3`, `0x1F`, `0o17`), or nil.
    private static func integerText(_ text: String) -> String? {
        var body = Substring(text)
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return nil }
        if body.hasPrefix("0x") || body.hasPrefix("0o") {
            guard !negative, text.first != "+" else { return nil }
            let radix = body.hasPrefix("0x") ? 16 : 8
            guard let value = UInt64(body.dropFirst(2), radix: radix) else { return nil }
            return String(value)
        }
        guard body.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let trimmed = body.drop(while: { $0 == "0" })
        let digits = trimmed.isEmpty ? "0" : String(trimmed)
        return negative && digits != "0" ? "-" + digits : digits
    }

    /// Whether the text matches the core schema's float pattern.
    private static func isFloat(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func isDigit(_ position: Int) -> Bool {
            position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
        }
        func skipDigits() -> Int {
            let start = index
            while isDigit(index) { index += 1 }
            return index - start
        }
        func skipSign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        }
        skipSign()
        var digits = skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            skipSign()
            guard skipDigits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
