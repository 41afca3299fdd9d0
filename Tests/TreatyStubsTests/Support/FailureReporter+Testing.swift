import Testing
import TreatyStubs

extension FailureReporter {
    /// Records each stub failure as a Swift Testing issue at the caller's source location.
    static var swiftTesting: FailureReporter {
        FailureReporter { message, site in
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)
                )
            )
        }
    }
}
