import Foundation
import TreatyContract
import TreatyTooling
import TreatyYAML

/// An OpenAPI document's parsed tree with what its front end needs to read any part of it:
/// the version (3.0 or 3.1), JSON-pointer lookups for `$ref`, and whether constructs Treaty
/// cannot represent are warnings or, with `--strict`, errors.
struct OpenAPISource: Sendable {
    enum Version: Sendable, Equatable {
        case v30, v31
    }

    let file: String
    let root: YAMLNode
    let version: Version
    /// `--strict`: a construct Treaty leaves out is an error instead of a warning.
    let strict: Bool
    /// `components` sections by kind (`schemas`, `parameters`, …), each name → node, for O(1) `$ref`s.
    private let components: [String: [String: YAMLNode]]
    /// The other files `$ref`s lead into, read once (shared by every copy of this source).
    let documents: OpenAPIDocuments
    /// Schemas of `components.schemas` written in a file of their own (`Pet: { $ref: schemas/Pet.yaml }`,
    /// the layout of a split description), by their target (``ReferenceTarget/key``): a `$ref` to
    /// that file from anywhere names the schema, so it keeps its name and may refer to itself.
    let schemaAliases: [String: String]

    /// - Parameter project: where a `components` section written as a `$ref` into another file
    ///   (`schemas: { $ref: ./schemas/_index.yaml }`) is read; the decoder reports one that leads nowhere.
    init(
        file: String, root: YAMLNode, version: Version, strict: Bool, documents: OpenAPIDocuments = OpenAPIDocuments(),
        project: ProjectFiles? = nil
    ) {
        self.file = file
        self.root = root
        self.version = version
        self.strict = strict
        self.documents = documents
        var components: [String: [String: YAMLNode]] = [:]
        for section in Entries(root.mapping ?? [])["components"]?.mapping ?? [] {
            guard let kind = section.keyText else { continue }
            var entries: [String: YAMLNode] = [:]
            let content = project.flatMap { Self.section(section.value, in: file, documents, $0) } ?? section.value
            for entry in content.mapping ?? [] {
                if let name = entry.keyText, entries[name] == nil { entries[name] = entry.value }
            }
            components[kind] = entries
        }
        self.components = components
        var aliases: [String: String] = [:]
        for (name, node) in components["schemas"] ?? [:] {
            guard let text = ReferenceTarget.externalReference(node) else { continue }
            let key = ReferenceTarget.key(of: text, writtenIn: node.documentName ?? file)
            // Two names for one file: the first in name order, so the choice never depends on hashing.
            if aliases[key].map({ name < $0 }) ?? true { aliases[key] = name }
        }
        schemaAliases = aliases
    }

    /// The entries of a `components` section written as a reference into another file, found
    /// without reporting (the decoder follows the same reference and reports it); nil otherwise.
    private static func section(_ node: YAMLNode, in file: String, _ documents: OpenAPIDocuments, _ project: ProjectFiles)
        -> YAMLNode?
    {
        guard let text = ReferenceTarget.externalReference(node) else { return nil }
        let (path, pointer) = ReferenceTarget.split(ReferenceTarget.key(of: text, writtenIn: file))
        guard case .success(let root) = documents.root(of: path, in: project) else { return nil }
        return documents.node(at: tokens(of: pointer), in: root)
    }

    /// Whether `components.<kind>` has an entry called `name`.
    func hasComponent(_ kind: String, _ name: String) -> Bool {
        components[kind]?[name] != nil
    }

    /// Recognises an OpenAPI 3.0 or 3.1 document by its `openapi:` key; nil for anything else.
    static func version(of root: YAMLNode) -> (Version?, text: String)? {
        let entries = Entries(root.mapping ?? [])
        if let swagger = entries["swagger"] { return (nil, "swagger: " + (swagger.scalar?.text ?? "")) }
        guard let node = entries["openapi"] else { return nil }
        let text = node.scalar?.text ?? ""
        if text.hasPrefix("3.0") { return (.v30, text) }
        if text.hasPrefix("3.1") { return (.v31, text) }
        return (nil, text)
    }

    /// What a pointer that names nothing should have named: the closest name in its `components`
    /// section (`did you mean '#/components/examples/code-of-conduct'?`, looked for only when
    /// `suggest` is true), or what is missing.
    func missingTargetHint(_ pointer: String, suggest: Bool) -> String {
        let tokens = Self.tokens(of: pointer)
        guard tokens.count == 3, tokens[0] == "components" else { return "the pointer names nothing in this document" }
        guard let section = components[tokens[1]] else { return "the document has no 'components.\(tokens[1])'" }
        if suggest, let closest = Suggestion.closest(to: tokens[2], among: Array(section.keys)) {
            return "did you mean '#/components/\(tokens[1])/\(closest)'?"
        }
        return "'components.\(tokens[1])' has no entry '\(tokens[2])'"
    }

    /// The node a local JSON pointer (`/components/parameters/limit`, without the `#`) names.
    func node(at pointer: String) -> YAMLNode? {
        let tokens = Self.tokens(of: pointer)
        if tokens.count == 3, tokens[0] == "components", let node = components[tokens[1]]?[tokens[2]] { return node }
        return documents.node(at: tokens, in: root)
    }

    /// The unescaped tokens of a JSON pointer (`/paths/~1pets/get` → `paths`, `/pets`, `get`).
    static func tokens(of pointer: String) -> [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(unescape)
    }

    /// The name in a `#/components/schemas/Name` pointer, or nil for any other pointer.
    static func componentName(_ pointer: String, kind: String) -> String? {
        // Compared byte by byte: every schema reference of a large document comes through here.
        var rest = pointer.utf8[...]
        for part in ["/components/".utf8, kind.utf8, "/".utf8] {
            guard rest.starts(with: part) else { return nil }
            rest = rest.dropFirst(part.count)
        }
        guard !rest.isEmpty, !rest.contains(UInt8(ascii: "/")) else { return nil }
        return unescape(Substring(rest))
    }

    /// JSON pointer unescaping (`~1` is `/`, `~0` is `~`) and percent-decoding from URI fragments.
    static func unescape(_ token: Substring) -> String {
        var text = String(token)
        if text.utf8.contains(UInt8(ascii: "%")) { text = text.removingPercentEncodingIfValid }
        guard text.utf8.contains(UInt8(ascii: "~")) else { return text }
        return text.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// The severity of a "left out" finding under this document's strictness.
    var leftOutSeverity: Diagnostic.Severity { strict ? .error : .warning }
}

extension String {
    /// The text with `%XX` escapes decoded, or the text itself when it holds none or a bad one.
    fileprivate var removingPercentEncodingIfValid: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return self }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
