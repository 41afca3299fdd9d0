import Foundation
import LoopbackListener
import Testing

@Suite struct CheckCommandTests {
    static let contract = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        endpoints:
          list:
            method: GET
            path: /items
            responses:
              200: { body: { type: array } }
            live:
              - {}

        """

    @Test func aMissingEnvironmentVariableIsAUsageErrorNamingIt() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": CheckCommandTests.contract])
        let output = try await TreatyRunner.run(
            ["check", "--base-url", "http://127.0.0.1:9", "--header", "Authorization: Bearer ${TREATY_TEST_UNSET_TOKEN}"],
            in: folder
        )
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: environment variable 'TREATY_TEST_UNSET_TOKEN' used by header 'Authorization' is not set; "
                + "export it before running 'treaty check'\nrun 'treaty check --help' for usage\n")
    }

    /// Issue 48: `--timeout -1` said "missing value"; a negative number is refused as a number.
    @Test func aNegativeNumberIsRefusedForItsValue() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": CheckCommandTests.contract])
        for (option, message) in [
            ("--timeout", "option '--timeout' does not accept '-1'; expected a positive number of seconds"),
            ("--retries", "option '--retries' does not accept '-1'; expected a whole number from 0 to 10"),
        ] {
            let output = try await TreatyRunner.run(["check", "--base-url", "http://127.0.0.1:9", option, "-1"], in: folder)
            #expect(output.status == 2)
            #expect(output.stderr == "error: \(message)\nrun 'treaty check --help' for usage\n")
        }
    }

    @Test func aBadReportTargetIsAUsageError() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": CheckCommandTests.contract])
        let output = try await TreatyRunner.run(
            ["check", "--base-url", "http://127.0.0.1:9", "--report", "pdf:x.pdf"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: option '--report' does not accept 'pdf:x.pdf'; expected FORMAT:PATH with FORMAT one of "
                + "'json', 'junit', 'markdown' or 'html', e.g. 'json:check.json'\nrun 'treaty check --help' for usage\n")
    }

    @Test func anUnreachableAPIExitsThreeNotOneAndTheReportsSayEnvironment() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": CheckCommandTests.contract])
        let closed = try ClosedPort()
        defer { closed.close() }
        let base = closed.baseURL
        let output = try await TreatyRunner.run(
            [
                "check", "--base-url", base, "--retries", "0", "--header", "Authorization: Bearer ${SHOP_TOKEN}", "--report",
                "json:out/check.json", "--report", "junit:out/check.xml",
            ],
            in: folder, environment: ["SHOP_TOKEN": "shop-secret-4711"]
        )
        #expect(output.status == 3)
        #expect(
            output.stdout.hasPrefix(
                "meaningless run: no sample could be verified (1 refused); check the base URL and that the API is up"))
        #expect(output.stdout.contains("could not verify [refused]"))
        let json = try String(contentsOf: folder.appendingPathComponent("out/check.json"), encoding: .utf8)
        #expect(json.contains("\"verdict\": \"environment\""))
        let junit = try String(contentsOf: folder.appendingPathComponent("out/check.xml"), encoding: .utf8)
        #expect(junit.contains("<error type=\"refused\""))
        #expect(!(json + junit + output.stdout + output.stderr).contains("shop-secret-4711"))
        // A job that passes over environment trouble still fails when nothing was verified.
        let lenient = try await TreatyRunner.run(
            ["check", "--base-url", base, "--retries", "0", "--fail-on", "drift"], in: folder)
        #expect(lenient.status == 3)
    }

    @Test func summaryJoinsTheLanes() async throws {
        let xunit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites><testsuite name="TestResults" tests="2" failures="1">
            <testcase classname="ShopTests.ShopContractTests" name="testListSuccess" time="0.1"/>
            <testcase classname="ShopTests.ShopContractTests" name="testListServerError" time="0.1"><failure message="expected http(500), got success"/></testcase>
            </testsuite></testsuites>
            """
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": CheckCommandTests.contract, "offline.xml": xunit])
        let closed = try ClosedPort()
        defer { closed.close() }
        let base = closed.baseURL
        _ = try await TreatyRunner.run(["check", "--base-url", base, "--retries", "0", "--report", "json:live.json"], in: folder)
        let output = try await TreatyRunner.run(["summary", "--offline", "offline.xml", "--live", "live.json"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                """
                meaningless live run: no sample could be verified (1 refused); check the base URL and that the API is up
                client regressions: 1 of 2 offline test(s) failed
                schema drift: meaningless run: no sample could be verified (1 refused);
                """))
        #expect(
            output.stdout.contains("  ShopTests.ShopContractTests/testListServerError\n    expected http(500), got success\n"))
        let liveOnly = try await TreatyRunner.run(["summary", "--live", "live.json", "--format", "markdown"], in: folder)
        #expect(liveOnly.status == 3)
        #expect(liveOnly.stdout.hasPrefix("## Treaty summary\n"))
        let unreadable = try await TreatyRunner.run(["summary", "--live", "offline.xml"], in: folder)
        #expect(unreadable.status == 2)
    }

    @Test func aMissingOfflineFileSaysWhereSwiftPMPutTheResults() async throws {
        let folder = try TreatyRunner.folder(["reports/offline-swift-testing.xml": "<testsuites/>"])
        let output = try await TreatyRunner.run(["summary", "--offline", "reports/offline.xml"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: cannot read 'reports/offline.xml'; the Swift Testing results are in "
                + "'reports/offline-swift-testing.xml', pass that; XCTest results are written there only with "
                + "'swift test --parallel --xunit-output reports/offline.xml' (see docs/generate.md, 'Result files')\n")
    }
}
