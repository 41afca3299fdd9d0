import Testing
import TreatyStubs
import TreatyStubsTesting

/// Under Swift Testing a stub failure is recorded as an error, so its message is the issue's
/// first line (`Caught error: client regression: …`), not a bare `Issue recorded`.
@Suite struct FailureFirstLineTests {
    @Test func theSwiftTestingReporterRecordsTheMessageAsTheIssuesError() {
        let message = "client regression: getNote/notFound: expected .notFound, got .unknown"
        withKnownIssue {
            FailureReporter.swiftTesting.report(message, CallSite())
        } matching: { issue in
            (issue.error as? ContractFailure)?.message == message && issue.description.contains(message)
        }
    }
}
