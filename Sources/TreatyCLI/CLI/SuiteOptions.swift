import ArgumentParser
import TreatyGenerator

/// `--testing` and `--access`, the two choices a generated suite is written with: declared once
/// for `treaty generate` and `treaty init` (which writes them into `treaty.yaml`).
struct SuiteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("xctest or swift-testing (default: swift-testing).", valueName: "framework"))
    var testing: String?

    @Option(help: ArgumentHelp("public or internal (default: internal).", valueName: "level"))
    var access: String?

    /// Whether either option was given.
    var isEmpty: Bool { testing == nil && access == nil }

    /// The test framework given, checked; nil when the option is absent.
    func testingChoice() throws(UsageError) -> GenerationOptions.Testing? {
        guard let testing else { return nil }
        return try Choice.parse(testing, option: "--testing", default: .swiftTesting)
    }

    /// The access level given, checked; nil when the option is absent.
    func accessChoice() throws(UsageError) -> GenerationOptions.Access? {
        guard let access else { return nil }
        return try Choice.parse(access, option: "--access", default: .internal)
    }
}
