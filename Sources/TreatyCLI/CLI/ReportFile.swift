import Foundation
import TreatyLive
import TreatyLoader
import TreatyTooling

/// The `--report FORMAT:PATH` options of `check` and `summary`: read, then written.
enum ReportFile {
    /// Throws when a report would be written over one of `inputs` (``InputGuard``).
    static func refuse(_ targets: [ReportTarget], over inputs: [String], role: String) throws(UsageError) {
        for target in targets {
            try InputGuard.refuse(
                target.path, option: "--report \(target.format.rawValue):\(target.path)", over: inputs, role: role)
        }
    }

    /// Writes a run's reports; false, with the reason on standard error, when one cannot be written.
    ///
    /// A report stays inside the project around the working directory (its `treaty.yaml`, else
    /// its git work tree), so a link planted in the repository cannot carry it elsewhere; a
    /// path written outside the project stays inside its own folder (``OutputPath``).
    static func write(_ run: CheckRun, to targets: [ReportTarget], redactor: Redactor, console: Console) -> Bool {
        let project = ProjectRoot.discovered.folder(enclosing: ".", in: .local)
        for (format, path) in targets.map({ ($0.format, $0.path) }) {
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
