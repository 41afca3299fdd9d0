import Foundation

/// Media types as Treaty compares them: by their `type/subtype` essence, case aside, parameters
/// (`charset`, `boundary`) aside.
///
/// One place for the rules the loader, the stubs and the live check share, so a body the import
/// reads as JSON is the body the stubs serve and the live check validates as JSON.
public enum MediaType {
    /// `application/json; charset=utf-8` → `application/json`; `Text/HTML` → `text/html`.
    public static func essence(_ value: String) -> String {
        // Nearly every media type is written in lowercase ASCII without parameters: then it is
        // its own essence, and the splitting, trimming and lowercasing below change nothing.
        if value.utf8.allSatisfy(isPlainByte) { return value }
        return (value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? "")
            .trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether a body of this type is JSON: `application/json` or a `+json` type
    /// (`application/problem+json`), parameters aside.
    public static func isJSON(_ value: String) -> Bool {
        let type = essence(value)
        return type == "application/json" || type.utf8.reversed().starts(with: "+json".utf8.reversed())
    }

    /// Whether a `Content-Type` that was sent is the declared media type: a declared `image/*`
    /// takes any image, `*/*` anything; a missing one never matches.
    public static func matches(_ sent: String?, declared: String) -> Bool {
        guard let sent else { return false }
        let expected = essence(declared)
        if expected == "*/*" { return true }
        if expected.hasSuffix("/*") { return essence(sent).hasPrefix(expected.dropLast()) }
        return essence(sent) == expected
    }

    /// Whether the declared type names one concrete type a stub can send (`text/csv`), rather
    /// than a range (`image/*`).
    public static func isConcrete(_ value: String) -> Bool {
        let type = essence(value)
        return !type.contains("*") && type.contains("/")
    }

    /// Whether `value` is a media type: `type/subtype`, each a run of HTTP token characters (`*`
    /// for a range such as `image/*`), then optional `; name=value` parameters, with no control
    /// or hidden character. A stub sends it as a header, so nothing else may pass for one.
    public static func isValid(_ value: String) -> Bool {
        guard !value.containsHiddenOrControl else { return false }
        let essence = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let trimmed = essence.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        let parts = String(trimmed).split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in !part.isEmpty && part.unicodeScalars.allSatisfy(isTokenScalar) }
    }

    /// An HTTP token character (RFC 9110 `tchar`).
    private static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": return true
        default: return "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar)
        }
    }

    private static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "*"): return true
        default: return false
        }
    }
}

extension ResponseSpec {
    /// Whether the response's body is read as JSON: it declares a `body:` shape, or no
    /// `contentType` other than a JSON one. A response declaring only `contentType: text/csv` has
    /// a body Treaty serves and checks by its `Content-Type`, not by what it holds.
    public var readsJSON: Bool {
        body != nil || contentType.map(MediaType.isJSON) ?? true
    }
}
