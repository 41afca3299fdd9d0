public import TreatyContract

/// Works out a ``DeployMatrix``: for each stored app version, the diff from the contract it was
/// tested against to the new contracts, restricted to what its usage record says it uses.
///
/// Each distinct contract is diffed once however many versions share it (``StoredVersion/contractKey``),
/// so a store of hundreds of versions costs a few diffs and a filter per version.
public struct DeployCheck: Sendable {
    /// The contracts about to be deployed.
    public let new: [Contract]

    /// A check against `new`.
    public init(new: [Contract]) {
        self.new = new
    }

    /// One stored app version, as the store gives it.
    public struct StoredVersion: Sendable {
        /// The app version.
        public var appVersion: String
        /// Its usage record, or why it cannot be read.
        public var record: Result<UsageRecord, StoreProblem>
        /// The contract the record was tested against, or why it cannot be had.
        public var contract: Result<Contract, StoreProblem>
        /// Names the contract's content (its digest): versions with the same key share one diff.
        public var contractKey: String

        /// A stored version.
        public init(
            appVersion: String, record: Result<UsageRecord, StoreProblem>, contract: Result<Contract, StoreProblem>,
            contractKey: String
        ) {
            self.appVersion = appVersion
            self.record = record
            self.contract = contract
            self.contractKey = contractKey
        }
    }

    /// Why a stored version cannot be judged, as the store said it.
    public struct StoreProblem: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong, where.
        public var description: String

        /// A problem.
        public init(_ description: String) {
            self.description = description
        }
    }

    /// The matrix for `versions`, with `installs` giving each its share of users.
    public func matrix(_ versions: [StoredVersion], installs: InstallShares? = nil) -> DeployMatrix {
        let reports = diffs(versions)
        var rows: [DeployMatrix.Row] = []
        var plainBreaking = 0
        for version in versions {
            let share = installs?.share(of: version.appVersion)
            let record: UsageRecord
            switch (version.record, version.contract) {
            case (.failure(let problem), _), (.success, .failure(let problem)):
                let recorded = try? version.record.get()
                rows.append(
                    DeployMatrix.Row(
                        appVersion: version.appVersion, contract: recorded?.contract ?? "",
                        contractVersion: recorded?.version ?? "",
                        share: share, verdict: .unknown(problem.description)))
                continue
            case (.success(let read), .success):
                record = read
            }
            // Every version read with its contract has its key's diff.
            guard let diffed = reports[version.contractKey] else { continue }
            let breaking = diffed.breaking
            let felt = breaking.filter(UsageRestriction(record: record, formerIDs: diffed.formerIDs).breaks)
            rows.append(
                DeployMatrix.Row(
                    appVersion: version.appVersion, contract: record.contract, contractVersion: record.version, share: share,
                    verdict: felt.isEmpty ? .safe : .breaks, breaking: felt, spared: breaking.count - felt.count))
        }
        for diffed in reports.values { plainBreaking += diffed.breaking.count }
        let stored = Set(versions.map(\.appVersion))
        return DeployMatrix(
            rows: rows, plainBreaking: plainBreaking,
            sharesWithoutRecord: installs?.entries.filter { !stored.contains($0.version) } ?? [])
    }

    /// The diff of each distinct contract among the readable versions, by ``StoredVersion/contractKey``:
    /// the first version of a key gives its contract. The diffs are the check's largest cost and
    /// independent of each other, so they run side by side on the machine's cores.
    /// One diff's breaking changes, sorted, and its endpoint renames: worked out once per distinct
    /// contract, not once per version (a report sorts its changes each time they are read).
    private struct Diffed: Sendable {
        var breaking: [Change]
        var formerIDs: [String: String]
    }

    private func diffs(_ versions: [StoredVersion]) -> [String: Diffed] {
        var keys: Set<String> = []
        var distinct: [(key: String, contract: Contract)] = []
        for version in versions {
            guard case .success = version.record, case .success(let contract) = version.contract,
                keys.insert(version.contractKey).inserted
            else { continue }
            distinct.append((version.contractKey, contract))
        }
        let reports = distinct.concurrentMap { version -> Diffed in
            let report = diff(from: version.contract)
            return Diffed(
                breaking: report.changes.filter { $0.classification == .breaking && !$0.isAccepted },
                formerIDs: UsageRestriction.formerIDs(in: report))
        }
        return Dictionary(uniqueKeysWithValues: zip(distinct.map(\.key), reports))
    }

    /// The diff from `old` to its counterpart among the new contracts: the one of its name, or
    /// the only one; none (the contract removed) when the new contracts hold several others.
    private func diff(from old: Contract) -> DiffReport {
        let named = new.filter { $0.name == old.name }
        return ContractDiffer().diff(old: [old], new: named.isEmpty && new.count == 1 ? new : named)
    }
}
