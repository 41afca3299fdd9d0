import Foundation
import TreatyYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `treaty` as a user runs it: whole processes, each timed beside a process that reads the same
/// files and runs libyaml's bare event scan over their bytes (`treaty-bench --scan FILE...`), the
/// two interleaved in one run. Both pay a process start and the reading of the files, so the
/// ratio is what a user waits for Treaty against what reading the YAML alone costs.
///
/// Real documents are found through environment variables (a fresh machine has none); a line
/// whose document is missing is skipped with the reason, never failed.
enum ProcessBench {
    static let rounds = 9

    /// A public description the bench times `treaty lint` on when it is on this machine.
    struct RealDocument {
        var name: String
        var variable: String
        /// Where the document is published, for the skip message.
        var origin: String
        /// File names tried in `../shared/openapi` when the variable is not set.
        var sharedNames: [String]
    }

    static let realDocuments = [
        RealDocument(
            name: "GitHub's description", variable: "TREATY_BENCH_GITHUB",
            origin: "generated/api.github.com.json of octokit/openapi",
            sharedNames: ["api.github.com.json", "github.json"]),
        RealDocument(
            name: "Stripe's description", variable: "TREATY_BENCH_STRIPE", origin: "openapi/spec3.yaml of stripe/openapi",
            sharedNames: ["spec3.yaml", "stripe.yaml"]),
    ]

    static func run() {
        print("process: whole processes, each paired with a process scanning the same bytes with libyaml")
        print("  (`treaty-bench --scan FILE...`; best of \(rounds) interleaved rounds, the import's 3; wall, CPU in brackets)")
        guard let treaty = treatyExecutable() else {
            print("  skipped: no 'treaty' beside treaty-bench; build it first (swift build -c release --product treaty)")
            return
        }
        let bench = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let folder = NSTemporaryDirectory() + "treaty-bench-process-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try LoaderBench.writeSharedFixtureProject(to: folder + "/shared")
            try Data(OpenAPIBench.document(operations: 1000).utf8).write(to: URL(fileURLWithPath: folder + "/openapi.yaml"))
        } catch {
            print("  skipped: cannot write the inputs in \(folder): \(error)")
            return
        }
        let start = pair(Command(bench, ["--scan"]), Command(treaty, ["--version"]))
        print("  a process start alone: scan of nothing \(describe(start.scan)), treaty --version \(describe(start.command))")

        let contracts = (0..<10).map { "\(folder)/shared/contracts/api\($0).yaml" }
        report(
            "lint, 1,000 endpoints in 10 files sharing 3 fixtures", files: contracts,
            Command(treaty, ["lint", folder + "/shared/contracts"]), goal: 3)
        // The same project generated: the load reads each fixture once and hands its bytes over.
        let generated = folder + "/generated"
        report(
            "generate, the same 10 contracts: stubs and suites", files: contracts,
            Command(treaty, ["generate", folder + "/shared/contracts", "--out", generated]) {
                try? FileManager.default.removeItem(atPath: generated)
            }, goal: nil)
        let openAPI = folder + "/openapi.yaml"
        report(
            "lint, the 1,000-operation OpenAPI document: the import's reading", files: [openAPI],
            Command(treaty, ["lint", openAPI]), goal: 3)
        let out = folder + "/imported"
        report(
            "import openapi, the same document, writing 501 files", files: [openAPI],
            Command(treaty, ["import", "openapi", openAPI, "--out", out, "--name", "Bench"]) {
                try? FileManager.default.removeItem(atPath: out)
            }, goal: nil, rounds: 3)
        for document in realDocuments {
            guard let path = find(document) else {
                print(
                    "  lint, \(document.name): skipped: set \(document.variable) to a copy of "
                        + "\(document.origin) (none in ../shared/openapi)")
                continue
            }
            report("lint, \(document.name)", files: [path], Command(treaty, ["lint", path]), goal: 3)
        }
    }

    /// One paired line: the command against the scan of `files`, with its goal when it has one.
    private static func report(_ title: String, files: [String], _ command: Command, goal: Double?, rounds: Int = rounds) {
        let bench = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        let timed = pair(Command(bench, ["--scan"] + files), command, rounds: rounds)
        let megabytes = String(format: "%.1f", Double(bytes) / 1_048_576)
        let ratio = timed.command.wall / timed.scan.wall
        var line =
            "  \(title) (\(megabytes) MB): scan \(describe(timed.scan)), treaty \(describe(timed.command)), "
            + String(format: "%.2f× the scan (CPU %.2f×)", ratio, timed.command.cpu / timed.scan.cpu)
        if let goal { line += String(format: "   goal ≤ %.0f×: ", goal) + (ratio <= goal ? "met" : "not met") }
        if let status = timed.failure { line += "   (treaty exited with \(status))" }
        print(line)
    }

    static func describe(_ time: Timed) -> String {
        String(format: "%.1f ms (%.1f ms)", time.wall * 1000, time.cpu * 1000)
    }

    /// The `treaty` executable: `TREATY_BENCH_TREATY`, else the one built beside this bench.
    static func treatyExecutable() -> String? {
        if let given = ProcessInfo.processInfo.environment["TREATY_BENCH_TREATY"] { return given }
        guard let bench = Bundle.main.executablePath else { return nil }
        let sibling = (bench as NSString).deletingLastPathComponent + "/treaty"
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    /// The document the variable names, else one of its names in `../shared/openapi`.
    private static func find(_ document: RealDocument) -> String? {
        let candidates =
            [ProcessInfo.processInfo.environment[document.variable]].compactMap { $0 }
            + document.sharedNames.map { "../shared/openapi/\($0)" }
        return candidates.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    struct Command {
        var executable: String
        var arguments: [String]
        /// Run before each timed run, untimed (clearing an output folder).
        var prepare: () -> Void = {}

        init(_ executable: String, _ arguments: [String], prepare: @escaping () -> Void = {}) {
            self.executable = executable
            self.arguments = arguments
            self.prepare = prepare
        }
    }

    struct Timed {
        var wall = Double.infinity
        var cpu = Double.infinity
    }

    /// The best wall and CPU times of the scan and the command, run in turn for `rounds` rounds
    /// after one untimed run of each, and the command's exit status when it was 2 or more.
    static func pair(_ scan: Command, _ command: Command, rounds: Int = rounds) -> (
        scan: Timed, command: Timed, failure: Int32?
    ) {
        var best = [Timed(), Timed()]
        var failure: Int32?
        for round in 0...rounds {
            for (index, variant) in [scan, command].enumerated() {
                variant.prepare()
                guard let run = spawn(variant) else { return (best[0], best[1], -1) }
                if run.status >= 2 { failure = run.status }
                guard round > 0 else { continue }
                best[index].wall = min(best[index].wall, run.timed.wall)
                best[index].cpu = min(best[index].cpu, run.timed.cpu)
            }
        }
        return (best[0], best[1], failure)
    }

    /// Runs `command` to its end with standard output and error thrown away: its wall time, its
    /// CPU time (user and system, all threads) and its exit status.
    private static func spawn(_ command: Command) -> (timed: Timed, status: Int32)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&child, command.executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let exited = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (Timed(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime)), exited)
    }

    /// `treaty-bench --scan FILE...`: reads each file and scans its bytes with libyaml, nothing
    /// else; the process the commands above are paired with.
    static func scan(_ files: [String]) {
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            _ = YAMLEventScan.count([UInt8](data))
        }
    }
}
