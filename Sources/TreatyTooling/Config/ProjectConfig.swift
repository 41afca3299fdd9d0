public import TreatyContract

/// What a package's `treaty.yaml` says: the contracts to generate and how, so `treaty generate`,
/// `treaty generate --check` and the SwiftPM plugin need no arguments.
///
/// The file also marks the project root for confinement (the loader's `ProjectRoot`); an empty
/// `treaty.yaml` is valid and lists no contracts. The loader reads the file
/// (`ProjectConfigDecoder`) and `treaty init` writes it (`yamlText`, beside the import's YAML writer). Paths in it are relative to its folder and are stored joined to that
/// folder, as the working directory sees them.
///
/// ```yaml
/// contracts:
///   - path: contracts/projects.yaml
///     out: Tests/ProjectsContractTests
///     testing: xctest            # or swift-testing (the default)
///     access: public             # or internal (the default)
///     adapterSkeleton: Tests/ProjectsContractTests/ProjectsAdapter.swift
///     variants:                  # response variants (docs/generate.md): kinds off, known failures
///       off: [string-bounds]
///       knownIssues: { "listProjects/success ~ /0/owner null": "owner is not optional yet" }
/// formats: [snowflake]           # formats the project uses on purpose: never linted as unknown
/// allow: ["*@users.noreply.example.com", sample-token-123]   # values secret scanning must not flag
/// ```
public struct ProjectConfig: Sendable, Hashable {
    /// One contract to generate: the options of one `treaty generate` call.
    public struct Entry: Sendable, Hashable {
        /// The contract file (Treaty or OpenAPI), or a folder of them.
        public var path: String
        /// The folder the generated files go to.
        public var out: String
        /// `swift-testing` or `xctest`; nil for the generator's default.
        public var testing: String?
        /// `public` or `internal`; nil for the generator's default.
        public var access: String?
        /// Where a starter adapter is written once, when nothing is there yet.
        public var adapterSkeleton: String?
        /// `variants:`: response variant kinds turned off, and variants known to fail for now.
        public var variants: VariantSettings
        /// Where the entry is written in `treaty.yaml`, for messages about it.
        public var location: FileLocation

        /// An entry; paths as the working directory sees them.
        public init(
            path: String, out: String, testing: String? = nil, access: String? = nil, adapterSkeleton: String? = nil,
            variants: VariantSettings = VariantSettings(), location: FileLocation
        ) {
            self.variants = variants
            self.path = path
            self.out = out
            self.testing = testing
            self.access = access
            self.adapterSkeleton = adapterSkeleton
            self.location = location
        }
    }

    /// The contracts, in the file's order.
    public var entries: [Entry]
    /// `format` words the project's contracts use on purpose (`snowflake`): accepted unchecked,
    /// without the `unknown-format` warning, in every contract under this root.
    public var formats: [String]
    /// Values secret scanning must not flag in any contract under this root: exact strings, or
    /// patterns where `*` stands for any run of characters (`*@github.com`). A contract's own
    /// `allow:` (OpenAPI: `x-treaty-allow`) adds to it.
    public var allow: [String]

    /// A configuration of `entries`.
    public init(entries: [Entry] = [], formats: [String] = [], allow: [String] = []) {
        self.entries = entries
        self.formats = formats
        self.allow = allow
    }

    /// The file name Treaty looks for; the same file marks the project root.
    public static let fileName = "treaty.yaml"

    /// The keys of the top-level mapping.
    public static let topKeys = ["contracts", "formats", "allow"]
    /// The keys of one entry under `contracts`.
    public static let entryKeys = ["path", "out", "testing", "access", "adapterSkeleton", "variants"]
    /// The keys of an entry's `variants:` mapping.
    public static let variantKeys = ["off", "knownIssues"]
    /// The words `testing` accepts (the generator's `GenerationOptions.Testing`).
    public static let testingValues = ["swift-testing", "xctest"]
    /// The words `access` accepts (the generator's `GenerationOptions.Access`).
    public static let accessValues = ["public", "internal"]
}
