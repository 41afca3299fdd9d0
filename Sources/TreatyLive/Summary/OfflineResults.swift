import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The offline suite's outcome read from xUnit XML (`swift test --xunit-output`): the client-regression lane.
public struct OfflineResults: Sendable, Hashable {
    /// A failing test: `Module.Suite/test()` and its first failure message.
    public struct Failure: Sendable, Hashable {
        public var test: String
        public var message: String

        public init(test: String, message: String) {
            self.test = test
            self.message = message
        }
    }

    public var tests: Int = 0
    /// Test cases marked skipped: counted, but evidence of nothing.
    public var skipped: Int = 0
    public var failures: [Failure] = []
    /// Skipped tests that generated suites mark as not verified (`not verified: …`, a hidden body
    /// allowed by `bodyUnverified:`) or as a known issue (`known issue: …`): never counted as passed.
    public var notVerified: [Failure] = []
    /// True when no offline results were given, so the lane is unknown rather than green.
    public var missing = false

    public init(missing: Bool = false) {
        self.missing = missing
    }

    /// Parses one xUnit file; `file` names it in errors.
    public init(xunit: String, file: String) throws(SummaryInputError) {
        let reader = XUnitReader()
        let parser = XMLParser(data: Data(xunit.utf8))
        parser.delegate = reader
        guard parser.parse(), reader.sawTestsuite else {
            throw SummaryInputError("'\(file)' is not xUnit XML; expected the file 'swift test --xunit-output PATH' writes")
        }
        tests = reader.tests
        skipped = reader.skipped
        failures = reader.failures
        notVerified = reader.notVerified
    }

    /// Test cases that ran: neither skipped nor absent. Zero means the files prove nothing.
    public var executed: Int { max(0, tests - skipped) }

    /// Adds another file's results (XCTest and Swift Testing write separate files).
    public mutating func merge(_ other: OfflineResults) {
        tests += other.tests
        skipped += other.skipped
        failures += other.failures
        notVerified += other.notVerified
        missing = missing && other.missing
    }
}

/// Collects test cases and their failures from xUnit XML events.
private final class XUnitReader: NSObject, XMLParserDelegate {
    var tests = 0
    var skipped = 0
    var failures: [OfflineResults.Failure] = []
    var notVerified: [OfflineResults.Failure] = []
    var sawTestsuite = false
    private var current: String?
    private var failed = false

    /// A failure message without the wrapping Swift Testing adds around a recorded error
    /// (`Caught error: … (error)`), so the summary shows what failed.
    static func readable(_ message: String) -> String {
        guard message.hasPrefix("Caught error: ") else { return message }
        let inner = message.dropFirst("Caught error: ".count)
        return String(inner.hasSuffix(" (error)") ? inner.dropLast(" (error)".count) : inner)
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testsuite", "testsuites":
            sawTestsuite = true
        case "testcase":
            tests += 1
            current = [attributes["classname"], attributes["name"]].compactMap { $0 }.joined(separator: "/")
            failed = false
        case "skipped":
            guard let test = current else { return }
            skipped += 1
            let message = attributes["message"] ?? ""
            if message.hasPrefix("not verified") || message.hasPrefix("known issue") {
                notVerified.append(.init(test: test, message: message))
            }
        case "failure", "error":
            guard let test = current, !failed else { return }
            failed = true
            failures.append(.init(test: test, message: Self.readable(attributes["message"] ?? name)))
        default:
            break
        }
    }
}
