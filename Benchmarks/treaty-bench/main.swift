// `make bench`: every figure is a ratio against a reference measured in this same run.
import Foundation

// `treaty-bench --write-contracts DIR` writes the generation bench's contracts for scripts/bench-suite.py.
let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--write-contracts" {
    try FileManager.default.createDirectory(atPath: arguments[2], withIntermediateDirectories: true)
    for index in 0..<10 {
        let text = GenerationBench.contract(index: index, endpoints: 100)
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(arguments[2])/gen\(index).yaml"))
    }
    exit(0)
}

print("Treaty benchmarks (release build; medians of repeated runs after a warm-up)\n")
LoaderBench.run()
print()
runValidationBench()
print()
runDiffBench()
print()
runStubBench()
print()
GenerationBench.run()
print()
runLiveBench()
