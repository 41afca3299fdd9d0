/// One contract file, decoded and resolved: the single model every Treaty feature consumes.
///
/// Built by `TreatyLoader` from YAML; every element keeps the ``FileLocation`` it came
/// from so lint, diff and drift reports can point back into the file.
public struct Contract: Sendable, Hashable, Codable {
    /// The path of the contract file, as given to the loader.
    public var file: String
    /// `treaty:`, the contract format version (1).
    public var formatVersion: Int
    /// `name:`, used for generated type names (`ProjectsContract`).
    public var name: String
    /// `version:`, the API contract's own version.
    public var version: String
    /// `description:`, prose for people.
    public var description: String?
    /// `baseURL:`, where live checks go unless overridden on the command line.
    public var baseURL: String?
    /// `stubHost:`, the only host the generated stubs intercept.
    public var stubHost: String
    /// `fixtures:`, the folder fixture names are resolved in, relative to the working directory.
    public var fixtureDirectory: String
    /// `defaults.request.headers`: headers every endpoint's request carries.
    public var defaultHeaders: [Parameter]
    /// `endpoints:`, in document order.
    public var endpoints: [Endpoint]
    /// `schemas:` of this file, in document order.
    public var namedSchemas: [NamedSchema]
    /// This file's schemas and those of every file it references, for `$ref` resolution.
    public var schemaTable: SchemaTable
    /// `allow:` strings that fixture secret scanning must not flag (e.g. a documented sample token).
    public var allowlist: [String]
    /// Whether Treaty built the scenarios itself from the shapes (an OpenAPI document) rather than
    /// reading them from the file. `treaty diff` leaves such scenarios out: they follow the shapes
    /// it compares, so a change to one only repeats a shape change. Not archived.
    public var scenariosDerived = false

    private enum CodingKeys: String, CodingKey {
        case file, formatVersion, name, version, description, baseURL, stubHost, fixtureDirectory, defaultHeaders
        case endpoints, namedSchemas, schemaTable, allowlist
    }

    /// A contract; the loader builds these, tests may too.
    public init(
        file: String, formatVersion: Int = 1, name: String, version: String, description: String? = nil,
        baseURL: String? = nil, stubHost: String, fixtureDirectory: String, defaultHeaders: [Parameter] = [],
        endpoints: [Endpoint] = [], namedSchemas: [NamedSchema] = [], schemaTable: SchemaTable = SchemaTable(),
        allowlist: [String] = []
    ) {
        self.file = file
        self.formatVersion = formatVersion
        self.name = name
        self.version = version
        self.description = description
        self.baseURL = baseURL
        self.stubHost = stubHost
        self.fixtureDirectory = fixtureDirectory
        self.defaultHeaders = defaultHeaders
        self.endpoints = endpoints
        self.namedSchemas = namedSchemas
        self.schemaTable = schemaTable
        self.allowlist = allowlist
    }

    /// The endpoint with this id.
    public func endpoint(_ id: String) -> Endpoint? {
        endpoints.first { $0.id == id }
    }
}

/// A schema declared under `schemas:`.
public struct NamedSchema: Sendable, Hashable, Codable {
    /// The key under `schemas:`.
    public var name: String
    /// The schema itself.
    public var shape: Shape

    /// A named schema.
    public init(name: String, shape: Shape) {
        self.name = name
        self.shape = shape
    }
}
