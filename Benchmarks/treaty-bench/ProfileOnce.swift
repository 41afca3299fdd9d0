import Foundation
@_spi(Benchmarks) import TreatyLoader
import TreatyYAML

/// One load of a bench input, nothing else, so a profiler's counts are the loader's:
/// `valgrind --tool=callgrind .build/release/treaty-bench --once loader` against `--once loader-scan`
/// gives the instruction ratio the timed bench estimates; `--once file:PATH` loads a file of one's
/// own the way `treaty lint` does, `--once tree:PATH` only parses it into its YAML tree, and
/// `--once decoded:PATH` and `--once scenarios:PATH` stop the load after that stage
/// (``ContractLoader/lastStage``), so each stage's instructions are a difference of two counts.
enum ProfileOnce {
    static let names = ["loader", "loader-scan", "openapi", "openapi-scan"]

    /// Runs the named load; false for an unknown name.
    static func run(_ name: String) -> Bool {
        switch name {
        case "loader", "loader-scan":
            let files = (0..<10).map { ("contracts/api\($0).yaml", LoaderBench.contract(index: $0, endpoints: 100)) }
            if name == "loader-scan" {
                for (_, text) in files { _ = YAMLEventScan.count(Array(text.utf8)) }
            } else {
                _ = ContractLoader(files: .memory(Dictionary(uniqueKeysWithValues: files))).load(["contracts"])
            }
        case "openapi", "openapi-scan":
            let text = OpenAPIBench.document(operations: 1000)
            if name == "openapi-scan" {
                _ = YAMLEventScan.count(Array(text.utf8))
            } else {
                _ = ContractLoader(files: .memory(["openapi.yaml": text])).load(["openapi.yaml"])
            }
        case _ where name.hasPrefix("tree:"):
            let path = String(name.dropFirst("tree:".count))
            _ = try? YAMLReader(parsesAhead: true).read([UInt8](FileManager.default.contents(atPath: path) ?? Data()))
        case _ where name.hasPrefix("decoded:") || name.hasPrefix("scenarios:"):
            let (stage, prefix) =
                name.hasPrefix("decoded:") ? (ContractLoader.LoadStage.decoded, "decoded:") : (.scenariosBuilt, "scenarios:")
            var loader = ContractLoader()
            loader.lastStage = stage
            _ = loader.load([String(name.dropFirst(prefix.count))])
        case _ where name.hasPrefix("file:"):
            // A real document (`--once file:spec3.yaml`): where a user's own contract spends its time.
            let path = String(name.dropFirst("file:".count))
            _ = ContractLoader().load([path])
        default:
            return false
        }
        return true
    }
}
