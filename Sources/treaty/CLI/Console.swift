import Foundation
import TreatyContract

/// Where a command writes: results to standard output, progress and errors to standard error.
struct Console {
    /// The environment colour decisions read (`NO_COLOR`, `TERM`).
    let environment: [String: String]
    /// Whether standard output is a terminal: `--color auto` colours only then.
    let isTerminal: Bool

    init(
        environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool = isatty(STDOUT_FILENO) == 1
    ) {
        self.environment = environment
        self.isTerminal = isTerminal
    }

    /// The text style for `--color choice` on this console.
    func style(_ choice: ColourChoice) -> TerminalStyle {
        choice.style(environment: environment, isTerminal: isTerminal)
    }

    func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
