import Foundation
import TreatyContract
import TreatyTooling

/// Where a command writes: results to standard output, progress and errors to standard error.
///
/// The two streams are closures so tests can run a command in-process and read what it printed.
public struct Console: Sendable {
    /// The environment colour decisions read (`NO_COLOR`, `TERM`).
    let environment: [String: String]
    /// Whether standard output is a terminal: `--color auto` colours only then.
    let isTerminal: Bool
    /// Whether standard error is a terminal, for live progress counters.
    let interactive: Bool
    /// The width help is wrapped at; nil for the terminal's (`COLUMNS`, else the window's).
    let helpColumns: Int?
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    /// The process's standard output when this console writes there, asked after a run whether
    /// everything reached it.
    private let standardOutput: StandardStream?
    /// What the process's console keeps until the process exits (see ``keepUntilExit(_:)``).
    private let keptUntilExit: Protected<[any Sendable]>?

    /// The process's standard output and standard error.
    ///
    /// The executable keeps this console for the life of the process, so that what it is handed
    /// with ``keepUntilExit(_:)`` is never taken apart before the process ends.
    public init() {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    init(environment: [String: String]) {
        self.environment = environment
        isTerminal = isatty(STDOUT_FILENO) == 1
        interactive = isatty(STDERR_FILENO) == 1
        helpColumns = nil
        let output = StandardStream(STDOUT_FILENO)
        standardOutput = output
        writeOut = output.write
        // A write to standard error that fails has nowhere left to be reported; it is dropped.
        writeError = StandardStream(STDERR_FILENO).write
        keptUntilExit = Protected([])
    }

    /// A console that hands each write to `out` or `error`, never colour, never interactive, and
    /// help wrapped at 80 columns whatever the terminal running the process, so it reads the same
    /// in every test run.
    public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        environment = [:]
        isTerminal = false
        interactive = false
        helpColumns = 80
        writeOut = out
        writeError = error
        standardOutput = nil
        keptUntilExit = nil
    }

    /// Why results could not be written to standard output (`No space left on device`), nil when
    /// every write reached it.
    var outputFailure: String? { standardOutput?.failure }

    /// The text style for a `--color` choice on this console.
    func style(_ choice: ColourChoice) -> TerminalStyle {
        choice.style(environment: environment, isTerminal: isTerminal)
    }

    /// Keeps `value` alive until the process exits, on the process's console; a console that
    /// captures its output (a test's) keeps nothing, and `value` is freed as usual.
    ///
    /// Why: a command's last act would otherwise be freeing what it loaded, one object at a time,
    /// for memory the system takes back whole when the process exits. For a large document that
    /// is a noticeable part of a run: Stripe's description is a model of a few hundred thousand
    /// objects, and freeing them cost `treaty lint` about 3 % of its time.
    func keepUntilExit(_ value: some Sendable) {
        keptUntilExit?.withLock { $0.append(value) }
    }

    func out(_ text: String) {
        writeOut(text)
    }

    func error(_ text: String) {
        writeError(text)
    }
}
