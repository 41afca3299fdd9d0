import TreatyTooling

/// How `treaty summary` prints the two lanes.
public enum SummaryFormat: String, Sendable, Hashable, CaseIterable {
    case text
    case markdown
    case html

    /// Both lanes' one-line states, then the failing tests, drifted samples and unverified samples.
    public func render(_ summary: LaneSummary) -> String {
        let lanes = [
            (
                "Client regressions", summary.clientLine,
                summary.offline.failures.map { Item(title: $0.test, lines: [$0.message]) }
            ),
            ("Schema drift", summary.driftLine, (summary.live?.drift ?? []).map { Item(title: $0.title, lines: $0.lines) }),
            ("Could not verify", nil, (summary.live?.environment ?? []).map { Item(title: $0.title, lines: $0.lines) }),
        ]
        let meaningless = summary.live?.meaningless
        switch self {
        case .text: return text(lanes, meaningless)
        case .markdown: return markdown(lanes, meaningless)
        case .html: return html(lanes, meaningless)
        }
    }

    struct Item {
        var title: String
        var lines: [String]
    }

    private func text(_ lanes: [(String, String?, [Item])], _ meaningless: String?) -> String {
        var lines = meaningless.map { ["meaningless live run: \($0)"] } ?? []
        lines += lanes.compactMap { $0.1 }
        for (name, _, items) in lanes where !items.isEmpty {
            lines += ["", "\(name.lowercased()):"]
            for item in items { lines += ["  \(item.title)"] + item.lines.map { "    \($0)" } }
        }
        // The reports read here may come from anywhere: nothing in them reaches the terminal raw.
        return Markup.terminal(lines.joined(separator: "\n")) + "\n"
    }

    private func markdown(_ lanes: [(String, String?, [Item])], _ meaningless: String?) -> String {
        var lines = ["## Treaty summary", ""]
        if let meaningless { lines += ["> **Meaningless live run:** \(Markup.cell(meaningless))", ""] }
        lines += lanes.compactMap { $0.1 }.map { "- \(Markup.cell($0))" }
        for (name, _, items) in lanes where !items.isEmpty {
            lines += ["", "### \(name)", ""]
            for item in items {
                lines.append("- \(Markup.code(item.title))")
                lines += item.lines.map { "  - \(Markup.cell($0))" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func html(_ lanes: [(String, String?, [Item])], _ meaningless: String?) -> String {
        var body = ["<h1>Treaty summary</h1>"]
        if let meaningless {
            body.append("<p class=\"verdict meaningless\">Meaningless live run: \(Markup.escape(meaningless))</p>")
        }
        body.append("<ul>" + lanes.compactMap { $0.1 }.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul>")
        for (name, _, items) in lanes where !items.isEmpty {
            body.append("<h2>\(Markup.escape(name))</h2><ul>")
            for item in items {
                body.append(
                    "<li><code>\(Markup.escape(item.title))</code><ul>"
                        + item.lines.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul></li>")
            }
            body.append("</ul>")
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Treaty summary</title><style>\(HTMLReport.style)</style></head>
            <body>
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }
}
