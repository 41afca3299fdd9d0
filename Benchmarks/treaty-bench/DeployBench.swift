import Foundation
import TreatyContract
import TreatyDiff
import TreatyTooling

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `treaty can-i-deploy NEW --usage STORE` as a user runs it, over a fleet: 200 app versions of a
/// 500-operation API, published through ``UsageStore`` with the contract each was built against
/// (``DeployFleet`` draws them). Whole processes, paired with `treaty-bench --scan NEW` as in
/// ``ProcessBench``; the goal, under 2 s for the fleet, is the issue's absolute figure.
///
/// The fleet spreads its versions as a real one does: the count on each of the 20 contract
/// versions grows toward the latest (1 on the oldest, about 20 on the newest), so can-i-deploy
/// diffs 20 contracts. The worst case puts each of the 200 versions on a contract of its own.
enum DeployBench {
    static let versions = 200
    static let releases = 20

    static func run() {
        print("deploy: `treaty can-i-deploy NEW --usage STORE --fail-on none`, whole processes, each paired with")
        print("  `treaty-bench --scan NEW` (best of interleaved rounds after one untimed; wall, CPU in brackets)")
        guard let treaty = ProcessBench.treatyExecutable() else {
            print("  skipped: no 'treaty' beside treaty-bench; build it first (swift build -c release --product treaty)")
            return
        }
        let folder = NSTemporaryDirectory() + "treaty-bench-deploy-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = DispatchTime.now().uptimeNanoseconds
        let fleet: Fleet
        do {
            fleet = try write(to: folder)
        } catch {
            print("  skipped: cannot write the inputs in \(folder): \(error)")
            return
        }
        let setUp = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(
            "  inputs: \(versions) app versions, each a usage record of 30–80 % of a \(DeployFleet.operations)-operation "
                + "OpenAPI API, published with its contract; NEW is the latest release with an endpoint removed, a request "
                + "member made required, a response member removed and one retyped "
                + String(format: "(set up in %.1f s)", setUp))
        report(
            "fleet, \(versions) versions on \(releases) contract versions (\(fleet.breaks) break)", treaty: treaty,
            new: folder + "/new.yaml", store: folder + "/fleet", rounds: 5, goal: 2)
        report(
            "worst case, \(versions) versions on \(versions) distinct contract versions", treaty: treaty,
            new: folder + "/new-worst.yaml", store: folder + "/worst", rounds: 2, goal: nil)
        inProcess(fleet)
    }

    /// The fleet's check alone, in-process: its distinct diffs one after the other against
    /// ``DeployCheck/matrix(_:installs:)``, which runs them side by side and then restricts each
    /// version's findings. What the process costs beyond it is reading the store and NEW.
    private static func inProcess(_ fleet: Fleet) {
        var seen: Set<String> = []
        let distinct = fleet.stored.filter { seen.insert($0.contractKey).inserted }.compactMap { try? $0.contract.get() }
        let check = DeployCheck(new: [fleet.new])
        let times = Measure.interleavedBest(
            rounds: 3,
            [
                { for contract in distinct { _ = ContractDiffer().diff(old: [contract], new: [fleet.new]) } },
                { _ = check.matrix(fleet.stored) },
            ])
        print(
            "  in-process, the fleet's check alone (best of 3): its \(distinct.count) diffs one after the other "
                + "\(Measure.milliseconds(times[0])); DeployCheck.matrix, the same diffs side by side and each version's "
                + "restriction, \(Measure.milliseconds(times[1])) (\(Measure.ratio(times[1], times[0])))")
    }

    /// What the setup keeps of the fleet: its versions as the store gives them, the new contract,
    /// and how many versions it breaks.
    struct Fleet {
        var stored: [DeployCheck.StoredVersion]
        var new: Contract
        var breaks: Int
    }

    /// The release the fleet's `app`-th version was built against: the share of versions on
    /// release r grows with r, as in a fleet whose users mostly update.
    static func release(ofApp app: Int) -> Int {
        min(releases - 1, Int(Double(releases) * (Double(app) / Double(versions)).squareRoot()))
    }

    static func appVersion(_ app: Int) -> String {
        "\(1 + app / 50).\(app % 50 / 5).\(app % 5)"
    }

    /// Writes both stores and both new documents in `folder`; the fleet, with how many of its
    /// versions the new document breaks (worked out in-process, as a check that the bench times a
    /// real verdict).
    static func write(to folder: String) throws -> Fleet {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fleet = UsageStore(folder: folder + "/fleet")
        let worst = UsageStore(folder: folder + "/worst")
        let apps = Dictionary(grouping: 0..<versions, by: release(ofApp:))
        var stored: [DeployCheck.StoredVersion] = []
        var document = OpenAPIBench.document(operations: DeployFleet.operations)
        var newContract: Contract?
        for release in 0..<versions {
            if release > 0 { document = DeployFleet.edit(document, release: release) }
            let contract = DeployFleet.contract(document)
            for app in apps[release] ?? [] {
                let record = DeployFleet.record(of: contract, seed: UInt64(app))
                _ = try fleet.publish(record, contract: contract, appVersion: appVersion(app), force: false)
                stored.append(
                    DeployCheck.StoredVersion(
                        appVersion: appVersion(app), record: .success(record), contract: .success(contract),
                        contractKey: "\(release)"))
            }
            let record = DeployFleet.record(of: contract, seed: UInt64(versions + release))
            _ = try worst.publish(record, contract: contract, appVersion: appVersion(release), force: false)
            if release == releases - 1 {
                let new = DeployFleet.breaking(document)
                try Data(new.utf8).write(to: URL(fileURLWithPath: folder + "/new.yaml"))
                newContract = DeployFleet.contract(new)
            }
        }
        try Data(DeployFleet.breaking(document).utf8).write(to: URL(fileURLWithPath: folder + "/new-worst.yaml"))
        guard let newContract else { preconditionFailure("deploy bench: fewer releases than the fleet's") }
        let matrix = DeployCheck(new: [newContract]).matrix(stored)
        return Fleet(stored: stored, new: newContract, breaks: matrix.rows.count { $0.verdict == .breaks })
    }

    /// One paired line: the command against the scan of `new`, with the goal in seconds when it has one.
    private static func report(_ title: String, treaty: String, new: String, store: String, rounds: Int, goal: Double?) {
        let bench = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let bytes = (try? FileManager.default.attributesOfItem(atPath: new)[.size] as? Int) ?? 0
        let timed = ProcessBench.pair(
            ProcessBench.Command(bench, ["--scan", new]),
            ProcessBench.Command(treaty, ["can-i-deploy", new, "--usage", store, "--fail-on", "none"]), rounds: rounds)
        var line =
            "  \(title); NEW \(String(format: "%.1f", Double(bytes) / 1_048_576)) MB, best of \(rounds): "
            + "scan \(ProcessBench.describe(timed.scan)), treaty \(ProcessBench.describe(timed.command)), "
            + String(
                format: "%.1f× the scan (CPU %.1f×)", timed.command.wall / timed.scan.wall, timed.command.cpu / timed.scan.cpu)
        if let goal {
            line += String(format: "   goal < %.0f s: ", goal) + (timed.command.wall < goal ? "met" : "not met")
        }
        if let status = timed.failure { line += "   (treaty exited with \(status))" }
        print(line)
    }
}
