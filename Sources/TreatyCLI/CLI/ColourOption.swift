import ArgumentParser
import TreatyTooling

/// `--color auto|always|never`, shared by the commands that print diagnostics.
struct ColourOption: ParsableArguments {
    @Option(
        name: .customLong("color"),
        help: "Colour text output: auto (default) only on a terminal; NO_COLOR turns it off whatever is chosen.")
    var color: ColourChoice?

    /// The style for this run on `console`.
    func style(_ console: Console) -> TerminalStyle {
        console.style(color ?? .auto)
    }
}

/// `--format text|json|github|sarif` and `--color`, shared by the commands that print diagnostics.
struct DiagnosticOutputOptions: ParsableArguments {
    @Option(help: "Output format (default: text).")
    var format: DiagnosticFormat?

    @OptionGroup var colour: ColourOption

    /// Whether either option was given.
    var isEmpty: Bool { format == nil && colour.color == nil }

    /// The format and the text style for this run on `console`.
    func resolve(_ console: Console) -> (format: DiagnosticFormat, style: TerminalStyle) {
        (format ?? .text, colour.style(console))
    }
}
