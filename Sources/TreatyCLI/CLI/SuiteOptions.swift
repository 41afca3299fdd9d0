import ArgumentParser
import TreatyGenerator

/// `--testing` and `--access`, the two choices a generated suite is written with: declared once
/// for `treaty generate` and `treaty init` (which writes them into `treaty.yaml`).
struct SuiteOptions: ParsableArguments {
    @Option(help: "The test framework the suite is written for (default: swift-testing).")
    var testing: GenerationOptions.Testing?

    @Option(help: "The access level of generated declarations (default: internal).")
    var access: GenerationOptions.Access?

    /// Whether either option was given.
    var isEmpty: Bool { testing == nil && access == nil }
}
