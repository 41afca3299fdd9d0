import Testing
import TreatyContract

@testable import TreatyLoader

/// Issue 48: a `baseURL`, an OpenAPI `servers` url and a `stubHost` are checked where they are
/// written, not when `check` or a stub first uses them.
extension LintRuleTests {
    static func contract(_ lines: String) -> MarkedText {
        MarkedText("treaty: 1\nname: S\nversion: '1'\n" + lines + "endpoints: {}\n")
    }

    @Test func aBaseURLThatIsNoHTTPURLIsAnErrorAtItsValue() {
        for (url, message) in [
            (
                "\"javascript:alert(1)\"",
                "'baseURL' has the invalid value 'javascript:alert(1)'; expected an http or https URL with a host, "
                    + "such as 'https://api.example.com'\n"
            ),
            (
                "file:///etc/passwd",
                "'baseURL' has the invalid value 'file:///etc/passwd'; expected an http or https URL with a host, "
                    + "such as 'https://api.example.com'\n"
            ),
            (
                "https://alice:s3cret@api.example.com/v1",
                "'baseURL' carries credentials (not shown); expected a URL without 'user:password@'\n"
                    + "  hint: remove them, and pass credentials with '--header' from an environment variable\n"
            ),
        ] {
            let marked = LintRuleTests.contract("baseURL: 1️⃣\(url)\nstubHost: a.test.invalid\n")
            let lint = LintHarness(["contracts/api.yaml": marked.text])
            #expect(lint.findings == ["invalid-value@\(marked["1️⃣"])"])
            #expect(
                lint.rendered("invalid-value") == "contracts/api.yaml:\(marked["1️⃣"]): error: [invalid-value] \(message)")
            #expect(lint.result.contracts.first?.baseURL == nil)
        }
        let good = LintRuleTests.contract("baseURL: https://api.example.com/v1\nstubHost: a.test.invalid\n")
        #expect(LintHarness(["contracts/api.yaml": good.text]).findings == [])
    }

    @Test func aStubHostThatIsNoHostNameIsAnErrorAtItsValue() {
        let marked = LintRuleTests.contract("stubHost: 1️⃣\"x.invalid:99/p?q\"\n")
        let lint = LintHarness(["contracts/api.yaml": marked.text])
        #expect(lint.findings == ["invalid-value@\(marked["1️⃣"])"])
        #expect(
            lint.rendered("invalid-value") == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [invalid-value] 'stubHost' has the invalid value \
                'x.invalid:99/p?q'; expected a host name such as 'api.test.invalid', without scheme, port or path
                  hint: stubs intercept requests by host alone

                """)
        for host in ["api.test.invalid", "127.0.0.1", "[::1]", "localhost", "my_api.test"] {
            #expect(LintHarness(["contracts/api.yaml": LintRuleTests.contract("stubHost: \"\(host)\"\n").text]).findings == [])
        }
    }

    @Test func anOpenAPIServerURLThatIsNoHTTPURLIsAnErrorAtItsValue() {
        for (url, expected) in [
            ("javascript:alert(1)", "has the invalid value 'javascript:alert(1)'"),
            ("file:///etc/passwd", "has the invalid value 'file:///etc/passwd'"),
            ("https://alice:s3cret@api.example.com/v1", "carries credentials (not shown)"),
        ] {
            let api = OpenAPIHarness(
                OpenAPIHarness.header() + "servers:\n  - url: 1️⃣\"\(url)\"\nx-treaty-stub-host: 2️⃣\"h.invalid:1/p\"\npaths: {}\n")
            #expect(api.findings == ["invalid-value@\(api.marked["1️⃣"])", "invalid-value@\(api.marked["2️⃣"])"])
            #expect(api.rendered("invalid-value").contains("error: [invalid-value] 'servers[0].url' \(expected)"))
            #expect(!api.rendered("invalid-value").contains("s3cret"))
            #expect(api.contract?.baseURL == nil)
        }
        let relative = OpenAPIHarness(OpenAPIHarness.header() + "servers:\n  - url: /v1\npaths: {}\n")
        #expect(relative.findings == [])
    }
}
