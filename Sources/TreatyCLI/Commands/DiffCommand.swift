import ArgumentParser
import Foundation
import TreatyContract
import TreatyDiff
import TreatyLoader
import TreatyTooling

/// `treaty diff`: every change between two contract versions, classified by what clients feel.
struct DiffCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List contract changes as breaking, warning, additive or informational for clients.",
        usage: """
            treaty diff <old> <new> [<options>]
            treaty diff --base <git-rev> [<contract> ...] [<options>]
            """,
        discussion: """
            Compares two versions of a set of contracts and lists every change with its rule id, class and \
            place. OLD and NEW are two files or two folders (their *.yaml and *.yml files). With --base, the \
            old side is the same contract paths (default: contracts/) at a git revision. A document lint \
            refuses is compared as far as it can be read, each lint error a warning of the diff. Rules: \
            docs/diff-rules.md

            exit codes: 0 no failing change, 1 failing changes or expired accept entries,
                        2 bad usage, or input that is unreadable, not YAML or JSON, or no contract
            """)

    /// The `--fail-on` words.
    enum Threshold: String, CaseIterable, ExpressibleByArgument {
        case breaking, warning, additive, none

        var changeClass: ChangeClass? { ChangeClass(rawValue: rawValue) }
    }

    static let defaultAcceptFile = "contracts/.treaty-accept.yaml"

    @Argument(help: ArgumentHelp("OLD and NEW, or with --base the contract paths.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Compare the working tree with this commit, branch or tag.", valueName: "git-rev"))
    var base: String?

    @Option(help: "Output format; markdown suits a pull request, sarif GitHub code scanning.")
    var format: DiffFormat = .text

    @OptionGroup var colour: ColourOption

    @Option(help: "Which changes fail the run: that class and every worse one.")
    var failOn: Threshold = .breaking

    @Option(
        help: ArgumentHelp(
            "Accept file of intended changes (default: contracts/.treaty-accept.yaml when present).", valueName: "path"),
        completion: .file(extensions: ["yaml", "yml"]))
    var accept: String?

    @Option(
        help: ArgumentHelp("The date accept-file expiries are checked against (default: today, UTC).", valueName: "yyyy-mm-dd"))
    var today: Day?

    @OptionGroup var root: RootOption

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let style = colour.style(console)
        let today = today?.text ?? Self.today()
        let inputs = try DiffInputs.make(base: base, paths: paths, root: root.projectRoot)

        // The sides are read side by side: they are independent, and reading two large documents
        // one after the other was a third of a diff's time. Problems are still told old side first.
        let loaded = [inputs.old, inputs.new].concurrentMap { Self.read($0) }
        guard let (old, oldLeniently) = Self.comparable(loaded[0], of: inputs.old, console: console),
            let (new, newLeniently) = Self.comparable(loaded[1], of: inputs.new, console: console)
        else {
            return .usage
        }
        guard !old.isEmpty || !new.isEmpty else {
            // Nothing compared is no verdict: a CI gate must not pass on it.
            console.error(
                "error: no contracts found on either side (\(inputs.old.label), \(inputs.new.label)); folders are read "
                    + "for their *.yaml and *.yml files, so name a JSON document itself\n")
            return .usage
        }
        var report = ContractDiffer().diff(old: old, new: new)
        report = report.adding(findings: oldLeniently + newLeniently)
        let acceptPath = accept ?? (FileSource.local.fileExists(Self.defaultAcceptFile) ? Self.defaultAcceptFile : nil)
        if let acceptPath {
            guard let list = Self.loadAccept(acceptPath, console: console) else { return .usage }
            report = list.apply(to: report, today: today)
        }
        console.out(format.render(report, style: style))
        return report.fails(on: failOn.changeClass) ? .findings : .ok
    }

    /// One side's files, loaded; nothing printed, so both sides can be read at once.
    private static func read(_ side: DiffInputs.Side) -> ContractLoader.Result {
        var loader = ContractLoader(files: side.files, root: side.root)
        loader.sizeLimits = side.sizeLimits
        loader.sizeLimits.raisable = false  // `diff` has no '--max-contract-size' for a hint to name
        return loader.load(side.paths)
    }

    /// One side's contracts and what was read leniently, or nil after printing why they cannot
    /// be compared.
    ///
    /// Lint stays strict; the diff reads what it can. Real histories are not lint-clean (an
    /// operation without `responses`, a path parameter not declared), and a diff that compared
    /// only perfect documents would not be run on them. So every lint error of a file that was
    /// read becomes a located warning of the diff (``LenientReading``); only a file that is not
    /// YAML or JSON, not a contract or OpenAPI document at all, too large or unreadable stops it.
    private static func comparable(
        _ result: ContractLoader.Result, of side: DiffInputs.Side, console: Console
    ) -> ([Contract], [Diagnostic])? {
        let read = Set(result.contracts.map(\.file))
        let stopped = result.unreadable + result.notContracts + result.files.filter { !read.contains($0) }
        guard stopped.isEmpty else {
            console.error("error: the contracts of \(side.label) cannot be compared; fix these first\n")
            let reasons = result.diagnostics.filter { stopped.contains($0.location.file) }
            console.error(DiagnosticFormat.text.render(reasons.isEmpty ? result.diagnostics : reasons))
            return nil
        }
        return (result.contracts, LenientReading.findings(result.diagnostics))
    }

    /// The accept file as the diff engine's list, or nil after printing its problems.
    private static func loadAccept(_ path: String, console: Console) -> AcceptList? {
        let result = AcceptFileLoader().load(path)
        guard !result.unreadable, !result.diagnostics.hasErrors else {
            console.error("error: the accept file '\(path)' cannot be used; fix these first\n")
            console.error(DiagnosticFormat.text.render(result.diagnostics))
            return nil
        }
        console.error(DiagnosticFormat.text.render(result.diagnostics))
        return result.file
    }

    /// Today's date in UTC, `YYYY-MM-DD`.
    static func today() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }
}
