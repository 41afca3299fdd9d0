import Testing
import TreatyContract
import TreatyTooling

@testable import TreatyDiff

/// `treaty can-i-deploy --format html` as text. The page in a real browser (rows, verdicts,
/// hostile text staying text, nothing loaded or run) is `make deploy-html-check`.
@Suite struct HTMLDeployRendererTests {
    /// `response field removed: 'subject'` in `contract`'s getUser 200 body, at api.yaml:`line`:7.
    static func removed(_ subject: String, contract: String = "Shop", file: String = "api.yaml", line: Int = 12) -> Change {
        Change(
            rule: .responseFieldRemoved, subject: subject, pointer: "/properties/\(subject)",
            location: FileLocation(file: file, line: line, column: 7), before: "string"
        ).placed(contract: contract, endpoint: "getUser", status: "200", target: "response.body")
    }

    /// A version that breaks, one safe despite a change it does not feel, one that cannot be
    /// judged, and a share of installs with no record.
    static let matrix = DeployMatrix(
        rows: [
            DeployMatrix.Row(
                appVersion: "1.0.0", contract: "Shop", contractVersion: "1.0.0", share: 0.3, verdict: .breaks,
                breaking: [removed("email")], spared: 0),
            DeployMatrix.Row(
                appVersion: "1.1.0", contract: "Shop", contractVersion: "1.0.0", share: 0.5, verdict: .safe, spared: 1),
            DeployMatrix.Row(
                appVersion: "2.0.0", contract: "", contractVersion: "", verdict: .unknown("shop/2.0.0.json: not JSON")),
        ],
        plainBreaking: 1, sharesWithoutRecord: [InstallShares.Entry(version: "0.9.0", share: 0.05)])

    @Test func page() {
        let expected = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(HTMLDeployRenderer.policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Can Shop 1.1.0 be deployed? 2 of 3 app versions break (30.0 % of installs)</title>
            <style>\(HTMLDeployRenderer.style)</style>
            </head>
            <body>
            <main>
            <h1>Can <code>Shop 1.1.0</code> be deployed?</h1>
            <p class="headline breaks"><span class="mark" aria-hidden="true">✗</span> 2 of 3 app versions break \
            (30.0 % of installs)</p>
            <table class="versions">
            <caption>App versions in the usage store, in version order</caption>
            <thead><tr><th scope="col">App version</th><th scope="col">Tested against</th>\
            <th scope="col">Share of installs</th><th scope="col">Verdict</th></tr></thead>
            <tbody>
            <tr class="breaks"><th scope="row"><code>1.0.0</code></th><td>Shop 1.0.0</td><td class="share">30.0 %</td>\
            <td class="verdict"><span class="mark" aria-hidden="true">✗</span> <a href="#findings-1">breaks: 1 finding</a>\
            </td></tr>
            <tr class="safe"><th scope="row"><code>1.1.0</code></th><td>Shop 1.0.0</td><td class="share">50.0 %</td>\
            <td class="verdict"><span class="mark" aria-hidden="true">✓</span> safe (1 breaking change not felt)</td></tr>
            <tr class="unknown"><th scope="row"><code>2.0.0</code></th><td>–</td><td class="share">–</td>\
            <td class="verdict"><span class="mark" aria-hidden="true">?</span> unknown: shop/2.0.0.json: not JSON</td></tr>
            </tbody>
            </table>
            <h2>Findings</h2>
            <h3 id="findings-1"><code>1.0.0</code> (Shop 1.0.0): 1 finding</h3>
            <table class="findings">
            <thead><tr><th scope="col">Rule</th><th scope="col">Where</th><th scope="col">Change</th>\
            <th scope="col">Contract file</th></tr></thead>
            <tbody>
            <tr><td><code>response-field-removed</code></td><td><code>Shop getUser 200 response.body/properties/email</code>\
            </td><td>response field removed: &#39;email&#39;; was &#39;string&#39;</td><td><code>api.yaml:12:7</code></td></tr>
            </tbody>
            </table>
            <h2>Installs without a usage record</h2>
            <p>Publish a record for these versions to judge them.</p>
            <ul>
            <li><code>0.9.0</code>: 5.0 % of installs</li>
            </ul>
            <p class="note">A plain diff from the contracts these versions were tested against finds 1 breaking change; \
            a version breaks only on those that touch what its usage record says it uses.</p>
            </main>
            </body>
            </html>

            """
        #expect(DeployFormat.html.render(Self.matrix, subject: "Shop 1.1.0") == expected)
        #expect(DeployFormat(rawValue: "html") == .html)
    }

    @Test func emptyStore() {
        let page = DeployFormat.html.render(DeployMatrix(rows: []), subject: "Shop 1.1.0")
        let lines = page.split(separator: "\n")
        let main = lines.drop { $0 != "<main>" }.dropFirst().prefix { $0 != "</main>" }
        #expect(
            Array(main) == [
                "<h1>Can <code>Shop 1.1.0</code> be deployed?</h1>",
                "<p class=\"headline empty\">the store holds no app version of these contracts</p>",
            ])
    }

    @Test func everyVersionSafe() {
        let matrix = DeployMatrix(rows: [
            DeployMatrix.Row(appVersion: "1.0.0", contract: "Shop", contractVersion: "1.0.0", verdict: .safe)
        ])
        let page = DeployFormat.html.render(matrix, subject: "Shop 1.1.0")
        #expect(
            page.contains(
                "<p class=\"headline safe\"><span class=\"mark\" aria-hidden=\"true\">✓</span> no app version of 1 breaks</p>"))
        #expect(!page.contains("<h2>"))
    }

    /// Store and contract text an attacker writes (a record file's name, its `contract`, a
    /// member's name, a reason, an install file's version) stays text: no tag, attribute,
    /// entity or control character of its own reaches the page.
    @Test func hostileTextCannotInjectMarkup() {
        let hostile = "\"><img src=x onerror=document.title='pwned'>"
        let matrix = DeployMatrix(
            rows: [
                DeployMatrix.Row(
                    appVersion: "<script>document.title='pwned'</script>", contract: hostile, contractVersion: "1'\"",
                    share: 0.5, verdict: .breaks,
                    breaking: [
                        Self.removed("</td><script>x</script>\u{1B}[31m\u{0}\u{202E}", contract: hostile, file: "a<b>.yaml")
                    ]),
                DeployMatrix.Row(
                    appVersion: "2.0.0", contract: "Shop", contractVersion: "1", verdict: .unknown("<iframe src=//evil.test>")),
            ],
            sharesWithoutRecord: [InstallShares.Entry(version: "<b onmouseover=alert(1)>0.9</b>", share: 0.1)])
        let page = DeployFormat.html.render(matrix, subject: "Shop <svg onload=alert(1)>")

        let ownTags: Set = [
            "!DOCTYPE", "html", "head", "meta", "title", "style", "body", "main", "h1", "h2", "h3", "p", "code", "span", "a",
            "table", "caption", "thead", "tbody", "tr", "th", "td", "ul", "li",
        ]
        #expect(Set(Self.tags(in: page)).subtracting(ownTags).isEmpty)
        let ownValues: Set = [
            "en", "utf-8", "Content-Security-Policy", HTMLDeployRenderer.policy, "viewport",
            "width=device-width, initial-scale=1", "headline breaks", "mark", "true", "versions", "findings", "col", "row",
            "breaks", "unknown", "share", "verdict", "findings-1", "#findings-1",
        ]
        #expect(Set(Self.attributeValues(in: page)).subtracting(ownValues).isEmpty)
        let visible = page.unicodeScalars.allSatisfy { (scalar: Unicode.Scalar) -> Bool in
            scalar == "\n" || (scalar.value >= 0x20 && scalar.value != 0x7F && scalar.value != 0x202E)
        }
        #expect(visible)

        #expect(page.contains("<code>&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;</code>"))
        #expect(page.contains("&quot;&gt;&lt;img src=x onerror=document.title=&#39;pwned&#39;&gt; 1&#39;&quot;"))
        #expect(page.contains("&lt;/td&gt;&lt;script&gt;x&lt;/script&gt;\\u{1B}[31m\\u{0}\\u{202E}"))
        #expect(page.contains("<code>a&lt;b&gt;.yaml:12:7</code>"))
        #expect(page.contains("unknown: &lt;iframe src=//evil.test&gt;"))
        #expect(page.contains("<li><code>&lt;b onmouseover=alert(1)&gt;0.9&lt;/b&gt;</code>: 10.0 % of installs</li>"))
        #expect(page.contains("<title>Can Shop &lt;svg onload=alert(1)&gt; be deployed?"))
    }

    /// The policy names the style by its SHA-256 in base64, as browsers compute it.
    @Test func policyAllowsOnlyTheStyle() {
        #expect(HTMLDeployRenderer.base64(hex: "66") == "Zg==")
        #expect(HTMLDeployRenderer.base64(hex: "666f") == "Zm8=")
        #expect(HTMLDeployRenderer.base64(hex: "666f6f62") == "Zm9vYg==")
        #expect(
            HTMLDeployRenderer.base64(hex: SHA256.hex(Array("abc".utf8)))
                == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        let digest = HTMLDeployRenderer.base64(hex: SHA256.hex(Array(HTMLDeployRenderer.style.utf8)))
        #expect(
            HTMLDeployRenderer.policy
                == "default-src 'none'; style-src 'sha256-\(digest)'; base-uri 'none'; form-action 'none'")
    }

    @Test func sameMatrixSameBytes() {
        let first = DeployFormat.html.render(Self.matrix, subject: "Shop 1.1.0")
        #expect(DeployFormat.html.render(Self.matrix, subject: "Shop 1.1.0") == first)
        #expect(!first.contains("\r") && first.hasSuffix("</html>\n"))
    }

    /// The name of every tag the page opens or closes.
    private static func tags(in page: String) -> [String] {
        page.split(separator: "<", omittingEmptySubsequences: false).dropFirst().map { part in
            String(part.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber || $0 == "!" })
        }
    }

    /// The value of every attribute: the page's only `"` delimit them (text writes `&quot;`), so
    /// every second piece between two is one; a stray quote would shift them all.
    private static func attributeValues(in page: String) -> [String] {
        page.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }
}
