/// The answer of `treaty can-i-deploy`: for every stored app version, whether the new API breaks
/// it, with the findings that do, and (given install shares) how many users that is.
///
/// Build one with ``DeployCheck``; render it with ``DeployFormat``.
public struct DeployMatrix: Sendable {
    /// One row per app version, in the store's version order.
    public var rows: [Row]
    /// The breaking changes of a plain diff, per contract version diffed: what a diff alone would
    /// have reported, for comparison.
    public var plainBreaking: Int
    /// The share of active installs the install file gave no app version of the store, if any.
    public var sharesWithoutRecord: [InstallShares.Entry]

    /// A matrix of `rows`.
    public init(rows: [Row], plainBreaking: Int = 0, sharesWithoutRecord: [InstallShares.Entry] = []) {
        self.rows = rows
        self.plainBreaking = plainBreaking
        self.sharesWithoutRecord = sharesWithoutRecord
    }

    /// One app version's verdict.
    public struct Row: Sendable {
        /// The app version, as published.
        public var appVersion: String
        /// The contract's name and the version of it the app was tested against.
        public var contract: String
        /// The contract's `version:` in the record.
        public var contractVersion: String
        /// Its share of active installs, 0...1, when an install file gave one.
        public var share: Double?
        /// The verdict.
        public var verdict: Verdict
        /// The changes that break this version, most severe first.
        public var breaking: [Change]
        /// Breaking changes of the diff from this version's contract that this version does not feel.
        public var spared: Int

        /// A row.
        public init(
            appVersion: String, contract: String, contractVersion: String, share: Double? = nil, verdict: Verdict,
            breaking: [Change] = [], spared: Int = 0
        ) {
            self.appVersion = appVersion
            self.contract = contract
            self.contractVersion = contractVersion
            self.share = share
            self.verdict = verdict
            self.breaking = breaking
            self.spared = spared
        }
    }

    /// What the new API does to one app version.
    public enum Verdict: Sendable, Equatable {
        /// Nothing it uses changes in a way it feels.
        case safe
        /// At least one breaking change touches what it uses.
        case breaks
        /// Its record or contract cannot be read: it is counted as broken, since nobody can say.
        case unknown(String)

        /// `safe`, `breaks` or `unknown`: the word reports and JSON use.
        public var word: String {
            switch self {
            case .safe: return "safe"
            case .breaks: return "breaks"
            case .unknown: return "unknown"
            }
        }
    }

    /// Rows broken or unknown: the versions a gate holds back for.
    public var unsafeRows: [Row] { rows.filter { $0.verdict != .safe } }

    /// The share of installs on versions that break, or that cannot be judged; nil when no
    /// install shares were given.
    public var affectedShare: Double? {
        guard rows.contains(where: { $0.share != nil }) else { return nil }
        return unsafeRows.reduce(0) { $0 + ($1.share ?? 0) }
    }
}
