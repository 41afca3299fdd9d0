import ArgumentParser
import TreatyTooling

/// `--color auto|always|never`, shared by the commands that print diagnostics.
struct ColourOption: ParsableArguments {
    @Option(
        name: .customLong("color"),
        help: ArgumentHelp(
            "Colour text output: auto (default) only on a terminal; NO_COLOR turns it off whatever is chosen.",
            valueName: "auto|always|never"))
    var color: String?

    /// The style for this run on `console`.
    func style(_ console: Console) throws(UsageError) -> TerminalStyle {
        console.style(try Choice.parse(color, option: "--color", default: ColourChoice.auto))
    }
}

/// `--format text|json|github|sarif` and `--color`, shared by the commands that print diagnostics.
struct DiagnosticOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Output format (default: text).", valueName: "text|json|github|sarif"))
    var format: String?

    @OptionGroup var colour: ColourOption

    /// The format and the text style for this run on `console`.
    func resolve(_ console: Console) throws(UsageError) -> (format: DiagnosticFormat, style: TerminalStyle) {
        (try Choice.parse(format, option: "--format", default: .text), try colour.style(console))
    }
}
