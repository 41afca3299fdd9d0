import ArgumentParser
import TreatyLoader

/// The options of every command that reads contracts: OpenAPI strictness, the project root and
/// file-size limits. Declared once, so every command's `--help` lists them alike.
struct LoadingOptions: ParsableArguments {
    @Flag(help: "OpenAPI input: what Treaty leaves out is an error, not a warning.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "OpenAPI examples that break their schema: skip (default), or decoding (kept as scenarios that expect a decoding error).",
            valueName: "skip|decoding"))
    var invalidExamples: String?

    @Option(
        help: ArgumentHelp(
            "The project root: fixtures and $ref'd files must stay inside it (default: the folder of treaty.yaml, else the git work tree, else the contract's folder).",
            valueName: "dir"))
    var root: String?

    @Option(help: ArgumentHelp("Refuse contract and OpenAPI files larger than this (default: 16M).", valueName: "size"))
    var maxContractSize: String?

    @Option(
        help: ArgumentHelp(
            "Refuse fixtures larger than this (default: 64M); a size is bytes or K, M, G.", valueName: "size"))
    var maxFixtureSize: String?

    /// `--strict` and `--invalid-examples`, as the loader takes them.
    func openAPIOptions() throws(UsageError) -> OpenAPIOptions {
        let invalid: InvalidExamples = try Choice.parse(invalidExamples, option: "--invalid-examples", default: .skip)
        return OpenAPIOptions(strict: strict, invalidExamplesAsDecoding: invalid == .decoding)
    }

    /// `--root DIR`; by default the root is found around each contract.
    func projectRoot() throws(UsageError) -> ProjectRoot {
        try Self.projectRoot(root)
    }

    static func projectRoot(_ folder: String?) throws(UsageError) -> ProjectRoot {
        guard let folder else { return .discovered }
        guard FileSource.local.listFolder(folder) != nil else {
            throw UsageError("option '--root' needs a folder; '\(folder)' is not one")
        }
        return .folder(folder)
    }

    /// `--max-contract-size` and `--max-fixture-size`; the defaults are ``FileSizeLimits``'s.
    func fileSizeLimits() throws(UsageError) -> FileSizeLimits {
        var limits = FileSizeLimits()
        if let maxContractSize {
            limits.maxContractBytes = try Self.byteCount(maxContractSize, option: "--max-contract-size")
        }
        if let maxFixtureSize {
            limits.maxFixtureBytes = try Self.byteCount(maxFixtureSize, option: "--max-fixture-size")
        }
        return limits
    }

    /// A loader configured by these options.
    func loader() throws(UsageError) -> ContractLoader {
        var loader = ContractLoader(openAPI: try openAPIOptions(), root: try projectRoot())
        loader.sizeLimits = try fileSizeLimits()
        return loader
    }

    /// `1048576`, `512K`, `16M`, `1G` (binary multiples; `KiB`, `MiB`, `GiB` also read).
    static func byteCount(_ text: String, option: String) throws(UsageError) -> Int {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let units = ["": 0, "k": 10, "kib": 10, "m": 20, "mib": 20, "g": 30, "gib": 30]
        guard let value = Int(digits), value > 0, let shift = units[text.dropFirst(digits.count).lowercased()],
            value <= Int.max >> shift
        else {
            throw UsageError("option '\(option)' does not accept '\(text)'; expected a size such as '1048576', '512K' or '16M'")
        }
        return value << shift
    }
}

/// What becomes of OpenAPI examples that do not match their schema.
enum InvalidExamples: String, CaseIterable {
    case skip, decoding
}
