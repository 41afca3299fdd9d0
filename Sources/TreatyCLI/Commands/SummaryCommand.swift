import ArgumentParser
import Foundation
import TreatyContract
import TreatyLive
import TreatyLoader
import TreatyTooling

/// `treaty summary`: joins the offline suite's results and a live check into two lanes.
struct SummaryCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Join offline test results and a live check: client regressions vs schema drift.",
        discussion: """
            Reads the generated offline suite's results ('swift test --xunit-output PATH'; give both PATH \
            and the '-swift-testing' file it writes beside it) and a 'treaty check --report json:PATH' \
            report, and prints two lanes: client regressions (failing offline tests) and schema drift (plus \
            samples that could not be verified). A red scheduled job thus still says whether the client \
            itself regressed.

            The verdict is computed again from the live report's samples, never taken from it. With \
            '--contract' (a file or folder, Treaty or OpenAPI), a live report written for another version \
            of a contract is refused.

            Several '--live' reports are the shards of one check ('treaty check --shard K/N'): they are \
            merged into the run the unsharded check would have made, and a missing or repeated shard, or \
            shards of another contract version, are refused. '--report FORMAT:PATH' writes that (merged) \
            live report again as json, junit, markdown or html. '--live-only' judges the live lane alone \
            with 'treaty check''s exit code, for a job that only merges shards.

            exit codes: 0 both lanes green, 1 client regressions or drift, 2 unreadable input or bad usage
                        (or a report for another contract version), 3 nothing failed but something could
                        not be verified, 4 no evidence (no offline test ran, or the live report has no samples)
            """)

    @Option(
        name: .customLong("offline"),
        help: ArgumentHelp("An xUnit file of the offline suite (repeatable).", valueName: "xunit.xml"))
    var offlinePaths: [String] = []

    @Option(
        name: .customLong("live"),
        help: ArgumentHelp(
            "A 'treaty check' JSON report; several are the shards of one check (repeatable).", valueName: "check.json"))
    var livePaths: [String] = []

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Write the (merged) live report as json, junit, markdown or html (repeatable).", valueName: "format:path"))
    var reports: [ReportTarget] = []

    @Flag(help: "Judge the live lane alone, with 'treaty check''s exit code (no '--offline').")
    var liveOnly = false

    @Option(
        name: .customLong("contract"),
        help: ArgumentHelp("The contracts the live report must be for (repeatable).", valueName: "contract"))
    var contractPaths: [String] = []

    @Option(help: "Output format.")
    var format: SummaryFormat = .text

    @Argument(help: .hidden)
    var unexpected: [String] = []

    func validate() throws {
        guard unexpected.isEmpty else {
            throw UsageError("unexpected argument; pass files with '--offline' and '--live'")
        }
        if liveOnly, livePaths.isEmpty || !offlinePaths.isEmpty {
            throw UsageError("'--live-only' needs '--live CHECK.json' and no '--offline'")
        }
        guard !offlinePaths.isEmpty || !livePaths.isEmpty else {
            throw UsageError("nothing to summarise; pass '--offline XUNIT.xml' and/or '--live CHECK.json'")
        }
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        try ReportFile.refuse(reports, over: livePaths + offlinePaths + contractPaths, role: "the input")
        var summary = LaneSummary()
        do {
            for path in offlinePaths {
                summary.offline.merge(try OfflineResults(xunit: try Self.read(path, offline: true), file: path))
            }
            if !livePaths.isEmpty {
                var shards: [LiveResults] = []
                for path in livePaths {
                    let live = try LiveResults(report: try Self.read(path), file: path)
                    if !contractPaths.isEmpty { try live.requireContracts(try Self.versions(contractPaths), file: path) }
                    shards.append(live)
                }
                summary.live = try ShardMerge.merge(shards, files: livePaths)
            }
        } catch {
            console.error("error: \(error.message)\n")
            return .usage
        }
        if offlinePaths.isEmpty { summary.offline = OfflineResults(missing: true) }
        if let run = summary.live?.run, !ReportFile.write(run, to: reports, redactor: Redactor(), console: console) {
            return .usage
        }
        console.out(format.render(summary))
        if liveOnly, let live = summary.live { return ExitCode(live.outcome) }
        switch summary.verdict {
        case .red: return .findings
        case .noEvidence: return .noEvidence
        case .unverified: return .unverified
        case .green: return .ok
        }
    }

    /// A live report's text: a regular file (a pipe would block) of at most
    /// ``LiveResults/maxReportBytes``, measured on disk before it is opened.
    private static func readLive(_ path: String) throws(SummaryInputError) -> String {
        let limit = LiveResults.maxReportBytes
        if let size = FileSizeLimits.sizeOnDisk(path), size > limit {
            throw SummaryInputError(
                "'\(path)' is \(size) bytes, over the \(limit)-byte (16 MiB) limit for a 'treaty check' report; "
                    + "split the run with 'treaty check --shard K/N' and pass each shard's report with '--live'")
        }
        do {
            return String(decoding: try FileSource.local.read(path), as: UTF8.self)
        } catch {
            throw SummaryInputError("cannot read '\(path)': \(error); check the path")
        }
    }

    /// The name and version of every contract under `paths`.
    private static func versions(_ paths: [String]) throws(SummaryInputError) -> [CheckRun.ContractVersion] {
        let loaded = ContractLoader().load(paths)
        guard loaded.unreadable.isEmpty, !loaded.diagnostics.hasErrors, !loaded.contracts.isEmpty else {
            throw SummaryInputError(
                "cannot read the contracts given with '--contract'; run 'treaty lint \(paths.joined(separator: " "))'")
        }
        return loaded.contracts.map { CheckRun.ContractVersion(name: $0.name, version: $0.version) }
    }

    /// The file's text. A missing offline file gets the reason it is usually missing: SwiftPM
    /// writes Swift Testing results beside the path as `NAME-swift-testing.xml`, and on Linux
    /// writes XCTest results to the path itself only under `--parallel`.
    private static func read(_ path: String, offline: Bool = false) throws(SummaryInputError) -> String {
        if !offline { return try readLive(path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            guard offline else { throw SummaryInputError("cannot read '\(path)'; check the path") }
            let swiftTesting = (path.hasSuffix(".xml") ? String(path.dropLast(4)) : path) + "-swift-testing.xml"
            let beside =
                FileManager.default.fileExists(atPath: swiftTesting)
                ? "; the Swift Testing results are in '\(swiftTesting)', pass that" : ""
            throw SummaryInputError(
                "cannot read '\(path)'\(beside); XCTest results are written there only with "
                    + "'swift test --parallel --xunit-output \(path)' (see docs/generate.md, 'Result files')")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
