// `make bench`: every figure is a ratio against a reference measured in this same run.
import Foundation

let arguments = CommandLine.arguments

/// The `N` of `treaty-bench OPTION DIR [--count N]` (10 without it), or nil when `OPTION` is not
/// the first argument; a malformed count exits with the usage.
func writeCount(for option: String, in arguments: [String]) -> Int? {
    guard arguments.count == 3 || arguments.count == 5, arguments[1] == option else { return nil }
    guard arguments.count == 5 else { return 10 }
    guard arguments[3] == "--count", let number = Int(arguments[4]), number > 0 else {
        FileHandle.standardError.write(Data("usage: treaty-bench \(option) DIR [--count N]\n".utf8))
        exit(2)
    }
    return number
}

// `treaty-bench --write-contracts DIR [--count N]` writes the generation bench's contracts for
// scripts/bench-suite.py: gen0.yaml … gen<N-1>.yaml, 100 endpoints each (default 10, its 1,000 endpoints).
if let count = writeCount(for: "--write-contracts", in: arguments) {
    try FileManager.default.createDirectory(atPath: arguments[2], withIntermediateDirectories: true)
    for index in 0..<count {
        let text = GenerationBench.contract(index: index, endpoints: 100)
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(arguments[2])/gen\(index).yaml"))
    }
    exit(0)
}

// `treaty-bench --write-shared-fixtures DIR [--count N]` writes the process bench's project: N contracts
// of 100 endpoints (default 10) whose scenarios share three fixture files, under a treaty.yaml.
if let count = writeCount(for: "--write-shared-fixtures", in: arguments) {
    try LoaderBench.writeSharedFixtureProject(to: arguments[2], count: count)
    exit(0)
}

// `treaty-bench --scan FILE...` reads the files and scans them with libyaml: the process bench's reference.
if arguments.count >= 2, arguments[1] == "--scan" {
    ProcessBench.scan(Array(arguments.dropFirst(2)))
    exit(0)
}

// `treaty-bench --write-openapi FILE [--count N]` writes the OpenAPI bench's document, of N operations
// (default 1,000); scripts/bench-suite.py --incremental builds the suite of 500.
if arguments.count >= 3, arguments[1] == "--write-openapi" {
    guard let operations = arguments.count == 3 ? 1000 : writeCount(for: "--write-openapi", in: arguments) else {
        FileHandle.standardError.write(Data("usage: treaty-bench --write-openapi FILE [--count N]\n".utf8))
        exit(2)
    }
    try Data(OpenAPIBench.document(operations: operations).utf8).write(to: URL(fileURLWithPath: arguments[2]))
    exit(0)
}

// `treaty-bench --ratio FILE...`: real OpenAPI documents' import against libyaml's scan of the same bytes.
if arguments.count >= 3, arguments[1] == "--ratio" {
    OpenAPIBench.ratios(Array(arguments.dropFirst(2)))
    exit(0)
}

// `treaty-bench --write-deploy DIR` writes the deploy bench's inputs, for a profiler: new.yaml and the
// fleet/ store of 200 app versions on 20 contract versions, new-worst.yaml and the worst/ store (200 on 200).
if arguments.count == 3, arguments[1] == "--write-deploy" {
    let fleet = try DeployBench.write(to: arguments[2])
    print("\(fleet.breaks) of the fleet's \(DeployBench.versions) versions break")
    exit(0)
}

// `treaty-bench --live-memory`: the live check's peak memory, in a process of its own (run by the live bench).
if arguments.count == 2, arguments[1] == "--live-memory" {
    LiveBench.hugeResponsesAlone()
    exit(0)
}

// `treaty-bench --keep-alive|--urlsession|--in-process …`: one measurement for scripts/bench-serve.py.
if ServeBench.run(arguments) { exit(0) }

// `treaty-bench --once loader|openapi|file:PATH` loads the bench's input (or a file) once, for `valgrind --tool=callgrind`.
if arguments.count == 3, arguments[1] == "--once" {
    guard ProfileOnce.run(arguments[2]) else {
        FileHandle.standardError.write(
            Data("usage: treaty-bench --once \(ProfileOnce.names.joined(separator: "|"))|file:PATH\n".utf8))
        exit(2)
    }
    exit(0)
}

// `treaty-bench [--only NAME]...` runs some of the benchmarks, e.g. under a profiler.
let benches: [(name: String, run: () -> Void)] = [
    ("loader", LoaderBench.run), ("openapi", OpenAPIBench.run), ("validation", { runValidationBench() }),
    ("patterns", PatternBench.run),
    ("diff", runDiffBench), ("scaling", ScalingBench.run),
    ("stubs", { runStubBench() }), ("generate", GenerationBench.run), ("live", { runLiveBench() }),
    ("process", ProcessBench.run), ("deploy", DeployBench.run),
]
var only: Set<String> = []
var position = 1
while position < arguments.count {
    guard arguments[position] == "--only", position + 1 < arguments.count else {
        FileHandle.standardError.write(Data("usage: treaty-bench [--only NAME]... | --write-contracts DIR [--count N]\n".utf8))
        exit(2)
    }
    only.insert(arguments[position + 1])
    position += 2
}
if let unknown = only.first(where: { name in !benches.contains { $0.name == name } }) {
    FileHandle.standardError.write(
        Data("unknown benchmark '\(unknown)'; known: \(benches.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}

print("Treaty benchmarks (release build; medians of repeated runs after a warm-up)")
for bench in benches where only.isEmpty || only.contains(bench.name) {
    print()
    bench.run()
}
