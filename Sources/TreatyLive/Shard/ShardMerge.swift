import TreatyContract

/// The JSON reports of the N shards of one live check joined back into the run the unsharded
/// check would have made: same samples in the same order, same verdict, same report bytes.
public enum ShardMerge {
    /// Joins `reports` (each named by its file in `files`, for errors).
    /// - Throws: ``SummaryInputError`` naming the shard that is missing or given twice, a report
    ///   that is not a shard, or one that checked another contract version.
    public static func merge(_ reports: [LiveResults], files: [String]) throws(SummaryInputError) -> LiveResults {
        guard reports.count > 1 || reports.first?.run.shard != nil else {
            guard let only = reports.first else { throw SummaryInputError("no live report to merge") }
            return only
        }
        var byIndex: [Int: String] = [:]
        let count = reports.first?.run.shard?.count ?? 0
        for (report, file) in zip(reports, files) {
            guard let shard = report.run.shard else {
                throw SummaryInputError("'\(file)' is a whole run, not a shard; merge only reports written with '--shard K/N'")
            }
            guard shard.count == count else {
                throw SummaryInputError("'\(file)' is shard \(shard), but '\(files[0])' is one of \(count) shards")
            }
            if let earlier = byIndex[shard.index] {
                throw SummaryInputError("shard \(shard) is given twice: '\(earlier)' and '\(file)'")
            }
            byIndex[shard.index] = file
            if report.contracts != reports[0].contracts {
                let stamp = report.contracts.map { "'\($0.name)' \($0.version)" }.joined(separator: ", ")
                let first = reports[0].contracts.map { "'\($0.name)' \($0.version)" }.joined(separator: ", ")
                throw SummaryInputError(
                    "'\(file)' checked \(stamp), but '\(files[0])' checked \(first); merge shards of one contract version")
            }
        }
        if let missing = (1...max(1, count)).first(where: { byIndex[$0] == nil }) {
            throw SummaryInputError("shard \(missing)/\(count) is missing; pass the reports of all \(count) shards")
        }
        var run = reports[0].run
        run.results = reports.flatMap(\.run.results).sorted { $0.order < $1.order }
        run.shard = nil
        // The strictest choice any shard was run with stands for the whole.
        run.failOn = reports.reduce(into: []) { $0.formUnion($1.run.failOn) }
        return LiveResults(run: run)
    }
}
