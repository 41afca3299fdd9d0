import TreatyContract
import TreatyTooling
import TreatyYAML

/// The other files an OpenAPI document's `$ref`s lead into (`paths/pets.yaml`,
/// `../shared/responses.yaml#/NotFound`): each read and parsed once per load, however many
/// references, decoding threads and documents reach it.
///
/// Large descriptions are often written as many files and bundled only for publishing:
/// Redocly's `split` layout puts every path item and schema in a file of its own, and
/// DigitalOcean's description is some 2,900 files. Reading them where they are keeps every
/// finding at the line of the file it is about, which a bundled copy cannot.
///
/// Files are read through the document's project (never outside its root) and capped at the
/// contract size limit. Every document of a load shares one table of parsed files
/// (``ProjectFileCache/openAPIFiles``); each asking document confines the path under its own root
/// before the table is consulted, so a file another document may read is no way out of this one's. Their nodes carry their file's name (``YAMLNode/documentName``), so a
/// ``DecodeContext`` locates them in it.
final class OpenAPIDocuments: Sendable {
    /// Why a file could not serve as a `$ref` target, for the finding at the reference.
    enum Failure: Error, Sendable, Equatable {
        case outside(ProjectFiles.Escape)
        case special(FileKind)
        case unreadable(String)
        /// The file is not valid YAML: the parser's message, located in that file.
        case syntax(String)
        case empty
    }

    private let reader: YAMLReader
    private let limits: FileSizeLimits
    private let parsed: OnceTable<String, Result<YAMLNode, Failure>>
    /// The children of the large mappings and sequences pointers have stepped through, so a
    /// document holding 20,000 definitions answers each of 20,000 pointers into it without a
    /// walk over all of them. Each entry keeps its node's document alive (see ``YAMLNode/identity``).
    private let children = Protected<[YAMLNode.Identity: Children]>([:])

    private enum Children {
        case mapping([String: YAMLNode])
        case sequence([YAMLNode])
    }

    /// Containers smaller than this are searched in place.
    static let indexedSize = 32

    /// `parsed` is the load's table of files read so far; a document of its own gets a fresh one.
    init(
        reader: YAMLReader = YAMLReader(), limits: FileSizeLimits = FileSizeLimits(),
        parsed: OnceTable<String, Result<YAMLNode, Failure>> = OnceTable()
    ) {
        self.reader = reader
        self.limits = limits
        self.parsed = parsed
    }

    /// The root of the file at `path` (joined and normalised, relative to the project's folder).
    ///
    /// The path is confined under `project` on every call; a file inside it is read and parsed by
    /// the first thread that asks, and every later call gets that result.
    func root(of path: String, in project: ProjectFiles) -> Result<YAMLNode, Failure> {
        if let refused = Self.refusal(project.resolve(path)) { return .failure(refused) }
        return parsed.value(for: path) {
            load(path, ProjectFiles(root: project.root, source: limits.contracts(project.source), cache: project.cache))
        }
    }

    /// Why a resolved path cannot be read; nil for a regular file inside the root.
    private static func refusal(_ resolution: ProjectFiles.Resolution) -> Failure? {
        switch resolution {
        case .file: return nil
        case .missing: return .unreadable("no such file")
        case .special(_, let kind): return .special(kind)
        case .outside(let escape): return .outside(escape)
        }
    }

    /// The node `tokens` (a JSON pointer's, unescaped) name below `root`.
    func node(at tokens: [String], in root: YAMLNode) -> YAMLNode? {
        var node = root
        for token in tokens {
            guard let next = child(of: node, token) else { return nil }
            node = next
        }
        return node
    }

    private func child(of node: YAMLNode, _ token: String) -> YAMLNode? {
        guard node.entryCount >= Self.indexedSize else {
            if let pairs = node.mapping { return pairs.first { $0.keyText == token }?.value }
            guard let items = node.sequence, let index = Int(token), items.indices.contains(index) else { return nil }
            return items[index]
        }
        let identity = node.identity
        let known =
            children.withLock { $0[identity] }
            ?? {
                let made: Children
                if let pairs = node.mapping {
                    // The first of repeated keys, as a walk finds it.
                    made = .mapping(
                        Dictionary(pairs.compactMap { pair in pair.keyText.map { ($0, pair.value) } }) { first, _ in first })
                } else {
                    made = .sequence(node.sequence ?? [])
                }
                children.withLock { $0[identity] = made }
                return made
            }()
        switch known {
        case .mapping(let entries): return entries[token]
        case .sequence(let items):
            guard let index = Int(token), items.indices.contains(index) else { return nil }
            return items[index]
        }
    }

    private func load(_ path: String, _ project: ProjectFiles) -> Result<YAMLNode, Failure> {
        if let refused = Self.refusal(project.resolve(path)) { return .failure(refused) }
        let bytes: [UInt8]
        do { bytes = try project.read(path) } catch { return .failure(.unreadable(error.reason)) }
        do throws(YAMLError) {
            guard let root = try reader.read(bytes, documentName: path) else { return .failure(.empty) }
            return .success(root)
        } catch {
            return .failure(.syntax("\(path):\(error.mark.line):\(error.mark.column): \(error.message)"))
        }
    }
}
