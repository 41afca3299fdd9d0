import Foundation
import TreatyContract
import TreatyTooling
import TreatyYAML

/// The OpenAPI front end: turns an OpenAPI 3.0 or 3.1 document into the same ``Contract`` a
/// Treaty file decodes into, with every element located in the OpenAPI file.
///
/// Operations become endpoints, `components.schemas` named schemas, security schemes secret
/// headers or query parameters. Scenarios and live samples come from the document's examples
/// (see ``OpenAPIScenarioBuilder``). What Treaty cannot represent is reported as
/// `openapi-left-out`, a warning, or an error under `--strict`; nothing is dropped silently.
struct OpenAPIDecoder {
    let source: OpenAPISource
    let options: OpenAPIOptions

    var file: String { source.file }
    var shapes: ShapeDecoder { ShapeDecoder(file: file, dialect: .openAPI(source)) }

    /// The contract and, by endpoint id, the examples its scenarios will be built from. The path
    /// items are decoded side by side unless `sideBySide` is false (what a test compares with).
    func decode(_ context: inout DecodeContext, sideBySide: Bool = true) -> (Contract, [String: OpenAPIEndpointExamples]) {
        var contract = Contract(
            file: file, name: "", version: "", stubHost: "", fixtureDirectory: RelativePath.directory(of: file).nonEmpty ?? ".")
        contract.scenariosDerived = true
        guard let pairs = context.mapping(source.root, "the OpenAPI document") else { return (contract, [:]) }
        let entries = Entries(pairs)
        let info = entries["info"].flatMap { context.mapping($0, "'info'") }.map(Entries.init)
        if info == nil { context.report(.openAPIMissing("info", in: "the OpenAPI document", at: context.location(source.root))) }
        contract.name = contractName(entries, info, &context)
        contract.version = info?["version"].flatMap { context.scalarText($0, "'info.version'") } ?? ""
        contract.description = info?["title"]?.scalar?.text
        let server = OpenAPIServer(entries["servers"], &context)
        contract.baseURL = server.origin
        contract.stubHost = stubHost(entries, name: contract.name, &context)
        if let node = entries["x-treaty-allow"], let items = context.sequence(node, "'x-treaty-allow'") {
            contract.allowlist = items.compactMap { context.string($0, "an 'x-treaty-allow' entry") }
        }
        if let node = entries["components"] {
            contract.namedSchemas = schemas(node, sideBySide: sideBySide, &context)
            checkSectionReferences(node, &context)
        }
        reportLeftOut(entries, &context)
        let security = OpenAPISecurity(source: source, root: entries, &context)
        var operations = OpenAPIOperationDecoder(
            source: source, options: options, security: security, server: server)
        // `paths` itself may be a reference (`$ref: ./paths/_index.yaml`), as bundlers allow.
        if let node = entries["paths"].flatMap({ OpenAPIReferences(source: source).map($0, &context) }),
            let paths = context.mapping(node, "'paths'")
        {
            let endpoints = operations.decode(paths: paths, sideBySide: sideBySide, &context)
            contract.endpoints = operations.leavingOutRepeatedPaths(endpoints, &context)
        } else if entries["paths"] == nil && entries["webhooks"] == nil && entries["components"] == nil {
            context.report(.openAPIMissing("paths", in: "the OpenAPI document", at: context.location(source.root)))
        }
        contract.namedSchemas += schemasNamedAfterTargets(besides: contract.namedSchemas, &context)
        InheritanceDiscriminators.settle(&contract, &context, source)
        (contract, context.notes.referencedFiles) = Self.viewsAndReferencedFiles(of: contract, notes: context.notes)
        return (contract, operations.examples)
    }

    /// The contract with its access views (``AccessViews``), and the files its `$ref`s point
    /// into, found side by side: most of a view's making is one walk on one core, and the views
    /// rename references within their file, so the files are those of the contract without them.
    private static func viewsAndReferencedFiles(of contract: Contract, notes: DecodeNotes)
        -> (Contract, Set<String>)
    {
        bothSideBySide(
            {
                var viewed = contract
                AccessViews.apply(to: &viewed, marks: notes.marks, requiredFromBranches: notes.requiredFromBranches)
                return viewed
            },
            { contract.referencedFiles() })
    }

    /// `info.x-treaty-name`, else the title in UpperCamelCase (`Swagger Petstore` → `SwaggerPetstore`).
    private func contractName(_ root: Entries, _ info: Entries?, _ context: inout DecodeContext) -> String {
        if let node = info?["x-treaty-name"] ?? root["x-treaty-name"], let name = context.string(node, "'x-treaty-name'") {
            if Identifier.isTypeName(name) { return name }
            context.report(
                .invalidValue(
                    "'x-treaty-name'", found: name, expected: "a Swift type name such as 'Petstore'", at: context.location(node)))
        }
        let title = info?["title"]?.scalar?.text ?? ""
        let derived = Identifier.typeName(from: title.filter { $0.isASCII })
        return derived.first?.isLetter == true ? derived : "API" + derived
    }

    /// `x-treaty-stub-host`, else `<name>.test.invalid`: a host that can never resolve.
    private func stubHost(_ root: Entries, name: String, _ context: inout DecodeContext) -> String {
        if let node = root["x-treaty-stub-host"], let host = context.string(node, "'x-treaty-stub-host'") {
            context.notes.stubHostLocation = context.location(node)
            if let problem = ServerAddress.stubHostProblem(host, "'x-treaty-stub-host'", at: context.location(node)) {
                context.report(problem)
            }
            return host
        }
        return name.lowercased() + ".test.invalid"
    }

    /// `components.schemas`, decoded side by side in parts of this many (each schema decodes on
    /// its own; see ``DecodeContext/decodedInParts(count:size:_:)``).
    static let schemasPerPart = 64

    private func schemas(_ node: YAMLNode, sideBySide: Bool, _ context: inout DecodeContext) -> [NamedSchema] {
        let references = OpenAPIReferences(source: source)
        guard let sections = context.mapping(node, "'components'"),
            let schemas = Entries(sections)["schemas"].flatMap({ references.map($0, &context) })
                .flatMap({ context.mapping($0, "'components.schemas'") })
        else { return [] }
        let (shapes, source) = (self.shapes, source)
        let decode: @Sendable (Range<Int>, inout DecodeContext) -> [NamedSchema] = { run, context in
            schemas[run].compactMap { pair in
                guard let name = pair.keyText else { return nil }
                return NamedSchema(name: name, shape: Self.schema(name, pair.value, source, shapes, &context))
            }
        }
        if sideBySide, let parts = context.decodedInParts(count: schemas.count, size: Self.schemasPerPart, decode),
            context.agrees(with: parts.map(\.context), sharingComponents: false)
        {
            context.join(parts.map(\.context))
            return parts.flatMap(\.value)
        }
        return decode(schemas.indices, &context)
    }

    /// The schema `name` of `components.schemas`. One written in a file of its own
    /// (`Pet: { $ref: schemas/Pet.yaml }`) is that file's schema: every `$ref` to the file names
    /// it (``OpenAPISource/schemaAliases``), so it is decoded from the file, not from the reference.
    private static func schema(
        _ name: String, _ node: YAMLNode, _ source: OpenAPISource, _ shapes: ShapeDecoder, _ context: inout DecodeContext
    ) -> Shape {
        guard let text = ReferenceTarget.externalReference(node),
            source.schemaAliases[ReferenceTarget.key(of: text, writtenIn: node.documentName ?? source.file)] == name,
            let reference = node.mapping?.first?.value
        else { return shapes.shape(node, &context) }
        guard let target = source.target(of: text, at: reference, &context) else { return Shape(at: context.location(node)) }
        return shapes.shape(target.node, &context)
    }

    /// The schemas that `$ref` targets outside `components.schemas` became
    /// (``DecodeNotes/namedTargets``), each decoded once under its name, in the order of their
    /// targets; decoding one may find more. A component of `declared` that has the name one of
    /// them is given (`models.pet.yaml` beside `models/pet.yaml`) is reported: references to
    /// either would find both.
    private func schemasNamedAfterTargets(besides declared: [NamedSchema], _ context: inout DecodeContext) -> [NamedSchema] {
        var named: [NamedSchema] = []
        var done: Set<String> = []
        let components = Dictionary(declared.map { ($0.name, $0.shape.location) }) { first, _ in first }
        while let key = context.notes.namedTargets.subtracting(done).min() {
            done.insert(key)
            guard let node = source.node(forTarget: key, in: context.project) else { continue }
            // Inside itself the target is this named schema, as it was where it was first met.
            _ = context.enterInlineReference(key)
            let shape = shapes.shape(node, &context)
            context.leaveInlineReference(key)
            let name = source.schemaName(forTarget: key)
            if let location = components[name] {
                context.report(
                    .invalidValue(
                        "the schema name", found: name,
                        expected:
                            "a name other than the one Treaty gives '\(key.hasSuffix("#") ? String(key.dropLast()) : key)', "
                            + "a schema in another file",
                        at: location, hint: "rename the schema in 'components.schemas'"))
            }
            named.append(NamedSchema(name: name, shape: shape))
        }
        return named
    }

    /// `components` sections written as a reference to an index file (`parameters: { $ref:
    /// ./parameters/_index.yaml }`) that are not decoded as a whole: the `$ref`s into them would
    /// otherwise be the first to say that the index is missing. (`schemas` and `securitySchemes`
    /// are followed, and reported, where they are read.)
    private func checkSectionReferences(_ node: YAMLNode, _ context: inout DecodeContext) {
        let references = OpenAPIReferences(source: source)
        for section in node.mapping ?? [] where !["schemas", "securitySchemes"].contains(section.keyText ?? "") {
            if ReferenceTarget.reference(section.value) != nil { _ = references.map(section.value, &context) }
        }
    }

    /// Top-level constructs with no place in a contract.
    private func reportLeftOut(_ root: Entries, _ context: inout DecodeContext) {
        if let node = root.keyNode("webhooks") {
            context.report(
                .openAPILeftOut(
                    "'webhooks'", why: "Treaty tests requests a client sends, not ones it receives", source,
                    at: context.location(node)))
        }
        if let sections = root["components"]?.mapping {
            for section in sections where ["callbacks", "links", "pathItems"].contains(section.keyText ?? "") {
                context.report(
                    .openAPILeftOut(
                        "'components.\(section.keyText ?? "")'", why: "Treaty has no counterpart", source,
                        at: context.location(section.key)))
            }
        }
    }
}

/// Choices for reading OpenAPI documents, set on ``ContractLoader``.
public struct OpenAPIOptions: Sendable, Hashable {
    /// `--strict`: constructs Treaty leaves out are errors, not warnings.
    public var strict: Bool
    /// Examples that do not match their schema become `expect: decoding` scenarios instead of
    /// being skipped (they are reported either way).
    public var invalidExamplesAsDecoding: Bool

    public init(strict: Bool = false, invalidExamplesAsDecoding: Bool = false) {
        self.strict = strict
        self.invalidExamplesAsDecoding = invalidExamplesAsDecoding
    }
}
