import TreatyContract

/// The report formats `treaty check` writes: text to the terminal, the others to files for CI.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    case text
    case json
    case junit
    case markdown
    case html

    /// The report for `run`, every secret masked by `redactor`: in the run's own strings before
    /// the format escapes them, and again in the finished text.
    ///
    /// All but `text` are byte-for-byte deterministic for the same responses: no dates, no
    /// durations, sorted keys. `text` adds each sample's response time.
    public func render(_ run: CheckRun, redactor: Redactor = Redactor()) -> String {
        let run = run.redacted(by: redactor)
        let report: String
        switch self {
        case .text: report = TextReport(run: run).render()
        case .json: report = JSONReport(run: run).render()
        case .junit: report = JUnitReport(run: run).render()
        case .markdown: report = MarkdownReport(run: run).render()
        case .html: report = HTMLReport(run: run).render()
        }
        return redactor.scrub(report)
    }
}

extension CheckRun {
    /// Results grouped by contract and endpoint, in run order.
    var byEndpoint: [(key: String, results: [SampleResult])] {
        var groups: [(key: String, results: [SampleResult])] = []
        for result in results {
            let key = "\(result.contract) \(result.endpoint)"
            if groups.last?.key == key { groups[groups.count - 1].results.append(result) } else { groups.append((key, [result])) }
        }
        return groups
    }

    /// How many findings of each class the run has.
    func findingCount(_ classification: String) -> Int {
        results.flatMap(\.findings).filter { $0.classification.rawValue == classification }.count
    }

    /// Per check: samples that failed it, and samples judged (those that got a response).
    func checkTally(_ check: CheckName) -> (failed: Int, judged: Int) {
        let judged = results.filter { $0.environment == nil }
        return (judged.filter { $0.findings.contains { $0.check == check } }.count, judged.count)
    }
}

extension SampleResult {
    /// `GET /items/1 → 200`, the request and its final status.
    var exchange: String {
        "\(method) \(request)" + (status.map { " → \($0)" } ?? "")
    }
}
