/// Passed, failed and skipped cases of one keyword (one suite file).
struct ConformanceTally {
    var passed = 0
    var failed = 0
    var skipped = 0
    var skipReasons: Set<String> = []
    var failures: [String] = []

    /// `keyword: N passed, M failed`, plus skipped cases and why when there are some.
    func line(_ keyword: String) -> String {
        var text = "\(keyword): \(passed) passed, \(failed) failed"
        if skipped > 0 { text += ", \(skipped) skipped (\(skipReasons.sorted().joined(separator: ", ")))" }
        return text
    }

    static func + (lhs: ConformanceTally, rhs: ConformanceTally) -> ConformanceTally {
        ConformanceTally(
            passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed, skipped: lhs.skipped + rhs.skipped,
            skipReasons: lhs.skipReasons.union(rhs.skipReasons), failures: lhs.failures + rhs.failures)
    }
}
