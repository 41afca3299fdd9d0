import Foundation
import TreatyLive

/// `treaty summary`: joins the offline suite's results and a live check into two lanes.
enum SummaryCommand: CLICommand {
    static let name = "summary"
    static let summary = "join offline test results and a live check: client regressions vs schema drift"
    static let help = """
        usage: treaty summary [--offline XUNIT.xml]... [--live CHECK.json] [--format text|markdown|html]

        Reads the generated offline suite's results ('swift test --xunit-output PATH'; give both
        PATH and the '-swift-testing' file it writes beside it) and a 'treaty check --report
        json:PATH' report, and prints two lanes: client regressions (failing offline tests) and
        schema drift (plus samples that could not be verified). A red scheduled job thus still
        says whether the client itself regressed.

        exit codes: 0 both lanes green, 1 client regressions or drift, 2 unreadable input or bad usage,
                    3 nothing failed but something could not be verified

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let format: SummaryFormat = try arguments.choice("--format", default: .text)
        let offlinePaths = try arguments.values("--offline")
        let livePath = try arguments.value("--live")
        guard try arguments.positionals().isEmpty else {
            throw UsageError("unexpected argument; pass files with '--offline' and '--live'")
        }
        guard !offlinePaths.isEmpty || livePath != nil else {
            throw UsageError("nothing to summarise; pass '--offline XUNIT.xml' and/or '--live CHECK.json'")
        }
        var summary = LaneSummary()
        do {
            for path in offlinePaths { summary.offline.merge(try OfflineResults(xunit: try read(path), file: path)) }
            if let livePath { summary.live = try LiveResults(report: try read(livePath), file: livePath) }
        } catch {
            console.error("error: \(error.message)\n")
            return .usage
        }
        if offlinePaths.isEmpty { summary.offline = OfflineResults(missing: true) }
        console.out(format.render(summary))
        switch summary.verdict {
        case .red: return .findings
        case .unverified: return .unverified
        case .green: return .ok
        }
    }

    private static func read(_ path: String) throws(SummaryInputError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SummaryInputError("cannot read '\(path)'; check the path")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
