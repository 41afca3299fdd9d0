/// Where in a test a stub failure should be reported: the caller's file, line and column.
///
/// Public stub APIs take `fileID`, `filePath`, `line` and `column` defaulted to the caller's, so
/// failures land on the test line under both XCTest (`file:line:`) and Swift Testing
/// (`FileLocation`).
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
    /// `Module/File.swift`, as Swift Testing's `FileLocation` wants it.
    public var fileID: String
    /// The full path, as `XCTFail(file:)` wants it.
    public var filePath: StaticString
    /// The 1-based line of the call.
    public var line: UInt
    /// The 1-based column of the call.
    public var column: UInt

    /// The caller's site when the defaults are left alone; APIs that report pass theirs through.
    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:line:column`, for messages.
    public var description: String { "\(fileID):\(line):\(column)" }

    public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.column == rhs.column
            && "\(lhs.filePath)" == "\(rhs.filePath)"
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// Turns a stub failure into a test failure.
///
/// The runtime imports neither XCTest nor Testing, so the test target supplies the bridge:
///
/// ```swift
/// // XCTest
/// let reporter = FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }
/// // Swift Testing: recorded as an error, so the message is the failure's first line
/// let reporter = FailureReporter { message, site in
///     Issue.record(ContractFailure(message), sourceLocation: SourceLocation(
///         fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
/// }
/// ```
///
/// Reports are made from the thread that calls a session's API (`verify`, `stub`, a spy
/// assertion, or the session's `deinit`), never from Foundation's loading threads, so both
/// frameworks attribute them to the running test.
public struct FailureReporter: Sendable {
    /// Receives one failure message and the call site it belongs to.
    public var report: @Sendable (_ message: String, _ site: CallSite) -> Void

    /// A reporter that hands each failure to `report`; TreatyStubsTesting has ready-made ones
    /// (`.swiftTesting`, `.xcTest`).
    public init(_ report: @escaping @Sendable (_ message: String, _ site: CallSite) -> Void) {
        self.report = report
    }
}
