import TreatyContract
import TreatyTooling

/// Reads `$ref` text (`#/schemas/Name`, `common.yaml#/schemas/Name`) into a ``SchemaReference``
/// whose file is resolved against the referring file's folder.
struct SchemaReferenceParser {
    let file: String

    func parse(_ text: String) -> SchemaReference? {
        guard let (target, name) = Self.ascii(text) ?? Self.characters(text) else { return nil }
        let referenced = target.isEmpty ? file : RelativePath.join(RelativePath.directory(of: file), target)
        return SchemaReference(file: referenced, name: name)
    }

    /// File and name of ASCII text, split byte by byte: what ``characters(_:)`` finds, without the
    /// grapheme breaking that made reading references a measurable part of loading. Nil for
    /// text that is not ASCII (a combining mark after `/` or `#` changes what a character is).
    private static func ascii(_ text: String) -> (String, String)?? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return .some(nil) }
        let pointer = bytes[bytes.index(after: hash)...]
        let prefix = "/schemas/".utf8
        guard pointer.starts(with: prefix) else { return .some(nil) }
        let name = pointer.dropFirst(prefix.count)
        guard !name.isEmpty, !name.contains(UInt8(ascii: "/")) else { return .some(nil) }
        return (String(decoding: bytes[..<hash], as: UTF8.self), String(decoding: name, as: UTF8.self))
    }

    /// File and name, split character by character.
    private static func characters(_ text: String) -> (String, String)? {
        guard let hash = text.firstIndex(of: "#") else { return nil }
        let target = String(text[..<hash])
        let pointer = text[text.index(after: hash)...]
        let prefix = "/schemas/"
        guard pointer.hasPrefix(prefix) else { return nil }
        let name = String(pointer.dropFirst(prefix.count))
        guard !name.isEmpty, !name.contains("/") else { return nil }
        return (target, name)
    }
}
