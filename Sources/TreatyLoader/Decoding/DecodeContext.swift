import TreatyContract
import TreatyTooling
import TreatyYAML

/// Collects diagnostics while one file's nodes are decoded, and offers typed reads of nodes
/// that report a located `wrong-type` error instead of failing.
///
/// Decoding never stops at the first problem: a bad value is reported and skipped, so one
/// `treaty lint` run shows everything wrong with a file.
struct DecodeContext {
    let file: String
    /// Where the paths the file names may lead: every fixture and `$ref` file goes through it.
    let project: ProjectFiles
    private(set) var diagnostics: [Diagnostic] = []
    /// What each `pattern` of this file was found to be at its first use: contracts repeat the
    /// same few, and compiling and analysing a regular expression costs more than the rest of a
    /// shape's decoding.
    var patternVerdicts: [ExactSpelling: PatternVerdict] = [:]
    /// `example`s written on shapes, checked against their shape once every `$ref` resolves.
    /// What the linter needs to know about this file beyond the model (see ``DecodeNotes``).
    var notes = DecodeNotes()
    /// Formats the project declares (`formats:` in `treaty.yaml`): accepted unchecked, never linted.
    var declaredFormats: Set<String> = []
    /// OpenAPI pointers being decoded in place right now: a pointer met again inside itself is a
    /// cycle, reported instead of followed.
    private var inlineReferences: Set<String> = []
    /// How many shapes enclose the one being decoded. One file's nesting is bounded by the YAML
    /// reader's depth limit; references decoded in place chain files and pointers together, so
    /// they stop at ``ShapeDecoder/maximumDepth`` instead of exhausting the stack.
    var shapeDepth = 0
    /// "Did you mean" searches left for this file's broken references.
    var suggestions = Suggestion.Budget()

    /// A context for `file`; without `project`, paths it names may only lead into its own folder,
    /// where nothing is found.
    init(file: String, project: ProjectFiles? = nil) {
        self.file = file
        self.project =
            project ?? ProjectFiles(root: RelativePath.directory(of: file).nonEmpty ?? ".", source: .memory([:]))
    }

    /// Where `node` is written: in this context's file, or in the other file it was read from
    /// (an OpenAPI `$ref` into another file).
    func location(_ node: YAMLNode) -> FileLocation {
        let mark = node.mark
        if let other = node.documentName { return FileLocation(file: other, line: mark.line, column: mark.column) }
        return FileLocation(file: file, line: mark.line, column: mark.column)
    }

    /// Marks `pointer` as being inlined; false when it already is (a reference cycle).
    mutating func enterInlineReference(_ pointer: String) -> Bool {
        inlineReferences.insert(pointer).inserted
    }

    mutating func leaveInlineReference(_ pointer: String) {
        inlineReferences.remove(pointer)
    }

    /// Whether a broken reference may still look for the name it meant (``Suggestion/Budget``).
    mutating func mayLookForSuggestion() -> Bool {
        suggestions.allows()
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports findings again, in order: those of a shared object decoded once and used again.
    mutating func report(_ findings: [Diagnostic]) {
        diagnostics += findings
    }

    /// Reports `name` unless it can become a Swift identifier (letters, digits and `_`).
    mutating func requireIdentifier(_ name: String, _ what: String, names purpose: String, at location: FileLocation) {
        guard !Identifier.isValid(name) else { return }
        report(.invalidValue(what, found: name, expected: "letters, digits and '_' (it names \(purpose))", at: location))
    }

    /// The mapping's entries, after reporting keys outside `allowed` (with a "did you mean"), keys
    /// that are not scalars (they would otherwise vanish) and keys with hidden characters.
    mutating func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String, allowed: [String]? = nil) -> [YAMLPair]? {
        guard let pairs = node.mapping else {
            report(.wrongType(found: node.kindDescription, expected: "a mapping", for: what(), at: location(node)))
            return nil
        }
        checkKeys(pairs, what(), allowed: allowed)
        return pairs
    }

    /// Reports the keys of `pairs` outside `allowed`, keys that are not scalars and keys with
    /// hidden characters: ``mapping(_:_:allowed:)``'s checks, for pairs already taken apart.
    mutating func checkKeys(_ pairs: [YAMLPair], _ what: @autoclosure () -> String, allowed: [String]? = nil) {
        for pair in pairs {
            guard let key = pair.keyText else {
                report(.nonScalarKey(in: what(), at: location(pair.key)))
                continue
            }
            if !key.isPrintableASCII, key.containsHiddenOrControl {
                report(.hiddenCharacter(key, in: what(), at: location(pair.key)))
            } else if let allowed, !allowed.contains(key) {
                report(.unknownKey(key, in: what(), allowed: allowed, at: location(pair.key)))
            }
        }
    }

    mutating func sequence(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLNode]? {
        guard let items = node.sequence else {
            report(.wrongType(found: node.kindDescription, expected: "a sequence", for: what(), at: location(node)))
            return nil
        }
        return items
    }

    /// A string; plain numbers and booleans are refused so `version: 2.0` is caught.
    mutating func string(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard case .string(let text) = node.scalar?.resolved else {
            report(.wrongType(found: node.kindDescription, expected: "a string", for: what(), at: location(node)))
            return nil
        }
        return text
    }

    /// A `contentType:` value, a media type as ``MediaType/isValid(_:)`` says. The stubs send it as
    /// a header, so text that could not be one (a space in the type, a line break) is refused
    /// where it is written.
    mutating func mediaType(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard let text = string(node, what()) else { return nil }
        guard MediaType.isValid(text) else {
            report(
                .invalidValue(
                    what(), found: text.visiblyEscaped, expected: "a media type such as 'text/csv' or 'application/json'",
                    at: location(node)))
            return nil
        }
        return text
    }

    /// Scalar text of any kind (numbers and booleans as written), for header values and the like.
    mutating func scalarText(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar, scalar.resolved != .null else {
            report(.wrongType(found: node.kindDescription, expected: "a string or number", for: what(), at: location(node)))
            return nil
        }
        return scalar.text
    }

    mutating func integer(_ node: YAMLNode, _ what: @autoclosure () -> String, atLeast minimum: Int? = nil) -> Int? {
        let digits: String
        switch node.scalar?.resolved {
        case .integer(let text): digits = text
        case .float(let text) where JSONNumber(text: text).isInteger: digits = JSONNumber(text: text).int.map(String.init) ?? text
        default: digits = ""
        }
        guard let value = Int(digits) else {
            if digits.isEmpty {
                report(.wrongType(found: node.kindDescription, expected: "an integer", for: what(), at: location(node)))
            } else {
                let range = "an integer from \(minimum ?? Int.min) to \(Int.max)"
                report(.valueOutOfRange(what(), found: node.scalar?.text ?? digits, expected: range, at: location(node)))
            }
            return nil
        }
        if let minimum, value < minimum {
            report(.valueOutOfRange(what(), found: digits, expected: "at least \(minimum)", at: location(node)))
            return nil
        }
        return value
    }

    mutating func number(_ node: YAMLNode, _ what: @autoclosure () -> String) -> JSONNumber? {
        switch node.scalar?.resolved {
        case .integer(let digits): return JSONNumber(text: digits)
        case .float(let text):
            guard let problem = nonFinite(text, what(), at: node) else { return JSONNumber(text: text) }
            report(problem)
            return nil
        default:
            report(.wrongType(found: node.kindDescription, expected: "a number", for: what(), at: location(node)))
            return nil
        }
    }

    /// Why a float scalar cannot be a JSON number: `.inf` and `.nan` are not numbers in JSON, and
    /// a literal such as `1e400` is beyond what a `Double` holds; nil when it can.
    private func nonFinite(_ text: String, _ what: @autoclosure () -> String, at node: YAMLNode) -> Diagnostic? {
        guard Double(text)?.isFinite != true else { return nil }
        if text.hasSuffix("inf") || text.hasSuffix("nan") {
            return .wrongType(
                found: "'\(text)'", expected: "a finite number (JSON has no inf or nan)", for: what(), at: location(node))
        }
        let largest = Double.greatestFiniteMagnitude
        return .valueOutOfRange(what(), found: text, expected: "a number from -\(largest) to \(largest)", at: location(node))
    }

    mutating func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        guard case .bool(let flag) = node.scalar?.resolved else {
            report(.wrongType(found: node.kindDescription, expected: "true or false", for: what(), at: location(node)))
            return nil
        }
        return flag
    }

    /// The node as a JSON value (YAML core-schema scalars map to JSON types).
    mutating func json(_ node: YAMLNode, _ what: @autoclosure () -> String) -> JSONValue? {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .integer(let digits): return .number(JSONNumber(text: digits))
            case .float(let text):
                if let problem = nonFinite(text, what(), at: node) {
                    report(problem)
                    return nil
                }
                return .number(JSONNumber(text: text))
            case .string(let text): return .string(text)
            }
        case .sequence(let items):
            var values: [JSONValue] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard let value = json(item, what()) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .mapping(let pairs):
            var members: [JSONObject.Member] = []
            members.reserveCapacity(pairs.count)
            for pair in pairs {
                // A key has text only when it is a scalar.
                guard let key = pair.keyText else {
                    report(
                        .wrongType(found: pair.key.kindDescription, expected: "a string key", for: what(), at: location(pair.key))
                    )
                    return nil
                }
                guard let value = json(pair.value, what()) else { return nil }
                members.append(JSONObject.Member(key: key, value: value))
            }
            // The YAML reader refuses a mapping that repeats a key.
            return .object(JSONObject(distinctMembers: members))
        }
    }
}

extension String {
    /// Whether every byte is printable ASCII (space to `~`): such a key or `$ref` holds no hidden
    /// or control character, and nearly every one is, so the scalar-by-scalar check is skipped.
    var isPrintableASCII: Bool {
        utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}

/// What decoding learned that the model does not carry, for the whole-contract lint pass, and
/// what it found on its way that the load would otherwise look for again (``referencedFiles``).
struct DecodeNotes: Sendable {
    /// `example`s written on shapes, checked once the schema table is complete.
    var shapeExamples: [ShapeExample] = []
    /// Endpoints whose `responses` were not all read (missing or misspelt, or a status key that
    /// is no status; already reported): their scenarios' statuses are not checked against
    /// responses nobody could see.
    var endpointsWithoutResponses: Set<String> = []
    /// Where each endpoint's `path:` value is written: path findings point there, at the template.
    var pathLocations: [String: FileLocation] = [:]
    /// Endpoints whose `request` or `request.path` was misspelt (already reported): the path's
    /// parameters are not reported as undeclared.
    var endpointsWithoutPathParameters: Set<String> = []
    /// The file's `schemas` key was misspelt, or one of its keys is no name (already reported):
    /// references into it are not reported as unresolved, one by one.
    var schemasUnread = false
    /// The file is an OpenAPI document: its examples are the spec's, reported as warnings so one
    /// wrong example in a vendor's document does not block generation.
    var isOpenAPI = false
    /// The file says `treaty:`: with `isOpenAPI`, what tells a contract from any other YAML file.
    var declaresTreaty = false
    /// Unknown formats already warned about, and where: `unknown-format` is reported at a
    /// format's first use only.
    var reportedFormats: [String: FileLocation] = [:]
    /// OpenAPI schema `$ref` targets outside `components.schemas` that become named schemas
    /// (``ReferenceTarget/key``): those in other files, decoded once however often they are used,
    /// and those a schema reaches again inside itself, since a shape decoded in place cannot
    /// hold itself.
    var namedTargets: Set<String> = []
    /// OpenAPI shapes with a `discriminator` and no `oneOf` or `anyOf` beside it, by the shape's
    /// location, each with where its `discriminator` key is: settled by ``InheritanceDiscriminators``.
    var branchlessDiscriminators: [FileLocation: FileLocation] = [:]
    /// Whether a shape says `readOnly: true`, and whether one says `writeOnly: true`: an OpenAPI
    /// document gets the request or response views of its schemas (``AccessViews``) only then,
    /// found without walking every shape again.
    var marks: (readOnly: Bool, writeOnly: Bool) = (false, false)
    /// Whether a shape requires a name from its branches (``Shape/requiresNamesFromBranches``):
    /// only then do ``AccessViews`` gather what the branches declare, which is otherwise a walk
    /// over every shape for nothing.
    var requiredFromBranches = false
    /// The files the contract's `$ref`s point into (``Contract/referencedFiles``), when the
    /// decoder found them itself: an OpenAPI document's, found beside its access views, which
    /// name no file its schemas do not.
    var referencedFiles: Set<String>?
    /// Where the `stubHost` (OpenAPI: `x-treaty-stub-host`) value is written, when it is.
    var stubHostLocation: FileLocation?
    /// OpenAPI parameters refused for their `in` (missing, or no place Treaty knows; already
    /// reported): a path template naming one is not reported as undeclared besides.
    var parametersWithoutPlace: Set<String> = []
}

extension DecodeContext {
    /// Reports each of `keys` missing from `pairs`, unless an unknown key there is a misspelling
    /// of it: that `unknown-key` error, with its "did you mean", is the one report of the mistake.
    mutating func requireKeys(
        _ keys: [String], in pairs: [YAMLPair], allowed: [String], what: @autoclosure () -> String,
        at location: FileLocation,
        hint: String? = nil
    ) {
        let absent = keys.filter { key in !pairs.contains { $0.keyText == key } }
        guard !absent.isEmpty else { return }  // the usual case: no misspellings to look for
        let misspelt = Self.misspeltKeys(in: pairs, allowed: allowed)
        for key in absent where !misspelt.contains(key) {
            report(.missingKey(key, in: what(), at: location, hint: hint))
        }
    }

    /// The allowed keys that unknown keys in `pairs` are misspellings of (`respones` → `responses`):
    /// what the file meant to say, so nothing is reported for their absence.
    static func misspeltKeys(in pairs: [YAMLPair], allowed: [String]) -> Set<String> {
        let present = Set(pairs.compactMap(\.keyText))
        return Set(present.subtracting(allowed).compactMap { Suggestion.closest(to: $0, among: allowed) })
    }
}
