import Foundation
import Synchronization
import TreatyContract
import TreatyLive

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `treaty check`'s engine (plan, send, validate, classify) for `samples` requests against a
/// loopback server, against a plain concurrent URLSession loop sending the same requests with the
/// same concurrency, in the same run. Goal: ≤ 1.1×. Then peak memory with 50 MB responses.
func runLiveBench(samples: Int = 1_000, concurrency: Int = 8, rounds: Int = 5) {
    guard let server = try? BenchServer() else { return print("live: could not start the loopback server") }
    defer { server.shutdown() }
    let contract = LiveBench.contract(samples: samples)
    let plan = try! CheckPlanner(baseURL: server.baseURL, options: LiveBench.options(concurrency)).plan([contract])
    let urls = plan.items.map(\.request.url)
    var plain: [Double] = [], engine: [Double] = []
    for round in 0...rounds {
        let a = LiveBench.time { LiveBench.plainLoop(urls, concurrency: concurrency) }
        let b = LiveBench.time { _ = LiveBench.engine(plan, concurrency: concurrency) }
        if round > 0 { plain.append(a); engine.append(b) }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let ratio = median(zip(engine, plain).map { $0 / $1 })
    print(
        "live: \(samples) GET requests to a loopback server, concurrency \(concurrency) (median of \(rounds) interleaved rounds)")
    print("  plain URLSession loop             \(Measure.milliseconds(median(plain)))   (floor)")
    print(
        "  treaty check engine               \(Measure.milliseconds(median(engine)))   \(String(format: "%.2f×", ratio)) plain   goal ≤ 1.1×"
    )
    LiveBench.shards(server, contract: contract, concurrency: concurrency, rounds: rounds)
    LiveBench.hugeResponsesInFreshProcess()
}

enum LiveBench {
    static func options(_ concurrency: Int, maxBodyBytes: Int = 16 << 20) -> CheckOptions {
        CheckOptions(concurrency: concurrency, timeout: 30, retries: 0, maxBodyBytes: maxBodyBytes)
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Runs an async body to completion from synchronous bench code.
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            box.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return box.withLock { $0! }
    }

    static func engine(_ plan: CheckPlan, concurrency: Int, maxBodyBytes: Int = 16 << 20) -> CheckRun {
        wait { await engineRun(plan, concurrency: concurrency, maxBodyBytes: maxBodyBytes) }
    }

    /// The engine from async code (several at once must not block the concurrency pool's threads).
    static func engineRun(_ plan: CheckPlan, concurrency: Int, maxBodyBytes: Int = 16 << 20) async -> CheckRun {
        let session = CurlTransport(maxConnectionsPerHost: concurrency)
        defer { session.close() }
        let checker = LiveChecker(transport: session.transport, options: options(concurrency, maxBodyBytes: maxBodyBytes))
        let run = await checker.run(plan)
        if run.verdict == .drift {
            print("live: unexpected drift: \(run.results.first { $0.verdict == .drift }?.findings.map(\.message) ?? [])")
        }
        return run
    }

    /// The reference: the same requests, same concurrency, one ephemeral session, bodies read whole.
    static func plainLoop(_ urls: [URL], concurrency: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = concurrency
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let gate = DispatchSemaphore(value: concurrency)
        let group = DispatchGroup()
        for url in urls {
            gate.wait()
            group.enter()
            var request = URLRequest(url: url)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            session.dataTask(with: request) { data, _, _ in
                precondition(data != nil)
                gate.signal()
                group.leave()
            }.resume()
        }
        group.wait()
    }

    /// Four shards checked at once (as four CI runners would, each with the same concurrency),
    /// against one unsharded run; the merged shard reports must be the unsharded report, byte for byte.
    static func shards(_ server: BenchServer, contract: Contract, concurrency: Int, rounds: Int) {
        func plan(_ shard: Shard?) -> CheckPlan {
            var planner = CheckPlanner(baseURL: server.baseURL, options: options(concurrency))
            planner.shard = shard
            return try! planner.plan([contract])
        }
        let whole = plan(nil)
        let slices = (1...4).map { plan(Shard(index: $0, count: 4)) }
        var unsharded: [Double] = [], sharded: [Double] = []
        var identical = true
        for round in 0...rounds {
            var wholeRun = CheckRun(results: [])
            let a = time { wholeRun = engine(whole, concurrency: concurrency) }
            var runs: [CheckRun] = []
            let b = time {
                runs = wait {
                    await withTaskGroup(of: (Int, CheckRun).self) { group in
                        for (index, slice) in slices.enumerated() {
                            group.addTask { (index, await engineRun(slice, concurrency: concurrency)) }
                        }
                        var done: [(Int, CheckRun)] = []
                        for await result in group { done.append(result) }
                        return done.sorted { $0.0 < $1.0 }.map(\.1)
                    }
                }
            }
            let reports = runs.map { try! LiveResults(report: ReportFormat.json.render($0), file: "shard") }
            let merged = try! ShardMerge.merge(reports, files: ["1", "2", "3", "4"])
            identical = identical && ReportFormat.json.render(merged.run) == ReportFormat.json.render(wholeRun)
            if round > 0 { unsharded.append(a); sharded.append(b) }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print(
            "live: \(whole.items.count) samples as 4 shards at once, each at concurrency \(concurrency), against one unsharded run"
        )
        print("  unsharded run                     \(Measure.milliseconds(median(unsharded)))   (reference)")
        print(
            "  4 shards in parallel              \(Measure.milliseconds(median(sharded)))   \(String(format: "%.2f×", median(sharded) / median(unsharded))) unsharded   merged report identical: \(identical ? "yes" : "NO")"
        )
    }

    /// Runs ``hugeResponses(_:)`` in a child process (`treaty-bench --live-memory`): the benches
    /// before it leave this process hundreds of MB resident that the allocator keeps, which would
    /// be counted as the check's. A fresh process is what a scheduled `treaty check` starts from.
    static func hugeResponsesInFreshProcess() {
        fflush(nil)  // every stream: what was printed so far comes before the child's lines
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--live-memory"]
        do {
            try child.run()
            child.waitUntilExit()
        } catch {
            print("live: could not start the memory measurement's process: \(error)")
        }
        if child.terminationStatus != 0 { print("live: the memory measurement's process failed") }
    }

    /// `treaty-bench --live-memory`: the memory measurement alone, against its own loopback server.
    static func hugeResponsesAlone() {
        guard let server = try? BenchServer() else { return print("live: could not start the loopback server") }
        defer { server.shutdown() }
        hugeResponses(server)
    }

    /// Resident memory while checking sixteen 50 MB responses at concurrency 4 with the default
    /// 16 MB cap: with `Content-Length` (refused before the body), without (read up to the cap),
    /// and for reference a plain URLSession loop reading them whole. Each figure is the highest
    /// resident size sampled during that phase, so earlier benchmarks' peaks do not hide it.
    static func hugeResponses(_ server: BenchServer) {
        func plan(_ prefix: String) -> CheckPlan {
            var contract = LiveBench.contract(samples: 16)
            contract.endpoints[0].path = PathTemplate("/\(prefix)/{id}")!
            return try! CheckPlanner(baseURL: server.baseURL, options: options(4)).plan([contract])
        }
        func rules(_ run: CheckRun) -> String {
            Set(run.results.map { $0.environment?.rule ?? $0.verdict.rawValue }).sorted().joined(separator: ", ")
        }
        print(
            "live: 16 responses of 50 MB, concurrency 4 (a fresh process; highest resident memory sampled in each phase)")
        print("  at rest                                \(residentMB()) MB")
        var run = CheckRun(results: [])
        var peak = sampledPeak { run = engine(plan("huge"), concurrency: 4) }
        print("  treaty check, Content-Length known     \(peak) MB   (\(rules(run)))")
        peak = sampledPeak { run = engine(plan("stream"), concurrency: 4) }
        print("  treaty check, no length, 16 MB cap     \(peak) MB   (\(rules(run)))   goal ≤ 100 MB + 4 × 16 MB")
        peak = sampledPeak { plainLoop(plan("huge").items.map(\.request.url), concurrency: 4) }
        print("  plain URLSession, whole bodies         \(peak) MB")
    }

    /// Runs `body` while a thread samples the resident size every 5 ms; returns the highest, in MB.
    static func sampledPeak(_ body: () -> Void) -> Int {
        let state = Mutex((running: true, peak: residentMB()))
        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while state.withLock({ $0.running }) {
                let now = residentMB()
                state.withLock { $0.peak = max($0.peak, now) }
                usleep(5_000)
            }
            stopped.signal()
        }
        body()
        state.withLock { $0.running = false }
        stopped.wait()
        return state.withLock { $0.peak }
    }

    /// The current resident size from /proc/self/statm, in MB.
    static func residentMB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / (1 << 20)
    }

    /// `GET /items/{id}` answering an item, with `samples` live samples.
    static func contract(samples: Int) -> Contract {
        let location = FileLocation(file: "bench.yaml", line: 1, column: 1)
        func shape(_ type: JSONType) -> Shape {
            var shape = Shape(at: location)
            shape.types = [type]
            return shape
        }
        var item = shape(.object)
        item.required = ["id", "name", "tags"]
        var tags = shape(.array)
        tags.items = shape(.string)
        item.properties = [
            .init(name: "id", shape: shape(.integer)), .init(name: "name", shape: shape(.string)),
            .init(name: "tags", shape: tags),
        ]
        var idParameter = Parameter(name: "id", shape: shape(.integer), required: true, location: location)
        idParameter.example = 1
        let live = (1...samples).map {
            LiveSample(
                input: RequestInput(pathParameters: [NamedValue(name: "id", value: .number(JSONNumber($0)))]), location: location)
        }
        let endpoint = Endpoint(
            id: "getItem", method: "GET", path: PathTemplate("/items/{id}")!, request: RequestSpec(pathParameters: [idParameter]),
            responses: [ResponseSpec(status: .code(200), body: item, location: location)], live: live, location: location
        )
        return Contract(
            file: "bench.yaml", name: "Bench", version: "1", stubHost: "bench.test.invalid", fixtureDirectory: ".",
            endpoints: [endpoint])
    }
}
