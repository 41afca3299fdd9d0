/// Exit codes shared by every command, documented in docs/cli.md.
enum ExitCode: Int32 {
    /// Nothing wrong was found.
    case ok = 0
    /// Findings: lint errors, drift, breaking changes, stale generated files.
    case findings = 1
    /// Bad usage, input that could not be read, or output that could not be written.
    case usage = 2
    /// Nothing wrong was found, but something could not be verified (environment trouble).
    case unverified = 3
    /// `treaty summary` only: an input proves nothing (no offline test ran, or no live sample).
    case noEvidence = 4
}
