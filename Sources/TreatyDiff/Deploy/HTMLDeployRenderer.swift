import TreatyContract
import TreatyTooling

/// `treaty can-i-deploy --format html`: one self-contained page to keep with a CI run or open
/// from a pull request: the headline, a table of app versions and their verdicts, each breaking
/// version's findings, and the install shares no usage record covers.
///
/// The page is inert. Its style is inline, it has no script, and a Content-Security-Policy
/// forbids every load and every script, so opening it fetches nothing and runs nothing even if
/// a store held markup. Every text from a store or a contract (app versions, contract names,
/// places, messages, files, reasons) goes through ``Markup/escape(_:)`` first. A verdict reads
/// as a word and a mark, never as colour alone, and every table has header cells with a scope.
/// Deterministic: no dates, the store's order, the same bytes for the same matrix.
enum HTMLDeployRenderer {
    static func render(_ matrix: DeployMatrix, subject: String) -> String {
        var body = [
            "<h1>Can <code>\(Markup.escape(subject))</code> be deployed?</h1>",
            "<p class=\"headline \(headlineClass(matrix))\">\(headlineMark(matrix))\(Markup.escape(matrix.headline))</p>",
        ]
        if !matrix.rows.isEmpty { body += versionTable(matrix) }
        body += findings(matrix)
        body += unrecorded(matrix)
        if matrix.plainBreaking > 0 {
            body.append(
                "<p class=\"note\">A plain diff from the contracts these versions were tested against finds "
                    + "\(count(matrix.plainBreaking, "breaking change")); a version breaks only on those that touch "
                    + "what its usage record says it uses.</p>")
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Can \(Markup.escape(subject)) be deployed? \(Markup.escape(matrix.headline))</title>
            <style>\(style)</style>
            </head>
            <body>
            <main>
            \(body.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    /// The versions: one row each, the app version as the row's header cell.
    private static func versionTable(_ matrix: DeployMatrix) -> [String] {
        var lines = [
            "<table class=\"versions\">",
            "<caption>App versions in the usage store, in version order</caption>",
            "<thead><tr><th scope=\"col\">App version</th><th scope=\"col\">Tested against</th>"
                + "<th scope=\"col\">Share of installs</th><th scope=\"col\">Verdict</th></tr></thead>",
            "<tbody>",
        ]
        for (index, row) in matrix.rows.enumerated() {
            var verdict = Markup.escape(DeployMatrix.verdictText(row))
            if row.verdict == .breaks { verdict = "<a href=\"#\(anchor(index))\">\(verdict)</a>" }
            lines.append(
                "<tr class=\"\(row.verdict.word)\"><th scope=\"row\"><code>\(Markup.escape(row.appVersion))</code></th>"
                    + "<td>\(testedAgainst(row))</td>"
                    + "<td class=\"share\">\(row.share.map(DeployMatrix.percent) ?? "–")</td>"
                    + "<td class=\"verdict\">\(mark(row.verdict))\(verdict)</td></tr>")
        }
        return lines + ["</tbody>", "</table>"]
    }

    /// Each breaking version's findings: a heading the verdict links to, and a table of changes
    /// with the rule, the place, the message and the place in the contract file.
    private static func findings(_ matrix: DeployMatrix) -> [String] {
        guard matrix.rows.contains(where: { $0.verdict == .breaks }) else { return [] }
        var lines = ["<h2>Findings</h2>"]
        for (index, row) in matrix.rows.enumerated() where row.verdict == .breaks {
            lines.append(
                "<h3 id=\"\(anchor(index))\"><code>\(Markup.escape(row.appVersion))</code> "
                    + "(\(testedAgainst(row))): \(count(row.breaking.count, "finding"))</h3>")
            lines.append("<table class=\"findings\">")
            lines.append(
                "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Where</th><th scope=\"col\">Change</th>"
                    + "<th scope=\"col\">Contract file</th></tr></thead>")
            lines.append("<tbody>")
            for change in row.breaking {
                lines.append(
                    "<tr><td><code>\(Markup.escape(change.rule))</code></td><td><code>\(Markup.escape(change.place))</code></td>"
                        + "<td>\(Markup.escape(change.message))</td>"
                        + "<td><code>\(change.location.map { Markup.escape($0.description) } ?? "–")</code></td></tr>")
            }
            lines += ["</tbody>", "</table>"]
        }
        return lines
    }

    /// The install shares of app versions the store holds no record of.
    private static func unrecorded(_ matrix: DeployMatrix) -> [String] {
        guard !matrix.sharesWithoutRecord.isEmpty else { return [] }
        return ["<h2>Installs without a usage record</h2>", "<p>Publish a record for these versions to judge them.</p>", "<ul>"]
            + matrix.sharesWithoutRecord.map {
                "<li><code>\(Markup.escape($0.version))</code>: \(DeployMatrix.percent($0.share)) of installs</li>"
            } + ["</ul>"]
    }

    /// `Shop 1.0.0`, escaped; a dash when the record could not say (it cannot be read).
    private static func testedAgainst(_ row: DeployMatrix.Row) -> String {
        let text = [row.contract, row.contractVersion].filter { !$0.isEmpty }.joined(separator: " ")
        return text.isEmpty ? "–" : Markup.escape(text)
    }

    /// The id of a breaking version's findings: by position, so no store text reaches an attribute.
    private static func anchor(_ index: Int) -> String { "findings-\(index + 1)" }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// The mark before a verdict, hidden from screen readers, which read the word after it.
    private static func mark(_ verdict: DeployMatrix.Verdict) -> String {
        let symbol =
            switch verdict {
            case .safe: "✓"
            case .breaks: "✗"
            case .unknown: "?"
            }
        return "<span class=\"mark\" aria-hidden=\"true\">\(symbol)</span> "
    }

    private static func headlineClass(_ matrix: DeployMatrix) -> String {
        matrix.rows.isEmpty ? "empty" : matrix.unsafeRows.isEmpty ? "safe" : "breaks"
    }

    private static func headlineMark(_ matrix: DeployMatrix) -> String {
        guard !matrix.rows.isEmpty else { return "" }
        return mark(matrix.unsafeRows.isEmpty ? .safe : .breaks)
    }

    /// The page's only style; the policy allows it by its digest and nothing else.
    static let style = """
        :root{color-scheme:light dark;--text:#1d1d1f;--line:#d0d0d7;--head:#f3f3f6;--safe:#e2f4e5;--safe-text:#17602a;\
        --breaks:#fde2e1;--breaks-text:#a1111b;--unknown:#fff1c7;--unknown-text:#7a5200}
        @media (prefers-color-scheme:dark){:root{--text:#e8e8ed;--line:#4a4a52;--head:#2a2a30;--safe:#143a1e;\
        --safe-text:#9be3ad;--breaks:#4a1518;--breaks-text:#ffb3b0;--unknown:#473a10;--unknown-text:#ffd97a}}
        body{font:15px/1.5 system-ui,sans-serif;color:var(--text);margin:0}
        main{max-width:72em;margin:2em auto;padding:0 1em}
        h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em}h3{font-size:1em;margin-top:1.5em}
        code{font-family:ui-monospace,monospace;font-size:.9em;overflow-wrap:anywhere}
        .headline{padding:.7em 1em;border-radius:6px;font-weight:600;border:1px solid var(--line)}
        table{border-collapse:collapse;width:100%;margin:1em 0}
        caption{text-align:left;font-weight:600;padding-bottom:.4em}
        th,td{border:1px solid var(--line);padding:.4em .6em;text-align:left;vertical-align:top;overflow-wrap:anywhere}
        thead th{background:var(--head)}td.share{text-align:right;white-space:nowrap}
        .safe{background:var(--safe)}.breaks{background:var(--breaks)}.unknown{background:var(--unknown)}
        .safe .verdict,.headline.safe{color:var(--safe-text)}.breaks .verdict,.headline.breaks{color:var(--breaks-text)}
        .unknown .verdict{color:var(--unknown-text)}.breaks .verdict{font-weight:600}.verdict a{color:inherit}
        .mark{display:inline-block;width:1.1em;font-weight:700}.note{color:inherit;opacity:.85}
        """

    /// Nothing may be fetched or run: no script, image, font, frame or connection; only the
    /// page's own style, named by its SHA-256, so an injected `<style>` would not apply either.
    static let policy =
        "default-src 'none'; style-src 'sha256-\(base64(hex: SHA256.hex(Array(style.utf8))))'; "
        + "base-uri 'none'; form-action 'none'"

    /// The bytes the hexadecimal digits `hex` spell, in base64: how a policy names a digest.
    static func base64(hex: String) -> String {
        let digits = Array(hex.utf8).map { $0 <= UInt8(ascii: "9") ? $0 - UInt8(ascii: "0") : $0 - UInt8(ascii: "a") + 10 }
        let bytes = stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var output = ""
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = Array(bytes[start..<min(start + 3, bytes.count)])
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0...chunk.count { output.append(alphabet[(value >> (18 - 6 * position)) & 0x3F]) }
            output += String(repeating: "=", count: 3 - chunk.count)
        }
        return output
    }
}
