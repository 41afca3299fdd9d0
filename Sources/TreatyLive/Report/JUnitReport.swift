import TreatyContract
import TreatyTooling

/// JUnit XML (`--report junit:PATH`): a test case per endpoint sample, drift as `<failure>` and
/// environment trouble as `<error>`, so CI dashboards show the two apart. No times, so it is deterministic.
struct JUnitReport {
    let run: CheckRun

    func render() -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"treaty check\" \(counts(run.results))>")
        var contracts: [String] = []
        for result in run.results where !contracts.contains(result.contract) { contracts.append(result.contract) }
        for contract in contracts {
            let results = run.results.filter { $0.contract == contract }
            lines.append("  <testsuite name=\"\(Markup.escape(contract))\" \(counts(results))>")
            for result in results { lines += testcase(result) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Drift fails its test case; an additive sample does when the run fails on additive findings.
    private func failed(_ result: SampleResult) -> Bool {
        result.verdict == .drift || (result.verdict == .additive && run.failOn.contains(.additive))
    }

    private func counts(_ results: [SampleResult]) -> String {
        let failures = results.filter { failed($0) }.count
        let errors = results.filter { $0.verdict == .environment }.count
        return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    }

    private func testcase(_ result: SampleResult) -> [String] {
        let name = Markup.escape("\(result.name) \(result.method) \(result.request)")
        let open =
            "    <testcase classname=\"\(Markup.escape(result.contract)).\(Markup.escape(result.endpoint))\" name=\"\(name)\""
        if let problem = result.environment {
            return [
                open + ">",
                "      <error type=\"\(Markup.escape(problem.rule))\" message=\"\(Markup.escape("could not verify: " + problem.message))\"/>",
                "    </testcase>",
            ]
        }
        guard !result.findings.isEmpty else { return [open + "/>"] }
        let body = result.findings.map { "\($0.check.rawValue): \($0.classification.rawValue) [\($0.rule)] \($0.message)" }
        guard failed(result) else {
            return [
                open + ">", "      <system-out>" + Markup.escape(body.joined(separator: "\n")) + "</system-out>",
                "    </testcase>",
            ]
        }
        return [
            open + ">",
            "      <failure type=\"drift\" message=\"\(result.findings.count) finding(s) on \(Markup.escape(result.exchange))\">"
                + Markup.escape(body.joined(separator: "\n")) + "</failure>",
            "    </testcase>",
        ]
    }
}
