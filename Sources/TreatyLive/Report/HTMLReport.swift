import TreatyContract
import TreatyTooling

/// One self-contained HTML page (`--report html:PATH`): no scripts, fonts or links to fetch.
/// Verdict first, a table of samples, then every finding with expected against actual.
struct HTMLReport {
    let run: CheckRun

    static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#1d1d1f}
        h1{font-size:1.4em}.verdict{padding:.8em 1em;border-radius:6px;font-weight:600}
        .conforms{background:#e3f6e5}.additive{background:#e7effa}.drift{background:#fde2e1}.environment,.meaningless{background:#fff3cd}
        table{border-collapse:collapse;width:100%;margin:1em 0}th,td{border:1px solid #ddd;padding:.35em .6em;text-align:left;vertical-align:top}
        th{background:#f5f5f7}code{font:13px ui-monospace,monospace}td.breaking{color:#b00020;font-weight:600}td.additive{color:#1a5fb4}
        """

    func render() -> String {
        let verdictClass = run.meaningless == nil ? run.verdict.rawValue : "meaningless"
        var body = ["<h1>Treaty live check</h1>"]
        if let meaningless = run.meaningless {
            body.append("<p class=\"verdict meaningless\">Meaningless run: \(Markup.escape(meaningless))</p>")
        }
        body.append("<p class=\"verdict \(verdictClass)\">\(Markup.escape(run.headline))</p>")
        if let baseline = run.baseline { body.append("<p>\(Markup.escape(baseline.headline))</p>") }
        body.append(
            "<table><tr><th>Contract</th><th>Endpoint</th><th>Sample</th><th>Request</th><th>Status</th><th>Result</th></tr>")
        for result in run.results {
            let cells = [
                result.contract, result.endpoint, String(result.sample), "\(result.method) \(result.request)",
                result.status.map(String.init) ?? "—", result.verdict.rawValue,
            ].map(Markup.escape)
            body.append(
                "<tr class=\"\(result.verdict.rawValue)\"><td>\(cells[0])</td><td><code>\(cells[1])</code></td><td>\(cells[2])</td><td><code>\(cells[3])</code></td><td>\(cells[4])</td><td>\(cells[5])</td></tr>"
            )
        }
        body.append("</table>")
        for result in run.results where result.verdict != .conforms { body += section(result) }
        if !run.skipped.isEmpty {
            body.append("<h2>Skipped</h2><ul>" + run.skipped.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul>")
        }
        if let resolved = run.baseline?.resolved, !resolved.isEmpty {
            body.append(
                "<h2>Resolved since the baseline</h2><ul>"
                    + resolved.map {
                        "<li><code>\(Markup.escape($0.fingerprint.description))</code>\(Markup.escape(BaselineText.since($0.firstSeen)))</li>"
                    }
                    .joined() + "</ul>")
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Treaty live check: \(verdictClass)</title>
            <style>\(HTMLReport.style)</style></head>
            <body>
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }

    private func section(_ result: SampleResult) -> [String] {
        var lines = ["<h2><code>\(Markup.escape(result.name))</code> \(Markup.escape(result.exchange))</h2>"]
        if let replay = result.replay { lines.append("<p>Explored input, replay with <code>\(Markup.escape(replay))</code></p>") }
        if let problem = result.environment {
            lines.append(
                "<p class=\"verdict environment\">Could not verify [\(Markup.escape(problem.rule))]: \(Markup.escape(problem.message))</p>"
            )
            return lines
        }
        lines.append(
            "<table><tr><th>Check</th><th>Class</th><th>Rule</th><th>Where</th><th>Expected</th><th>Actual</th><th>Contract</th></tr>"
        )
        for finding in result.findings {
            let place = finding.pointer.isEmpty ? finding.target : "\(finding.target) \(finding.pointer)"
            var actual = finding.actual
            if finding.occurrences > 1 {
                actual += finding.outOf.map { " (\(finding.occurrences) of \($0) items)" } ?? " (\(finding.occurrences) times)"
            }
            let cells = [
                finding.check.rawValue, finding.rule, place, finding.expected, actual, finding.location?.description ?? "",
            ].map(Markup.escape)
            lines.append(
                "<tr><td>\(cells[0])</td><td class=\"\(finding.classification.rawValue)\">\(finding.classification.rawValue)\(BaselineText.status(run.baseline, result, finding).map { " (\(Markup.escape($0)))" } ?? "")</td><td><code>\(cells[1])</code></td><td><code>\(cells[2])</code></td><td>\(cells[3])</td><td>\(cells[4])</td><td>\(cells[5])</td></tr>"
            )
        }
        lines.append("</table>")
        return lines
    }
}
