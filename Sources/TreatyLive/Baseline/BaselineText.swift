/// How the human-readable reports name a finding's place against the baseline.
enum BaselineText {
    /// `new`, `known since run 41`, or nil without a baseline.
    static func status(_ baseline: BaselineComparison?, _ result: SampleResult, _ finding: CheckFinding) -> String? {
        switch baseline?.status(contract: result.contract, endpoint: result.endpoint, finding: finding) {
        case .new?: return "new"
        case .persisting(let run)?: return "known" + since(run)
        case nil: return nil
        }
    }

    /// ` since run 41`, or nothing when the first run gave no id.
    static func since(_ run: String?) -> String {
        run.map { " since run \($0)" } ?? ""
    }
}
