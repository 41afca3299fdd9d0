import Foundation

/// Where a command writes: results to standard output, progress and errors to standard error.
///
/// The two streams are closures so tests can run a command in-process and read what it printed.
public struct Console: Sendable {
    /// Whether colour may be used (`NO_COLOR` unset and standard output a terminal).
    let colour: Bool
    /// Whether standard error is a terminal, for live progress counters.
    let interactive: Bool
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    /// The process's standard output and standard error.
    public init() {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    init(environment: [String: String]) {
        colour = environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
        interactive = isatty(STDERR_FILENO) == 1
        writeOut = { FileHandle.standardOutput.write(Data($0.utf8)) }
        writeError = { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// A console that hands each write to `out` or `error`, never colour, never interactive.
    public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        colour = false
        interactive = false
        writeOut = out
        writeError = error
    }

    func out(_ text: String) {
        writeOut(text)
    }

    func error(_ text: String) {
        writeError(text)
    }
}
