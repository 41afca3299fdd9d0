import TreatyContract
import TreatyTooling

/// Builds the ``YAMLTree`` of one contract, noting what the format cannot carry.
///
/// Extensions add one part each: endpoints and requests, parameters, scenarios and inputs, shapes,
/// and JSON values.
struct ContractTreeBuilder {
    let contract: Contract
    /// The contract file's folder, which `fixtures:` and cross-file `$ref`s are relative to.
    let folder: String
    private(set) var omissions: [ContractYAMLWriter.Omission] = []
    /// Checks parameter examples as lint will; made at the first example, since making one
    /// compiles every named schema.
    lazy var parameterValidator = ShapeValidator(schemas: contract.schemaTable)

    init(contract: Contract) {
        self.contract = contract
        self.folder = RelativePath.directory(of: contract.file)
    }

    mutating func omit(_ place: String, _ message: String) {
        omissions.append(ContractYAMLWriter.Omission(place: place, message: message))
    }

    /// A mapping of named entries (endpoints, parameters, scenarios, properties, …). YAML refuses a
    /// repeated key, so a later entry with a name already used is left out and reported.
    mutating func namedMapping(_ entries: [YAMLTree.Entry], flow: Bool, place: String) -> YAMLTree {
        var seen: Set<String> = []
        var unique: [YAMLTree.Entry] = []
        for entry in entries {
            guard seen.insert(entry.key).inserted else {
                omit(place, "a second '\(entry.key)' is left out; YAML keys must be unique")
                continue
            }
            unique.append(entry)
        }
        return .mapping(unique, flow: flow)
    }

    /// The whole file: keys in the order docs/contract-format.md lists them. A contract with no
    /// endpoints and no name, version or stub host is a schema library and is written as one.
    mutating func contractTree() -> YAMLTree {
        let isLibrary =
            contract.endpoints.isEmpty && contract.name.isEmpty && contract.version.isEmpty && contract.stubHost.isEmpty
        var entries = [YAMLTree.Entry("treaty", .integer(contract.formatVersion))]
        if !isLibrary {
            entries.append(.init("name", .string(contract.name)))
            entries.append(.init("version", .string(contract.version)))
        }
        if let description = contract.description { entries.append(.init("description", .string(description))) }
        if let baseURL = contract.baseURL { entries.append(.init("baseURL", .string(baseURL))) }
        if !isLibrary { entries.append(.init("stubHost", .string(contract.stubHost))) }
        if let fixtures = fixturesValue() { entries.append(.init("fixtures", .string(fixtures))) }
        if !contract.defaultHeaders.isEmpty {
            let headers = parameters(contract.defaultHeaders, .requestHeader, place: "defaults")
            let request = YAMLTree.mapping([.init("headers", headers)], flow: false)
            entries.append(.init("defaults", .mapping([.init("request", request)], flow: false), blankLineBefore: true))
        }
        if !isLibrary {
            var endpoints: [YAMLTree.Entry] = []
            for (position, endpoint) in contract.endpoints.enumerated() {
                endpoints.append(.init(endpoint.id, endpointTree(endpoint), blankLineBefore: position > 0))
            }
            let tree = namedMapping(endpoints, flow: false, place: "endpoints")
            entries.append(.init("endpoints", tree, blankLineBefore: true))
        }
        if !contract.namedSchemas.isEmpty {
            var schemas: [YAMLTree.Entry] = []
            for schema in contract.namedSchemas {
                schemas.append(.init(schema.name, shapeTree(schema.shape, place: "schema '\(schema.name)'")))
            }
            entries.append(.init("schemas", namedMapping(schemas, flow: false, place: "schemas"), blankLineBefore: true))
        }
        if !contract.allowlist.isEmpty {
            entries.append(.init("allow", .strings(contract.allowlist), blankLineBefore: true))
        }
        return .mapping(entries, flow: false)
    }

    /// `fixtures:` relative to the contract's folder, or nil when the folder is the loader's default.
    private mutating func fixturesValue() -> String? {
        let defaultFolder = folder.isEmpty ? "." : folder
        guard contract.fixtureDirectory != defaultFolder else { return nil }
        guard let relative = RelativePath.path(from: defaultFolder, to: contract.fixtureDirectory) else {
            omit(
                "fixtures",
                "'\(contract.fixtureDirectory)' cannot be written relative to '\(defaultFolder)'; written as it is")
            return contract.fixtureDirectory
        }
        return relative
    }

    /// A `$ref` as written in this file: `#/schemas/Name` for its own schemas, else a path relative to its folder.
    mutating func referenceText(_ reference: SchemaReference, place: String) -> String {
        let pointer = "#/schemas/" + reference.name
        if reference.file == contract.file { return pointer }
        guard let relative = RelativePath.path(from: folder.isEmpty ? "." : folder, to: reference.file) else {
            omit(place, "the reference to '\(reference)' cannot be written relative to '\(folder)'; written as it is")
            return reference.file + pointer
        }
        return relative + pointer
    }
}
