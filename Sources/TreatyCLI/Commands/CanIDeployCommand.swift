import ArgumentParser
import Foundation
import TreatyContract
import TreatyDiff
import TreatyLoader
import TreatyTooling

/// `treaty can-i-deploy`: which app versions in the field a new API breaks (docs/can-i-deploy.md).
struct CanIDeployCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "can-i-deploy",
        abstract: "Say which stored app versions a new API breaks, from what each one uses.",
        usage: """
            treaty can-i-deploy <new> --usage <store> [<options>]
            treaty can-i-deploy <deployed> --client <record> [--contract <path>] [<options>]
            treaty can-i-deploy --client <record> --live <check.json> [<options>]
            """,
        discussion: """
            For every app version in the usage store, diffs the contract it was tested against to NEW and \
            keeps the breaking changes that touch what that version uses: the endpoints it calls, the \
            parameters and body members it sends, and (when its suite probed responses) the response \
            members it reads. With --installs, weighs each version by its share of active installs. \
            With --client, asks the other way: does this client build's usage record work against the \
            API as deployed, as its document says or (--live) as a live check's JSON report saw it?

            exit codes: 0 the gate passes, 1 a gated app version breaks or cannot be
                        judged, or more installs break than --max-affected-share allows,
                        2 bad usage or unreadable input
            """)

    @Argument(help: ArgumentHelp("The contracts about to be deployed (or deployed): a file or a folder.", valueName: "new"))
    var new: String?

    @Option(
        help: ArgumentHelp(
            "The usage store 'treaty usage publish' writes: a folder, or 'git:<ref>' in this repository.",
            valueName: "store"))
    var usage: String?

    @Option(help: ArgumentHelp("One client build's usage record, instead of a store.", valueName: "record"))
    var client: String?

    @Option(
        help: ArgumentHelp(
            "With --client: the contract the build's suite was generated from (default: contracts/).", valueName: "path"))
    var contract: String?

    @Option(
        help: ArgumentHelp(
            "With --client: a live check's JSON report (treaty check --report json:PATH) instead of <new>.",
            valueName: "check.json"))
    var live: String?

    @Option(
        help: ArgumentHelp(
            "A CSV of app version and share of active installs (12.5%, 0.125, or install counts).", valueName: "csv"))
    var installs: String?

    @Option(help: "Output format; markdown suits a pull request, sarif GitHub code scanning.")
    var format: DeployFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "path"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Which breaking app versions fail the run: any, none, or versions and minimums ('3.9.2,>=4.0').",
            valueName: "versions"))
    var failOn: GatedVersions = GatedVersions(versions: .any)

    @Option(
        help: ArgumentHelp(
            "Fail when more than this share of installs breaks ('5%' or '0.05'); needs --installs.", valueName: "share"))
    var maxAffectedShare: Share?

    @OptionGroup var root: RootOption

    func validate() throws {
        guard (usage == nil) != (client == nil) else {
            throw UsageError("give either '--usage <store>' or '--client <record>'")
        }
        if contract != nil, client == nil { throw UsageError("'--contract' goes with '--client'") }
        if live != nil {
            guard client != nil else { throw UsageError("'--live' goes with '--client'") }
            guard new == nil, contract == nil else {
                throw UsageError("with '--live', give no <new> and no '--contract': the report says what the API answers")
            }
        } else if new == nil {
            throw UsageError("missing expected argument '<new>'")
        }
        if maxAffectedShare != nil, installs == nil { throw UsageError("'--max-affected-share' needs '--installs'") }
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        if let live { return try judgeLive(live, console: console) }
        guard let new, let newContracts = Self.load([new], role: "the new contracts", root: root.projectRoot, console: console)
        else { return .usage }
        let shares = try installs.map { path throws(UsageError) in try Self.readInstalls(path) }
        let versions: [DeployCheck.StoredVersion]
        if let usage {
            let store = try UsageStoreOption.existing(
                usage, message: "no usage store at '\(usage)': publish records there first (treaty usage publish)")
            versions = try Self.stored(in: store, for: newContracts)
        } else {
            versions = [try clientVersion(console: console)]
        }
        let matrix = DeployCheck(new: newContracts).matrix(versions, installs: shares)
        let subject = newContracts.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
        return try report(matrix, subject: subject, console: console)
    }

    /// `--client RECORD --live REPORT`: the build against the API as the live check saw it.
    private func judgeLive(_ live: String, console: Console) throws(UsageError) -> ExitCode {
        let record = try clientRecord()
        guard let bytes = FileManager.default.contents(atPath: live) else {
            throw UsageError("cannot read the live check's report '\(live)'")
        }
        let matrix: DeployMatrix
        do throws(LiveDeployCheck.ReadError) {
            matrix = try LiveDeployCheck.matrix(record: record, report: [UInt8](bytes), path: live)
        } catch {
            throw UsageError(error.description)
        }
        return try report(matrix, subject: "\(record.contract) as the live check '\(live)' saw it", console: console)
    }

    /// Writes `matrix` where `--format` and `--output` say; the exit code of the gate.
    private func report(_ matrix: DeployMatrix, subject: String, console: Console) throws(UsageError) -> ExitCode {
        let text = format.render(matrix, subject: subject)
        if let output {
            let inputs = [new, installs, client, live].compactMap { $0 }
            try InputGuard.refuse(output, option: "--output \(output)", over: inputs, role: "an input")
            if let usage, !usage.hasPrefix("git:") {
                try InputGuard.refuse(output, option: "--output \(output)", inside: usage, role: "the usage store")
            }
            do {
                try AtomicFile.write(
                    Data(text.utf8), to: output, inside: ProjectRoot.discovered.folder(enclosing: ".", in: .local))
            } catch {
                throw UsageError("cannot write the report to '\(output)': \(error.localizedDescription)")
            }
            console.error(Markup.terminal("can-i-deploy \(subject): \(matrix.headline); report written to \(output)") + "\n")
        } else {
            console.out(text)
        }
        let failures = DeployGate(versions: failOn.versions, maxAffectedShare: maxAffectedShare?.fraction).failures(matrix)
        for reason in failures { console.error("error: \(reason)\n") }
        return failures.isEmpty ? .ok : .findings
    }

    /// The store's records of the new contracts' names, each with its contract. When none has one
    /// of those names, the new side is one contract and the store holds one, that is the contract
    /// renamed, and its apps are still the ones that call it.
    private static func stored(in store: any UsageStoring, for contracts: [Contract]) throws(UsageError)
        -> [DeployCheck.StoredVersion]
    {
        let keys = Set(contracts.map { UsageStore.key(ofContract: $0.name) })
        let all: [UsageStore.Entry]
        do throws(UsageStore.Refusal) {
            all = try store.entries()
        } catch {
            throw UsageError(error.description)
        }
        var entries = all.filter { keys.contains($0.contractKey) }
        if entries.isEmpty, contracts.count == 1, Set(all.map(\.contractKey)).count == 1 { entries = all }
        // Each distinct contract is read once, and the distinct ones side by side: decoding a large
        // API's archive is most of what can-i-deploy waits for.
        var firsts: [(key: String, entry: UsageStore.Entry, record: UsageRecord)] = []
        var seen: Set<String> = []
        for entry in entries {
            guard case .success(let read) = entry.record else { continue }
            let key = entry.contractKey + "/" + (read.contractDigest ?? entry.path)
            if seen.insert(key).inserted { firsts.append((key, entry, read)) }
        }
        let read = firsts.concurrentMap { first -> Result<Contract, DeployCheck.StoreProblem> in
            do throws(UsageStore.Refusal) {
                return .success(try store.contract(of: first.entry, record: first.record))
            } catch {
                return .failure(DeployCheck.StoreProblem(Markup.terminal(error.description)))
            }
        }
        let loaded = Dictionary(zip(firsts.map(\.key), read), uniquingKeysWith: { first, _ in first })
        return entries.map { entry in
            let record = entry.record.mapError { DeployCheck.StoreProblem(Markup.terminal("\(entry.path): \($0.description)")) }
            guard case .success(let read) = record else {
                return DeployCheck.StoredVersion(
                    appVersion: entry.appVersion, record: record, contract: .failure(DeployCheck.StoreProblem("")),
                    contractKey: entry.path)
            }
            let key = entry.contractKey + "/" + (read.contractDigest ?? entry.path)
            return DeployCheck.StoredVersion(
                appVersion: entry.appVersion, record: record, contract: loaded[key] ?? .failure(DeployCheck.StoreProblem("")),
                contractKey: key)
        }
    }

    /// `--client RECORD`, read.
    private func clientRecord() throws(UsageError) -> UsageRecord {
        guard let client, let data = FileManager.default.contents(atPath: client) else {
            throw UsageError("cannot read the usage record '\(client ?? "")'")
        }
        do throws(UsageRecordError) {
            return try UsageRecord(json: [UInt8](data))
        } catch {
            throw UsageError("\(client): \(error.description)")
        }
    }

    /// `--client RECORD`: the build's record and the contract its suite was generated from.
    private func clientVersion(console: Console) throws(UsageError) -> DeployCheck.StoredVersion {
        let record = try clientRecord()
        let client = self.client ?? ""
        let paths = [contract ?? "contracts"]
        guard let contracts = Self.load(paths, role: "the client's contracts", root: root.projectRoot, console: console)
        else { throw UsageError("the client's contracts cannot be read") }
        guard let built = contracts.first(where: { $0.name == record.contract && $0.version == record.version }) else {
            let found = contracts.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
            throw UsageError(
                "\(client) was recorded against \(record.contract) \(record.version), but \(paths[0]) holds \(found); "
                    + "name the contract the build's suite was generated from with --contract")
        }
        return DeployCheck.StoredVersion(
            appVersion: "this build", record: .success(record), contract: .success(built), contractKey: "client")
    }

    /// The contracts of `paths`, read as `treaty diff` reads them; nil after printing why not.
    static func load(_ paths: [String], role: String, root: ProjectRoot, console: Console) -> [Contract]? {
        let result = ContractLoader(root: root).load(paths)
        let read = Set(result.contracts.map(\.file))
        let stopped = result.unreadable + result.notContracts + result.files.filter { !read.contains($0) }
        guard stopped.isEmpty, !result.contracts.isEmpty else {
            console.error("error: \(role) (\(paths.joined(separator: ", "))) cannot be read; fix these first\n")
            console.error(DiagnosticFormat.text.render(result.diagnostics))
            return nil
        }
        console.error(DiagnosticFormat.text.render(LenientReading.findings(result.diagnostics)))
        return result.contracts
    }

    private static func readInstalls(_ path: String) throws(UsageError) -> InstallShares {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the install shares '\(path)'")
        }
        do throws(InstallShares.ReadError) {
            return try InstallShares(csv: String(decoding: data, as: UTF8.self), path: path)
        } catch {
            throw UsageError(error.description)
        }
    }
}

/// `--fail-on any|none|3.9.2,>=4.0`.
struct GatedVersions: ExpressibleByArgument {
    var versions: DeployGate.Versions

    init(versions: DeployGate.Versions) {
        self.versions = versions
    }

    init?(argument: String) {
        guard let versions = DeployGate.versions(argument) else { return nil }
        self.versions = versions
    }

    var defaultValueDescription: String { "any" }
}

/// `--max-affected-share 5%` or `0.05`.
struct Share: ExpressibleByArgument {
    var fraction: Double

    init?(argument: String) {
        let percent = argument.hasSuffix("%")
        guard let value = Double(percent ? String(argument.dropLast()) : argument), value.isFinite, value >= 0 else {
            return nil
        }
        fraction = percent ? value / 100 : value
        guard fraction <= 1 else { return nil }
    }
}
