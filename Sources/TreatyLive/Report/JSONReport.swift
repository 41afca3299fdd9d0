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
                ("failOn", .array(CheckRun.FailOn.allCases.filter(run.failOn.contains).map { .string($0.rawValue) })),
                ("baseline", baselineValue),
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
                (
                    "shard",
                    run.shard.map { .object(JSONObject([("count", number($0.count)), ("index", number($0.index))])) } ?? .null
                ),
            ]))
    }

    private var counts: JSONValue {
        var pairs: [(String, JSONValue)] = [("samples", number(run.results.count))]
        // `additive` counts findings, as `breaking` does; samples with only such findings are `additiveSamples`.
        for verdict in SampleResult.Verdict.allCases {
            pairs.append((verdict == .additive ? "additiveSamples" : verdict.rawValue, number(run.count(verdict))))
        }
        // A live finding is never a `warning` (only the diff cannot always decide), so the report keeps its three counts.
        for classification in ChangeClass.allCases where classification != .warning {
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

    private var baselineValue: JSONValue {
        guard let baseline = run.baseline else { return .null }
        let resolved: [JSONValue] = baseline.resolved.map { entry in
            .object(
                JSONObject([
                    ("fingerprint", .string(entry.fingerprint.description)),
                    ("firstSeen", entry.firstSeen.map(JSONValue.string) ?? .null),
                ]))
        }
        return .object(
            JSONObject([
                ("new", number(baseline.newCount)), ("persisting", number(baseline.persistingCount)),
                ("resolved", .array(resolved)), ("runId", baseline.runID.map(JSONValue.string) ?? .null),
                ("strict", .bool(run.strict)),
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
                ("order", number(result.order)),
                ("request", .string(result.request)),
                ("status", result.status.map(number) ?? .null),
                ("attempts", number(result.attempts)),
                ("verdict", .string(result.verdict.rawValue)),
                ("location", .string(result.location.description)),
                ("environment", environment),
                ("explored", .bool(result.replay != nil)),
                ("replay", result.replay.map(JSONValue.string) ?? .null),
                ("findings", .array(result.findings.map { finding($0, of: result) })),
            ]))
    }

    private func finding(_ finding: CheckFinding, of result: SampleResult) -> JSONValue {
        var status: JSONValue = .null
        var firstSeen: JSONValue = .null
        switch run.baseline?.status(contract: result.contract, endpoint: result.endpoint, finding: finding) {
        case .new?: status = "new"
        case .persisting(let run)?:
            status = "persisting"
            firstSeen = run.map(JSONValue.string) ?? .null
        case nil: break
        }
        return .object(
            JSONObject([
                ("baseline", status),
                ("firstSeen", firstSeen),
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
