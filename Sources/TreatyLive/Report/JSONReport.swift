import TreatyContract

/// The stable machine-readable report (`--report json:PATH`); its schema is documented in
/// docs/live-checks.md and `treaty summary` reads it back.
struct JSONReport {
    /// Bumped only for incompatible changes to the shape below.
    static let formatVersion = 1
    let run: CheckRun

    func render() -> String {
        JSONWriter.pretty.write(value)
    }

    var value: JSONValue {
        .object(
            JSONObject([
                ("formatVersion", .number(JSONNumber(JSONReport.formatVersion))),
                ("verdict", .string(run.verdict.rawValue)),
                ("meaningless", run.meaningless.map(JSONValue.string) ?? .null),
                ("headline", .string(run.headline)),
                ("counts", counts),
                ("checks", .array(CheckName.allCases.map(check))),
                (
                    "contracts",
                    .array(
                        run.contracts.map {
                            .object(JSONObject([("name", .string($0.name)), ("version", .string($0.version))]))
                        })
                ),
                ("skipped", .array(run.skipped.map(JSONValue.string))),
                ("samples", .array(run.results.map(sample))),
            ]))
    }

    private var counts: JSONValue {
        var pairs: [(String, JSONValue)] = [("samples", number(run.results.count))]
        for verdict in SampleResult.Verdict.allCases { pairs.append((verdict.rawValue, number(run.count(verdict)))) }
        for classification in ChangeClass.allCases {
            pairs.append((classification.rawValue, number(run.findingCount(classification.rawValue))))
        }
        return .object(JSONObject(pairs))
    }

    private func check(_ name: CheckName) -> JSONValue {
        let tally = run.checkTally(name)
        return .object(
            JSONObject([
                ("name", .string(name.rawValue)), ("failed", number(tally.failed)),
                ("passed", number(tally.judged - tally.failed)),
            ]))
    }

    private func sample(_ result: SampleResult) -> JSONValue {
        let environment: JSONValue =
            result.environment.map {
                .object(JSONObject([("rule", .string($0.rule)), ("message", .string($0.message))]))
            } ?? .null
        return .object(
            JSONObject([
                ("contract", .string(result.contract)),
                ("endpoint", .string(result.endpoint)),
                ("sample", number(result.sample)),
                ("method", .string(result.method)),
                ("request", .string(result.request)),
                ("status", result.status.map(number) ?? .null),
                ("attempts", number(result.attempts)),
                ("verdict", .string(result.verdict.rawValue)),
                ("location", .string(result.location.description)),
                ("environment", environment),
                ("findings", .array(result.findings.map(finding))),
            ]))
    }

    private func finding(_ finding: CheckFinding) -> JSONValue {
        .object(
            JSONObject([
                ("check", .string(finding.check.rawValue)),
                ("rule", .string(finding.rule)),
                ("target", .string(finding.target)),
                ("pointer", .string(finding.pointer)),
                ("expected", .string(finding.expected)),
                ("actual", .string(finding.actual)),
                ("classification", .string(finding.classification.rawValue)),
                ("occurrences", number(finding.occurrences)),
                ("outOf", finding.outOf.map(number) ?? .null),
                ("message", .string(finding.message)),
                ("location", finding.location.map { .string($0.description) } ?? .null),
            ]))
    }

    private func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
}
