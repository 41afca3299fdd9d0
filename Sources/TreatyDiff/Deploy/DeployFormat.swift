/// The output formats of `treaty can-i-deploy` (`--format`). Each is deterministic: versions in
/// the store's order, changes most severe first, no dates.
public enum DeployFormat: String, Sendable, CaseIterable {
    /// A table of versions and verdicts, then the findings of each version that breaks.
    case text
    /// One object: `versions` (each with its verdict, share and findings) and `summary`.
    case json
    /// A table for a pull-request comment, with each breaking version's findings folded under it.
    case markdown
    /// A SARIF 2.1.0 log: one result per breaking change, naming the app versions it breaks.
    case sarif
    /// A self-contained HTML page: the headline, the table of versions, each breaking version's
    /// findings; no script, and a policy that forbids every load.
    case html

    /// Renders `matrix` for the new contracts named `subject` (`Bookshelf 1.1.0`); the output ends
    /// with a newline.
    public func render(_ matrix: DeployMatrix, subject: String) -> String {
        switch self {
        case .text: return TextDeployRenderer.render(matrix, subject: subject)
        case .json: return JSONDeployRenderer.render(matrix, subject: subject)
        case .markdown: return MarkdownDeployRenderer.render(matrix, subject: subject)
        case .sarif: return SARIFDeployRenderer.render(matrix)
        case .html: return HTMLDeployRenderer.render(matrix, subject: subject)
        }
    }
}

extension DeployMatrix {
    /// `1 of 3 app versions break (12.5 % of installs)`, or `no app version breaks`.
    public var headline: String {
        let unsafe = unsafeRows.count
        guard !rows.isEmpty else { return "the store holds no app version of these contracts" }
        var text =
            unsafe == 0
            ? "no app version of \(rows.count) breaks"
            : "\(unsafe) of \(rows.count) app version\(rows.count == 1 ? "" : "s") "
                + (unsafe == 1 ? "breaks" : "break")
        if let share = affectedShare { text += " (\(Self.percent(share)) of installs)" }
        return text
    }

    /// `12.5 %`: one decimal, so small shares still show.
    static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10) %"
    }

    /// `safe`, `breaks: 2 findings`, `unknown: …`.
    static func verdictText(_ row: Row) -> String {
        switch row.verdict {
        case .safe:
            return "safe" + (row.spared > 0 ? " (\(row.spared) breaking change\(row.spared == 1 ? "" : "s") not felt)" : "")
        case .breaks: return "breaks: \(row.breaking.count) finding\(row.breaking.count == 1 ? "" : "s")"
        case .unknown(let reason): return "unknown: \(reason)"
        }
    }

    /// Each breaking change once, with the app versions it breaks, most severe first.
    var changesByVersion: [(change: Change, versions: [Row])] {
        var order: [Change] = []
        var versions: [Change: [Row]] = [:]
        for row in rows {
            for change in row.breaking {
                if versions[change] == nil { order.append(change) }
                versions[change, default: []].append(row)
            }
        }
        return order.sorted().map { ($0, versions[$0] ?? []) }
    }
}
