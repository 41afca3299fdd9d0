import TreatyContract

/// Reads `$ref` text (`#/schemas/Name`, `common.yaml#/schemas/Name`) into a ``SchemaReference``
/// whose file is resolved against the referring file's folder.
struct SchemaReferenceParser {
    let file: String

    func parse(_ text: String) -> SchemaReference? {
        guard let hash = text.firstIndex(of: "#") else { return nil }
        let target = String(text[..<hash])
        let pointer = text[text.index(after: hash)...]
        let prefix = "/schemas/"
        guard pointer.hasPrefix(prefix) else { return nil }
        let name = String(pointer.dropFirst(prefix.count))
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let referenced = target.isEmpty ? file : RelativePath.join(RelativePath.directory(of: file), target)
        return SchemaReference(file: referenced, name: name)
    }
}
