import ArgumentParser
import TreatyLoader

/// The options of every command that reads contracts: OpenAPI strictness, the project root and
/// file-size limits. Declared once, so every command's `--help` lists them alike.
struct LoadingOptions: ParsableArguments {
    @Flag(help: "OpenAPI input: what Treaty leaves out is an error, not a warning.")
    var strict = false

    @Option(
        help: "OpenAPI examples that break their schema: skip them, or keep them as scenarios that expect a decoding error.")
    var invalidExamples: InvalidExamples = .skip

    @OptionGroup var root: RootOption

    // A size takes the next word even when it starts with '-', so '-1' is refused for its value.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Refuse contract and OpenAPI files larger than this.", valueName: "size"))
    var maxContractSize = ByteCount(FileSizeLimits.defaultContractBytes)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Refuse fixtures larger than this; a size is bytes or K, M, G.", valueName: "size"))
    var maxFixtureSize = ByteCount(FileSizeLimits.defaultFixtureBytes)

    /// `--strict` and `--invalid-examples`, as the loader takes them.
    var openAPIOptions: OpenAPIOptions {
        OpenAPIOptions(strict: strict, invalidExamplesAsDecoding: invalidExamples == .decoding)
    }

    /// `--root DIR`; by default the root is found around each contract.
    var projectRoot: ProjectRoot { root.projectRoot }

    /// `--max-contract-size` and `--max-fixture-size`.
    var fileSizeLimits: FileSizeLimits {
        FileSizeLimits(maxContractBytes: maxContractSize.bytes, maxFixtureBytes: maxFixtureSize.bytes)
    }

    /// A loader configured by these options.
    var loader: ContractLoader {
        var loader = ContractLoader(openAPI: openAPIOptions, root: projectRoot)
        loader.sizeLimits = fileSizeLimits
        return loader
    }
}

/// What becomes of OpenAPI examples that do not match their schema.
enum InvalidExamples: String, CaseIterable, ExpressibleByArgument {
    case skip, decoding
}
