import Foundation
import TreatyContract
import TreatyDiff
import TreatyLoader
import TreatyTooling

/// `treaty diff`: every change between two contract versions, classified by what clients feel.
enum DiffCommand: CLICommand {
    static let name = "diff"
    static let summary = "list contract changes as breaking, additive or informational for clients"
    static let help = """
        usage: treaty diff OLD NEW [options]
               treaty diff --base GIT_REV [CONTRACT...] [options]

        Compares two versions of a set of contracts and lists every change with its rule id, class
        and place. OLD and NEW are two files or two folders (their *.yaml and *.yml files). With
        --base, the old side is the same CONTRACT paths (default: contracts/) at a git revision.
        Rules: docs/diff-rules.md

        options:
          --base GIT_REV                    compare the working tree with this commit, branch or tag
          --format text|json|markdown       output format (default: text); markdown suits a pull request
          --fail-on breaking|additive|none  which changes fail the run (default: breaking)
          --accept PATH                     accept file of intended changes
                                            (default: contracts/.treaty-accept.yaml when present)
          --today YYYY-MM-DD                the date accept-file expiries are checked against (default: today, UTC)
          --root DIR                        the project root fixtures and $ref'd files must stay inside
                                            (default: the folder of treaty.yaml, else the git work tree,
                                            else the contract's folder; at a revision, its work tree)

        exit codes: 0 no failing change, 1 failing changes or expired accept entries,
                    2 bad usage, unreadable input or contracts with lint errors

        """

    /// The `--fail-on` words.
    enum Threshold: String, CaseIterable {
        case breaking, additive, none

        var changeClass: ChangeClass? { ChangeClass(rawValue: rawValue) }
    }

    static let defaultAcceptFile = "contracts/.treaty-accept.yaml"

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let format: DiffFormat = try arguments.choice("--format", default: .text)
        let threshold: Threshold = try arguments.choice("--fail-on", default: .breaking)
        let acceptPath = try arguments.value("--accept")
        let today = try day(arguments.value("--today"))
        let base = try arguments.value("--base")
        let root = try arguments.projectRoot()
        let paths = try arguments.positionals()
        let inputs = try DiffInputs.make(base: base, paths: paths, root: root)

        guard let old = load(inputs.old, console: console), let new = load(inputs.new, console: console) else { return .usage }
        var report = ContractDiffer().diff(old: old, new: new)
        let accept = acceptPath ?? (FileSource.local.fileExists(defaultAcceptFile) ? defaultAcceptFile : nil)
        if let accept {
            guard let list = loadAccept(accept, console: console) else { return .usage }
            report = list.apply(to: report, today: today)
        }
        console.out(format.render(report))
        return report.fails(on: threshold.changeClass) ? .findings : .ok
    }

    /// One side's contracts, or nil after printing why they cannot be compared.
    private static func load(_ side: DiffInputs.Side, console: Console) -> [Contract]? {
        var loader = ContractLoader(files: side.files, root: side.root)
        loader.sizeLimits = side.sizeLimits
        let result = loader.load(side.paths)
        guard result.unreadable.isEmpty, !result.diagnostics.hasErrors else {
            console.error("error: the contracts of \(side.label) cannot be compared; fix these first\n")
            console.error(DiagnosticFormat.text.render(result.diagnostics))
            return nil
        }
        return result.contracts
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

    /// `--today` checked for its form, or today's date in UTC.
    static func day(_ text: String?) throws(UsageError) -> String {
        guard let text else {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let parts = calendar.dateComponents([.year, .month, .day], from: Date())
            return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        }
        let characters = Array(text)
        let wellFormed =
            characters.count == 10 && characters[4] == "-" && characters[7] == "-"
            && characters.enumerated().allSatisfy {
                $0.offset == 4 || $0.offset == 7 || $0.element.isASCII && $0.element.isNumber
            }
        guard wellFormed else {
            throw UsageError("option '--today' does not accept '\(text)'; expected a date written 'YYYY-MM-DD'")
        }
        return text
    }
}
