import TreatyStubs
import XCTest

extension FailureReporter {
    /// Fails the running XCTest at the caller's file and line.
    static var xcTest: FailureReporter {
        FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }
    }
}
