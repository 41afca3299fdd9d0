import Testing
public import TreatyStubs
import XCTest

/// Ready-made reporters for the two test frameworks, so hand-written tests can write
/// `StubSession(contract: …, reporter: .swiftTesting)`.
///
/// The stub runtime itself imports neither framework; this small module is the bridge. Failures
/// land at the caller's file and line (and column, under Swift Testing).
extension FailureReporter {
    /// Records each failure as a Swift Testing issue at the caller's source location, as a
    /// ``ContractFailure`` error so the message is on the failure's first line.
    public static var swiftTesting: FailureReporter {
        FailureReporter { message, site in
            let location = SourceLocation(
                fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
            Issue.record(ContractFailure(message), sourceLocation: location)
        }
    }

    /// Fails the running XCTest at the caller's file and line.
    public static var xcTest: FailureReporter {
        FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }
    }
}
