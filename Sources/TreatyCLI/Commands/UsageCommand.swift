import ArgumentParser
import Foundation
import TreatyContract
import TreatyTooling

/// `treaty usage publish|list`: a store of what each app version uses of the API (docs/usage.md).
struct UsageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usage",
        abstract: "Store the usage records of app versions (publish), or list a store (list).",
        discussion: "exit codes: 0 ok, 1 a stored record cannot be read, 2 unreadable input or bad usage",
        subcommands: [UsagePublishCommand.self, UsageListCommand.self])
}

/// `--app-version 4.2.0`: a word that is safe as a file name in the store.
struct AppVersion: ExpressibleByArgument {
    var text: String

    init?(argument: String) {
        guard UsageStore.isAppVersion(argument) else { return nil }
        text = argument
    }
}

/// The store every `treaty usage` command names: a folder, or `git:REF`.
struct UsageStoreOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The store: a folder of usage records, or 'git:<ref>', a branch or ref of this repository "
                + "('git:treaty-usage'); created on the first publish.",
            valueName: "store"))
    var store: String

    /// The store the option names, opened: `git:REF` or a folder.
    static func open(_ argument: String) throws(UsageError) -> any UsageStoring {
        do throws(UsageStore.Refusal) {
            return try UsageStore.open(argument)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The store the option names, which must hold something: `message` when it does not.
    static func existing(_ argument: String, message: String) throws(UsageError) -> any UsageStoring {
        let store = try open(argument)
        let present: Bool
        do throws(UsageStore.Refusal) {
            present = try store.exists()
        } catch {
            throw UsageError(error.description)
        }
        guard present else { throw UsageError(message) }
        return store
    }
}

/// `treaty usage publish`: one record into the store, under an app version.
struct UsagePublishCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Store a usage record as an app version's.",
        discussion: """
            Reads the record a generated suite wrote (TREATY_USAGE_RECORD) and stores it as \
            <store>/<contract>/<app version>.json, with the contract the suite was generated from (read from \
            --contract, default contracts/), which can-i-deploy diffs from. A version already stored with \
            other content is refused unless --force; the same content again changes nothing. Two publishes at \
            once never lose a record.

            With --store git:<ref>, the files go into a commit on that ref of the current folder's repository \
            (work tree, index and HEAD untouched); push the ref to share it.

            exit codes: 0 stored or unchanged, 2 unreadable record, refused or bad usage
            """)

    @Argument(help: ArgumentHelp("The usage record to store.", valueName: "record"))
    var record: String

    @Option(
        help: ArgumentHelp("The app version the record is of (letters, digits, '.', '_', '+', '-').", valueName: "app-version"))
    var appVersion: AppVersion

    @OptionGroup var store: UsageStoreOption

    @Option(
        help: ArgumentHelp(
            "The contract the record's suite was generated from: a file or a folder (default: contracts/).",
            valueName: "path"))
    var contract: String?

    @OptionGroup var root: RootOption

    @Flag(help: "Replace a record stored for this version with other content.")
    var force = false

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let opened = try UsageStoreOption.open(store.store)
        guard let data = FileManager.default.contents(atPath: record) else {
            throw UsageError("cannot read the usage record '\(record)'")
        }
        let parsed: UsageRecord
        do throws(UsageRecordError) {
            parsed = try UsageRecord(json: [UInt8](data))
        } catch {
            throw UsageError("\(record): \(error.description)")
        }
        let paths = [contract ?? "contracts"]
        guard let contracts = CanIDeployCommand.load(paths, role: "the contract", root: root.projectRoot, console: console)
        else { return .usage }
        guard let built = contracts.first(where: { $0.name == parsed.contract }) else {
            throw UsageError(
                "\(record) was recorded against \(parsed.contract), which \(paths[0]) does not hold; "
                    + "name the contract the suite was generated from with --contract")
        }
        do throws(UsageStore.Refusal) {
            switch try opened.publish(parsed, contract: built, appVersion: appVersion.text, force: force) {
            case .written(let path): console.error("wrote \(path)\n")
            case .unchanged(let path): console.error("unchanged \(path): it holds this record already\n")
            }
        } catch {
            throw UsageError(error.description)
        }
        return .ok
    }
}

/// `treaty usage list`: what a store holds.
struct UsageListCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the app versions a usage store holds.",
        discussion: """
            One line per stored record: contract, app version, the contract version it was tested \
            against, how many endpoints and scenarios it ran, and how many response members its suite \
            probed and left unprobed, in version order (4.10.0 after 4.9.1). \
            A record that cannot be read is listed with where it is broken.

            exit codes: 0 ok, 1 a stored record cannot be read, 2 bad usage
            """)

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @OptionGroup var store: UsageStoreOption

    @Option(help: "Output format.")
    var format: Format = .text

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let opened = try UsageStoreOption.existing(
            store.store, message: "no usage store at '\(store.store)': publish a record there first")
        let entries: [UsageStore.Entry]
        do throws(UsageStore.Refusal) {
            entries = try opened.entries()
        } catch {
            throw UsageError(error.description)
        }
        var broken = 0
        var rows: [JSONValue] = []
        for entry in entries {
            switch entry.record {
            case .success(let record):
                let scenarios = record.endpoints.reduce(0) { $0 + $1.scenarios.count }
                // The probe's coverage: what can-i-deploy can vouch for of the responses it read.
                let responses = record.endpoints.flatMap(\.responses)
                let probed = responses.reduce(0) { $0 + $1.probed.count }
                let unprobed = responses.reduce(0) { $0 + $1.unprobed.count }
                if format == .text {
                    // File names and the record's names are whatever the store holds: shown escaped.
                    var line =
                        "\(entry.contractKey) \(entry.appVersion): \(record.contract) \(record.version), "
                        + "\(record.endpoints.count) endpoint(s), \(scenarios) scenario(s)"
                    if !responses.isEmpty {
                        line += ", \(probed) response member(s) probed, \(unprobed) unprobed"
                    }
                    console.out(Markup.terminal(line) + "\n")
                }
                rows.append(
                    .object(
                        JSONObject([
                            ("store", .string(entry.contractKey)), ("appVersion", .string(entry.appVersion)),
                            ("contract", .string(record.contract)), ("version", .string(record.version)),
                            ("endpoints", .number(JSONNumber(record.endpoints.count))),
                            ("scenarios", .number(JSONNumber(scenarios))),
                            ("probedMembers", .number(JSONNumber(probed))),
                            ("unprobedMembers", .number(JSONNumber(unprobed))),
                        ])))
            case .failure(let error):
                broken += 1
                console.error("error: \(Markup.terminal("\(entry.path): \(error.description)"))\n")
            }
        }
        if format == .json { console.out(JSONWriter.pretty.write(.array(rows))) }
        console.error("\(entries.count) record(s), \(broken) unreadable\n")
        return broken == 0 ? .ok : .findings
    }
}
