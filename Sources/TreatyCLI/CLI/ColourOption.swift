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
