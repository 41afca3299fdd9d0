import TreatyContract
import TreatyTooling

/// `treaty can-i-deploy --format sarif`: one `error` result per breaking change that breaks at
/// least one stored app version, at the change's place in the contract, naming the versions (and
/// their share of installs), so code scanning shows the pull request's line with who it breaks.
/// A version that cannot be judged is a `warning` without a location in a contract.
enum SARIFDeployRenderer {
    static func render(_ matrix: DeployMatrix) -> String {
        var entries: [SARIFWriter.Entry] = []
        for (change, rows) in matrix.changesByVersion {
            var versions = rows.prefix(10).map(\.appVersion).joined(separator: ", ")
            if rows.count > 10 { versions += " and \(rows.count - 10) more" }
            let shares = rows.compactMap(\.share)
            let share = shares.isEmpty ? "" : " (\(DeployMatrix.percent(shares.reduce(0, +))) of installs)"
            let location = change.location ?? FileLocation(file: "", line: 1, column: 1)
            let diagnostic = Diagnostic(
                .error, change.rule, "\(change.place): \(change.message); breaks app version(s) \(versions)\(share)",
                at: location, pointer: change.pointer.isEmpty ? nil : change.pointer)
            entries.append(SARIFWriter.Entry(diagnostic, level: .error, isLocated: change.location != nil, suppression: nil))
        }
        for row in matrix.rows {
            guard case .unknown(let reason) = row.verdict else { continue }
            let diagnostic = Diagnostic(
                .warning, "usage-record-unreadable", "app version \(row.appVersion) cannot be judged: \(reason)",
                at: FileLocation(file: "", line: 1, column: 1))
            entries.append(SARIFWriter.Entry(diagnostic, level: .warning, isLocated: false, suppression: nil))
        }
        return SARIFWriter().render(entries)
    }
}
