import TreatyContract

/// `treaty can-i-deploy`'s terminal report: the headline, a table of versions, then each
/// breaking version's findings as compiler-style lines, so an editor links each to its file.
/// Store text (versions, contract names) and contract text are escaped: neither can write a
/// line of its own.
enum TextDeployRenderer {
    static func render(_ matrix: DeployMatrix, subject: String) -> String {
        var output = "can-i-deploy \(subject.visiblyEscaped): \(matrix.headline)\n"
        guard !matrix.rows.isEmpty else { return output }
        let header = ["app version", "tested against", "installs", "verdict"]
        let table = matrix.rows.map { row in
            [
                row.appVersion.visiblyEscaped, "\(row.contract) \(row.contractVersion)".visiblyEscaped,
                row.share.map(DeployMatrix.percent) ?? "-", DeployMatrix.verdictText(row).visiblyEscaped,
            ]
        }
        let widths = (0..<header.count).map { column in ([header] + table).map { $0[column].count }.max() ?? 0 }
        output += "\n"
        for cells in [header] + table {
            let padded = cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            output += "  " + padded.joined(separator: "  ") + "\n"
        }
        for row in matrix.rows where row.verdict == .breaks {
            output +=
                "\n\(row.appVersion.visiblyEscaped) (\(row.contract.visiblyEscaped) \(row.contractVersion.visiblyEscaped)) breaks:\n"
            for change in row.breaking {
                output += "  " + (change.location.map { "\($0): ".visiblyEscaped } ?? "")
                output += "[\(change.rule)] \(change.place.visiblyEscaped): \(change.message.visiblyEscaped)\n"
            }
        }
        if !matrix.sharesWithoutRecord.isEmpty {
            let listed = matrix.sharesWithoutRecord.map { "\($0.version.visiblyEscaped) (\(DeployMatrix.percent($0.share)))" }
            output += "\nno usage record for: \(listed.joined(separator: ", ")); publish one to judge them\n"
        }
        return output
    }
}
