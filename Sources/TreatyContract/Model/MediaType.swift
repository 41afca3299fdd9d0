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

    /// Whether a body of this type is text a person reads and a fixture can hold as written:
    /// `text/*`, XML, YAML, JavaScript, CSV, newline-delimited JSON and forms; not bytes such as
    /// `application/pdf`, `image/png` or `application/octet-stream`.
    public static func isText(_ value: String) -> Bool {
        let type = essence(value)
        if type.hasPrefix("text/") || isJSON(type) { return true }
        let textSuffixes = ["/xml", "+xml", "/yaml", "/x-yaml", "+yaml", "/javascript", "/x-javascript", "/csv"]
        if textSuffixes.contains(where: { type.hasSuffix($0) }) { return true }
        return [
            "application/x-ndjson", "application/jsonl", "application/x-www-form-urlencoded", "application/graphql",
            "application/sql",
        ].contains(type)
    }

    /// Whether the declared type names one concrete type a stub can send (`text/csv`), rather
    /// than a range (`image/*`).
    public static func isConcrete(_ value: String) -> Bool {
        let type = essence(value)
        return !type.contains("*") && type.contains("/")
    }

    /// Whether `value` is a media type: `type/subtype`, each a run of HTTP token characters, `*`
    /// only as a whole subtype (a range such as `image/*`, or `*/*`), then optionally `;` and
    /// parameters, with no control or hidden character anywhere. A stub sends it as a header, so
    /// nothing else may pass for one, and a range nothing matches (`*/csv`) is none.
    public static func isValid(_ value: String) -> Bool {
        // Read as bytes: the OpenAPI import asks this of every `content` key of a document.
        if let valid = value.utf8.withContiguousStorageIfAvailable({ isValid(bytes: $0) }) { return valid }
        return Array(value.utf8).withUnsafeBufferPointer { isValid(bytes: $0) }
    }

    private static func isValid(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let semicolon = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
        var start = bytes.startIndex
        var end = semicolon
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard let slash = bytes[start..<end].firstIndex(of: UInt8(ascii: "/")), slash > start, slash + 1 < end,
            bytes[start..<slash].allSatisfy(HeaderLine.isTokenByte), bytes[(slash + 1)..<end].allSatisfy(HeaderLine.isTokenByte)
        else { return false }
        let star = UInt8(ascii: "*")
        let type = bytes[start..<slash]
        let subtype = bytes[(slash + 1)..<end]
        if subtype.contains(star), subtype.count != 1 { return false }
        if type.contains(star), type.count != 1 || subtype.first != star { return false }
        let parameters = bytes[semicolon...]
        return parameters.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            || !String(decoding: parameters, as: UTF8.self).containsHiddenOrControl
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

    /// What the response's body is to the stubs, the generator and `treaty fixtures`.
    public var bodyForm: BodyForm {
        if readsJSON { return .json }
        return contentType.map(MediaType.isText) ?? true ? .text : .bytes
    }
}

/// How a response's body is held: read and validated as JSON, served as written text (a CSV, an
/// HTML page), or served as bytes no one reads in a diff (an image, a PDF).
public enum BodyForm: Sendable, Hashable {
    case json
    case text
    /// A fixture of this form is any file: the generated suite embeds it as Base64.
    case bytes
}
