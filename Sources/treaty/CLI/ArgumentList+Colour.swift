import TreatyContract

extension ArgumentList {
    /// `--color auto|always|never` (default `auto`: colour on a terminal unless `NO_COLOR` is set).
    mutating func colourStyle(_ console: Console) throws(UsageError) -> TerminalStyle {
        console.style(try choice("--color", default: ColourChoice.auto))
    }

    /// The help line for ``colourStyle(_:)``.
    static let colourHelp = """
          --color auto|always|never  colour text output: auto (default) only on a terminal; NO_COLOR
                                    turns it off whatever is chosen
        """
}
