import Foundation

/// Where a command writes: results to standard output, progress and errors to standard error.
struct Console {
    /// Whether colour may be used (`NO_COLOR` unset and standard output a terminal).
    let colour: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        colour = environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
    }

    func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
