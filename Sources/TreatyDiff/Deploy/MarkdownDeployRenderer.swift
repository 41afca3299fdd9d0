import TreatyContract
import TreatyTooling

/// `treaty can-i-deploy --format markdown`, for a pull-request comment: the headline, a table of
/// versions, and each breaking version's findings folded under a `<details>`. Every store and
/// contract text goes through ``Markup``, so no record or contract can put a link or a tag into
/// the comment. Findings past ``maximumFindings`` per version, or past ``maximumCharacters`` in
/// all, are counted instead of listed: a forge refuses a comment much larger.
enum MarkdownDeployRenderer {
    static let maximumFindings = 20
    static let maximumCharacters = 50_000

    static func render(_ matrix: DeployMatrix, subject: String) -> String {
        var output = "### Can \(Markup.code(subject)) be deployed?\n\n\(Markup.cell(matrix.headline))\n"
        guard !matrix.rows.isEmpty else { return output }
        output += "\n| App version | Tested against | Installs | Verdict |\n| --- | --- | --- | --- |\n"
        for row in matrix.rows {
            let verdict =
                switch row.verdict {
                case .safe: Markup.cell(DeployMatrix.verdictText(row))
                case .breaks: "**\(Markup.cell(DeployMatrix.verdictText(row)))**"
                case .unknown: "_\(Markup.cell(DeployMatrix.verdictText(row)))_"
                }
            output += "| \(Markup.code(row.appVersion)) | \(Markup.cell("\(row.contract) \(row.contractVersion)")) | "
            output += "\(row.share.map(DeployMatrix.percent) ?? "–") | \(verdict) |\n"
        }
        for row in matrix.rows where row.verdict == .breaks {
            var section = "\n<details><summary>\(Markup.cell(row.appVersion)): \(row.breaking.count) finding"
            section += row.breaking.count == 1 ? "</summary>\n\n" : "s</summary>\n\n"
            for change in row.breaking.prefix(maximumFindings) {
                section += "- `\(change.rule)` \(Markup.code(change.place)): \(Markup.cell(change.message))\n"
            }
            if row.breaking.count > maximumFindings {
                section += "- and \(row.breaking.count - maximumFindings) more; `--format json` lists every one\n"
            }
            section += "\n</details>\n"
            guard output.utf8.count + section.utf8.count <= maximumCharacters else {
                output += "\nThe findings of further versions are left out here; `--format json` lists every one.\n"
                break
            }
            output += section
        }
        if !matrix.sharesWithoutRecord.isEmpty {
            let listed = matrix.sharesWithoutRecord.map { "\(Markup.code($0.version)) (\(DeployMatrix.percent($0.share)))" }
            output += "\nNo usage record for \(listed.joined(separator: ", ")): publish one to judge them.\n"
        }
        return output
    }
}
