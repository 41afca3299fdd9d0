/// One run's drift against a ``DriftBaseline``: which findings are new, which persist (and since
/// which run), which are resolved, and the baseline that accepts this run's state.
public struct BaselineComparison: Sendable, Hashable {
    /// Where a finding of this run stands.
    public enum Status: Sendable, Hashable {
        case new
        /// Known since the run named, or since a run that gave no id.
        case persisting(firstSeen: String?)
    }

    /// The run id this comparison was made for (`--run-id`).
    public var runID: String?
    /// Status per finding fingerprint of this run.
    public var statuses: [DriftBaseline.Fingerprint: Status]
    /// Baseline entries whose samples were judged in this run and drift no more.
    public var resolved: [DriftBaseline.Entry]
    /// The baseline after accepting this run: persisting entries keep their first run, new ones
    /// start at ``runID``, resolved ones go, and entries of samples that could not be judged stay.
    public var updated: DriftBaseline

    /// Compares `run` with `baseline`.
    public init(_ run: CheckRun, baseline: DriftBaseline, runID: String?) {
        self.runID = runID
        var statuses: [DriftBaseline.Fingerprint: Status] = [:]
        var entries: [DriftBaseline.Entry] = []
        for result in run.results {
            for finding in result.findings {
                let fingerprint = DriftBaseline.Fingerprint(
                    contract: result.contract, endpoint: result.endpoint, finding: finding)
                let known = baseline.entry(fingerprint)
                statuses[fingerprint] = known.map { .persisting(firstSeen: $0.firstSeen) } ?? .new
                entries.append(known ?? DriftBaseline.Entry(fingerprint: fingerprint, firstSeen: runID))
            }
        }
        // An endpoint is judged when at least one of its samples got a response that was checked.
        let judged = Set(run.results.filter { $0.environment == nil }.map { "\($0.contract)\u{0}\($0.endpoint)" })
        var resolved: [DriftBaseline.Entry] = []
        for entry in baseline.entries where statuses[entry.fingerprint] == nil {
            if judged.contains("\(entry.fingerprint.contract)\u{0}\(entry.fingerprint.endpoint)") {
                resolved.append(entry)
            } else {
                entries.append(entry)
            }
        }
        self.statuses = statuses
        self.resolved = resolved
        updated = DriftBaseline(entries: entries)
    }

    /// The status of one finding of the run.
    public func status(contract: String, endpoint: String, finding: CheckFinding) -> Status {
        statuses[DriftBaseline.Fingerprint(contract: contract, endpoint: endpoint, finding: finding)] ?? .new
    }

    /// How many of the run's findings are new.
    public var newCount: Int { statuses.values.filter { $0 == .new }.count }

    /// How many are known from the baseline.
    public var persistingCount: Int { statuses.count - newCount }

    /// `baseline: 1 new, 2 persisting, 1 resolved`.
    public var headline: String {
        "baseline: \(newCount) new, \(persistingCount) persisting, \(resolved.count) resolved"
    }
}
