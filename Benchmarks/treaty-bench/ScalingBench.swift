import Foundation
import TreatyContract
import TreatyDiff
import TreatyGenerator
import TreatyLoader
import TreatyYAML

/// How loading, generation and diffing grow with the size of an API: the same inputs as the
/// loader, generation and diff benches, at 100, 1,000 and 5,000 endpoints (files of 100 each).
///
/// Loading is reported beside libyaml's event scan of the same bytes, measured interleaved in
/// the same run; every figure is a median of `runs` timed runs after a warm-up.
enum ScalingBench {
    static let sizes = [100, 1000, 5000]

    static func run() {
        print("scaling: endpoints in files of 100 (medians of 5 interleaved runs; generation and diff medians of 3)")
        print("  endpoints   MB     scan       load       load/scan   generate (tests)     diff (edits)")
        for size in sizes {
            let files = size / 100
            let loader = loading(files: files)
            let generation = generating(files: files)
            let diff = diffing(files: files)
            print(
                "  " + pad(size.formatted(), 9) + "   " + pad(String(format: "%.1f", loader.megabytes), 4) + "   "
                    + pad(Measure.milliseconds(loader.scan), 8) + "   " + pad(Measure.milliseconds(loader.load), 8) + "   "
                    + pad(Measure.ratio(loader.load, loader.scan), 9) + "   "
                    + pad("\(Measure.milliseconds(generation.seconds)) (\(generation.tests))", 18) + "   "
                    + "\(Measure.milliseconds(diff.seconds)) (\(diff.edits))")
        }
    }

    private static func loading(files: Int) -> (megabytes: Double, scan: Double, load: Double) {
        let texts = (0..<files).map { ("contracts/api\($0).yaml", LoaderBench.contract(index: $0, endpoints: 100)) }
        let source = FileSource.memory(Dictionary(uniqueKeysWithValues: texts))
        let bytes = texts.map { Array($0.1.utf8) }
        let times = Measure.interleavedMedian(
            runs: 5,
            [
                { for file in bytes { _ = YAMLEventScan.count(file) } },
                { _ = ContractLoader(files: source).load(["contracts"]) },
            ])
        return (Double(bytes.reduce(0) { $0 + $1.count }) / 1_048_576, times[0], times[1])
    }

    private static func generating(files: Int) -> (seconds: Double, tests: Int) {
        let texts = (0..<files).map { ("contracts/gen\($0).yaml", GenerationBench.contract(index: $0, endpoints: 100)) }
        let contracts = ContractLoader(files: .memory(Dictionary(uniqueKeysWithValues: texts))).load(["contracts"]).contracts
        let generator = ContractGenerator(options: GenerationOptions(testing: .swiftTesting))
        let seconds = Measure.median(runs: 3) {
            for contract in contracts { _ = try? generator.generate(contract, fixtures: [:]) }
        }
        return (seconds, contracts.flatMap(\.endpoints).reduce(0) { $0 + $1.scenarios.count })
    }

    private static func diffing(files: Int) -> (seconds: Double, edits: Int) {
        let old = (0..<files).map { DiffBenchContracts.contract(index: $0, endpoints: 100) }
        let new = old.map(DiffBenchContracts.edited)
        let seconds = Measure.median(runs: 3) { _ = ContractDiffer().diff(old: old, new: new) }
        return (seconds, files * 10)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
