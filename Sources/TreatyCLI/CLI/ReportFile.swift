import Foundation
import TreatyLive
import TreatyLoader
import TreatyTooling

/// The `--report FORMAT:PATH` options of `check` and `summary`: read, then written.
enum ReportFile {
    /// Every `--report` value, checked.
    static func targets(_ values: [String]) throws(UsageError) -> [(ReportFormat, String)] {
        var targets: [(ReportFormat, String)] = []
        for value in values {
            let parts = value.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let format = ReportFormat(rawValue: String(parts[0])), format != .text else {
                throw UsageError(
                    "report '\(value)' is not FORMAT:PATH; expected one of 'json', 'junit', 'markdown', 'html', e.g. 'json:check.json'"
                )
            }
            targets.append((format, String(parts[1])))
        }
        return targets
    }

    /// Writes a run's reports; false, with the reason on standard error, when one cannot be written.
    ///
    /// A report stays inside the project around the working directory (its `treaty.yaml`, else
    /// its git work tree), so a link planted in the repository cannot carry it elsewhere; a
    /// path written outside the project stays inside its own folder (``OutputPath``).
    static func write(_ run: CheckRun, to targets: [(ReportFormat, String)], redactor: Redactor, console: Console) -> Bool {
        let project = ProjectRoot.discovered.folder(enclosing: ".", in: .local)
        for (format, path) in targets {
            do {
                try AtomicFile.write(Data(format.render(run, redactor: redactor).utf8), to: path, inside: project)
            } catch {
                console.error("error: cannot write the \(format.rawValue) report to '\(path)': \(error.localizedDescription)\n")
                return false
            }
        }
        return true
    }
}

extension ExitCode {
    /// `treaty check`'s exit code for a run's outcome.
    init(_ outcome: CheckRun.Outcome) {
        switch outcome {
        case .pass: self = .ok
        case .drift, .additive: self = .findings
        case .unverified: self = .unverified
        }
    }
}
