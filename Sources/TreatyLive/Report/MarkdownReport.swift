import TreatyContract
import TreatyTooling

/// Markdown (`--report markdown:PATH`) for a pull-request or issue comment: the verdict, a table
/// of samples, then each drifted and each additive sample's findings and each unverified sample's reason.
struct MarkdownReport {
    let run: CheckRun

    func render() -> String {
        var lines = ["## Treaty live check: \(run.meaningless == nil ? run.verdict.rawValue : "meaningless run")", ""]
        if let meaningless = run.meaningless {
            lines += ["> [!WARNING]", "> **Meaningless run:** \(Markup.cell(meaningless))", ""]
        }
        lines += ["**\(Markup.cell(run.headline))**", ""]
        if let baseline = run.baseline { lines += [Markup.cell(baseline.headline), ""] }
        lines += ["| Contract | Endpoint | Sample | Request | Status | Result |", "| --- | --- | --- | --- | --- | --- |"]
        for result in run.results {
            let status = result.status.map(String.init) ?? "—"
            lines.append(
                "| \(Markup.cell(result.contract)) | \(Markup.code(result.endpoint)) | \(result.sample) | \(Markup.code(result.method + " " + result.request)) | \(status) | \(result.verdict.rawValue) |"
            )
        }
        let drifted = run.results.filter { $0.verdict == .drift }
        if !drifted.isEmpty {
            lines += ["", "### Drift"]
            for result in drifted { lines += findings(result) }
        }
        let additive = run.results.filter { $0.verdict == .additive }
        if !additive.isEmpty {
            lines += ["", "### Additive (fails the run only with `--fail-on additive`)"]
            for result in additive { lines += findings(result) }
        }
        let unverified = run.results.filter { $0.verdict == .environment }
        if !unverified.isEmpty {
            lines += ["", "### Could not verify", ""]
            for result in unverified {
                lines.append(
                    "- \(Markup.code(result.name)) \(Markup.code(result.exchange)): **\(Markup.cell(result.environment!.rule))** \(Markup.cell(result.environment!.message))"
                )
            }
        }
        if !run.skipped.isEmpty {
            lines += ["", "### Skipped", ""] + run.skipped.map { "- \(Markup.cell($0))" }
        }
        if let resolved = run.baseline?.resolved, !resolved.isEmpty {
            lines += ["", "### Resolved since the baseline", ""]
            lines += resolved.map {
                "- \(Markup.code($0.fingerprint.description))\(Markup.cell(BaselineText.since($0.firstSeen)))"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func status(_ result: SampleResult, _ finding: CheckFinding) -> String {
        BaselineText.status(run.baseline, result, finding).map { " (\(Markup.cell($0)))" } ?? ""
    }

    private func findings(_ result: SampleResult) -> [String] {
        var lines = ["", "#### \(Markup.code(result.name)) \(Markup.cell(result.exchange))", ""]
        if let replay = result.replay { lines += ["Explored input, replay with \(Markup.code(replay))", ""] }
        lines += ["| Check | Class | Rule | Where | Expected | Actual |", "| --- | --- | --- | --- | --- | --- |"]
        for finding in result.findings {
            let place =
                finding.pointer.isEmpty
                ? Markup.cell(finding.target) : "\(Markup.cell(finding.target)) \(Markup.code(finding.pointer))"
            var actual = finding.actual
            if finding.occurrences > 1 {
                actual += finding.outOf.map { " (\(finding.occurrences) of \($0) items)" } ?? " (\(finding.occurrences) times)"
            }
            lines.append(
                "| \(finding.check.rawValue) | \(finding.classification.rawValue)\(status(result, finding)) | \(Markup.code(finding.rule)) | \(place) | \(Markup.cell(finding.expected)) | \(Markup.cell(actual)) |"
            )
        }
        return lines
    }
}
