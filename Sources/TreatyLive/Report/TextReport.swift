import TreatyContract
import TreatyTooling

/// The terminal report: the verdict on the first line, then each endpoint's samples with their
/// findings grouped by check, then a tally per check. The only report that shows response times.
struct TextReport {
    let run: CheckRun

    func render() -> String {
        var lines = [run.headline]
        if let baseline = run.baseline { lines.append(baseline.headline) }
        for group in run.byEndpoint {
            lines.append("")
            lines.append(group.key)
            for result in group.results { lines += sampleLines(result) }
        }
        if !run.skipped.isEmpty {
            lines.append("")
            lines += run.skipped.map { "skipped: \($0)" }
        }
        if let resolved = run.baseline?.resolved, !resolved.isEmpty {
            lines.append("")
            lines += resolved.map { "resolved: \($0.fingerprint.description)\(BaselineText.since($0.firstSeen))" }
        }
        lines.append("")
        for check in CheckName.allCases {
            let tally = run.checkTally(check)
            lines.append("\(check.rawValue): \(tally.judged - tally.failed) passed, \(tally.failed) failed")
        }
        // Server values may hold ESC, BEL or NUL: a CI log shows them, it does not obey them.
        return Markup.terminal(lines.joined(separator: "\n")) + "\n"
    }

    private func sampleLines(_ result: SampleResult) -> [String] {
        let time = result.milliseconds.map { " (\($0) ms)" } ?? ""
        let retries = result.attempts > 1 ? ", \(result.attempts) attempts" : ""
        var lines = ["  #\(result.sample) \(result.exchange): \(result.verdict.rawValue)\(time)\(retries)"]
        if let problem = result.environment {
            lines.append("      could not verify [\(problem.rule)]: \(problem.message)")
        }
        if let replay = result.replay, result.verdict == .drift { lines.append("      explored: \(replay)") }
        var current: CheckName?
        for finding in result.findings {
            if finding.check != current {
                lines.append("    \(finding.check.rawValue)")
                current = finding.check
            }
            let place = finding.location.map { "  (\($0))" } ?? ""
            let status = BaselineText.status(run.baseline, result, finding).map { " [\($0)]" } ?? ""
            lines.append("      \(finding.classification.rawValue) [\(finding.rule)] \(finding.message)\(place)\(status)")
        }
        return lines
    }
}
