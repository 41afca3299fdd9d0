import TreatyContract
public import TreatyTooling

/// What `treaty diff` says about a document it compared although `treaty lint` refuses it.
///
/// Why: the versions a team diffs come from history, and history is not lint-clean. Each error
/// the loader found in a file it could still read becomes a warning of the diff, at the same
/// place and under the same rule id, its message saying it was read leniently: the comparison
/// goes on, and the reader sees which constructs it rests on. Warnings of lint are left out (they
/// are no reason to doubt the comparison).
///
/// ```swift
/// let findings = LenientReading.findings(loaded.diagnostics)
/// report = report.adding(findings: findings)
/// ```
public enum LenientReading {
    /// The errors of `diagnostics`, each as a warning that says it was read leniently.
    public static func findings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error }.map { error in
            var warning = error
            warning.severity = .warning
            warning.message = "read leniently: " + error.message
            return warning
        }
    }
}
