import TreatyContract
import TreatyTooling
import TreatyYAML

/// Where a `$ref` leads: the node it names, in this document or in a file beside it.
struct ReferenceTarget {
    let node: YAMLNode
    /// `file#pointer`, with the file as the project spells it: the same for every way of writing
    /// one target (`../shared/errors.yaml` from one folder, `shared/errors.yaml` from another),
    /// so it names the target in caches and in cycle checks.
    let key: String

    /// The file part and the pointer of a `$ref` (`errors.yaml#/NotFound` → `errors.yaml`, `/NotFound`).
    static func split(_ text: String) -> (path: String, pointer: String) {
        // Byte by byte: `#` is ASCII, so no character that holds one can be split.
        guard let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) else { return (text, "") }
        return (String(text[..<hash]), String(text[text.utf8.index(after: hash)...]))
    }

    /// The key of the target of `text`, a `$ref` written in `file`.
    static func key(of text: String, writtenIn file: String) -> String {
        // Nearly every reference is a pointer into its own file, `#/components/…`.
        if text.utf8.first == UInt8(ascii: "#") { return file + text }
        let (path, pointer) = split(text)
        return (path.isEmpty ? file : RelativePath.join(RelativePath.directory(of: file), path)) + "#" + pointer
    }

    /// The `$ref` of `node` when it is a reference object, `{ $ref: … }` with a string and nothing
    /// beside it (`$ref: 0` is left to the decoder, which reports it).
    static func reference(_ node: YAMLNode) -> String? {
        // The count first: most nodes asked about are maps of many entries, read without building them.
        guard node.entryCount == 1, let pairs = node.mapping, pairs[0].keyText == "$ref",
            case .string(let text) = pairs[0].value.scalar?.resolved
        else { return nil }
        return text
    }

    /// The `$ref` of `node` when it is a reference object into another file (not a URL), else nil.
    static func externalReference(_ node: YAMLNode) -> String? {
        guard let text = reference(node), !text.hasPrefix("#"), !isURL(text) else { return nil }
        return text
    }

    /// Whether a `$ref` names a URL (`https://…`), which Treaty never fetches.
    static func isURL(_ text: String) -> Bool {
        // A scheme (`https`, `git+ssh`) and its colon; one letter before a colon is a Windows drive.
        var length = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return length > 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                length += 1
            default: return false
            }
        }
        return false
    }
}

extension OpenAPISource {
    /// Where `text`, the `$ref` written at `node`, leads: a JSON pointer into the file `node` is
    /// written in (`#/components/responses/NotFound`), or into another file, relative to it
    /// (`paths/pets.yaml`, `../shared/errors.yaml#/NotFound`). Reports why not and returns nil
    /// when it leads nowhere: a URL, a file outside the project or unreadable, a pointer that
    /// names nothing.
    func target(of text: String, at node: YAMLNode, _ context: inout DecodeContext) -> ReferenceTarget? {
        let (path, pointer) = ReferenceTarget.split(text)
        let location = context.location(node)
        if ReferenceTarget.isURL(path) {
            context.report(.openAPILeftOut("the reference '\(text)'", why: "Treaty reads no URLs", self, at: location))
            return nil
        }
        // A target's file and pointer may become a schema name, and so reach keys, generated code
        // and reports: held to what keys are held to.
        if !text.isPrintableASCII, text.containsHiddenOrControl {
            context.report(.hiddenCharacter(subject: "'$ref' '\(text)'", at: location))
            return nil
        }
        let referencing = node.documentName ?? file
        let documentFile = path.isEmpty ? referencing : RelativePath.join(RelativePath.directory(of: referencing), path)
        guard pointer.isEmpty || pointer.hasPrefix("/") else {
            context.report(
                .invalidOpenAPIReference(
                    text, hint: "the part after '#' is a JSON pointer, which starts with '/' ('#/components/schemas/Pet')",
                    at: location))
            return nil
        }
        let key = documentFile + "#" + pointer
        if documentFile == file {
            guard let found = self.node(at: pointer) else {
                let hint = missingTargetHint(pointer, suggest: context.mayLookForSuggestion())
                context.report(.invalidOpenAPIReference(text, hint: hint, at: location))
                return nil
            }
            return ReferenceTarget(node: found, key: key)
        }
        let root: YAMLNode
        switch documents.root(of: documentFile, in: context.project) {
        case .success(let found):
            root = found
        case .failure(let failure):
            report(failure, of: text, path: path, file: documentFile, at: location, &context)
            return nil
        }
        let tokens = Self.tokens(of: pointer)
        guard let found = documents.node(at: tokens, in: root) else {
            context.report(
                .invalidOpenAPIReference(text, hint: "'\(documentFile)' has nothing at '#\(pointer)'", at: location))
            return nil
        }
        return ReferenceTarget(node: found, key: key)
    }

    /// The node a target's key names, for a target met before (its file is read already).
    func node(forTarget key: String, in project: ProjectFiles) -> YAMLNode? {
        let (path, pointer) = ReferenceTarget.split(key)
        if path == file { return node(at: pointer) }
        guard case .success(let root) = documents.root(of: path, in: project) else { return nil }
        let tokens = Self.tokens(of: pointer)
        return documents.node(at: tokens, in: root)
    }

    /// The name of the schema a target outside `components.schemas` becomes: its file, relative
    /// to this document, and its pointer, in dotted steps (`models/tree.yaml#/node` →
    /// `models.tree.yaml.node`). Never a `/`, which a Treaty `$ref` cannot hold; a component that
    /// has such a name is reported where the names are given (``OpenAPIDecoder``).
    func schemaName(forTarget key: String) -> String {
        let (path, pointer) = ReferenceTarget.split(key)
        var steps: [String] = []
        if path != file {
            steps += RelativePath.relative(path, to: RelativePath.directory(of: file)).split(separator: "/").map(String.init)
        }
        steps += pointer.split(separator: "/").map { String(Self.unescape($0).map { $0 == "/" ? "." : $0 }) }
        return steps.joined(separator: ".")
    }

    private func report(
        _ failure: OpenAPIDocuments.Failure, of text: String, path: String, file: String, at location: FileLocation,
        _ context: inout DecodeContext
    ) {
        let what = "'$ref' file '\(path)'"
        switch failure {
        case .outside(let escape): context.report(.pathOutsideRoot(what, escape, at: location))
        case .special(let kind): context.report(.specialFile(what, kind: kind, at: location))
        case .unreadable(let reason):
            context.report(.invalidOpenAPIReference(text, hint: "'\(file)' cannot be read: \(reason)", at: location))
        case .syntax(let message):
            context.report(.invalidOpenAPIReference(text, hint: "'\(file)' is not valid YAML: \(message)", at: location))
        case .empty:
            context.report(.invalidOpenAPIReference(text, hint: "'\(file)' holds no YAML document", at: location))
        }
    }
}
