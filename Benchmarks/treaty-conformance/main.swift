import Foundation
import TreatyContract

// Runs the shape validator over the official JSON-Schema-Test-Suite (draft 2020-12) and prints,
// per keyword, `keyword: N passed, M failed`, then the total. Usage:
//   treaty-conformance [SUITE-FOLDER] [--verbose]
// The folder defaults to ../shared/conformance/json-schema-test-suite/draft2020-12 (relative to
// the repository root); when it is absent the run says so in one line and succeeds.

let arguments = CommandLine.arguments.dropFirst()
let verbose = arguments.contains("--verbose")
let folder = arguments.first { !$0.hasPrefix("--") } ?? "../shared/conformance/json-schema-test-suite/draft2020-12"

/// The suite files to run: every top-level `*.json`, then `optional/format/*.json` for the formats Treaty checks.
func suiteFiles(in folder: String) -> [(keyword: String, path: String)] {
    let manager = FileManager.default
    let top = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    var files = top.map { (String($0.dropLast(5)), folder + "/" + $0) }
    let formats = folder + "/optional/format"
    let known = ["date-time", "date", "uuid", "email", "uri", "ipv4", "ipv6"]
    for name in ((try? manager.contentsOfDirectory(atPath: formats)) ?? []).sorted()
    where known.contains(String(name.dropLast(5))) {
        files.append(("format/" + name.dropLast(5), formats + "/" + name))
    }
    return files
}

/// Runs every case of one suite file.
func run(_ path: String) -> ConformanceTally {
    var tally = ConformanceTally()
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
        case .array(let groups)? = try? JSONParser().parse(bytes)
    else {
        tally.failed += 1
        tally.failures.append("\(path): not a readable suite file")
        return tally
    }
    for case .object(let group) in groups {
        guard let schema = group["schema"], case .array(let tests)? = group["tests"] else { continue }
        let loaded = SuiteSchema.load(schema)
        for case .object(let test) in tests {
            guard let data = test["data"], case .bool(let expected)? = test["valid"] else { continue }
            switch loaded {
            case .failure(let reason):
                tally.skipped += 1
                tally.skipReasons.insert(reason.rule)
            case .success(let (validator, shape)):
                if validator.validate(data, against: shape).isValid == expected {
                    tally.passed += 1
                } else {
                    tally.failed += 1
                    tally.failures.append(
                        "\(group["description"].map(describe) ?? "?") / \(test["description"].map(describe) ?? "?")")
                }
            }
        }
    }
    return tally
}

func describe(_ value: JSONValue) -> String {
    if case .string(let text) = value { return text }
    return JSONWriter.compact.write(value)
}

var isFolder: ObjCBool = false
guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
    print("conformance: skipped, no JSON-Schema-Test-Suite at '\(folder)'")
    exit(0)
}
var total = ConformanceTally()
for (keyword, path) in suiteFiles(in: folder) {
    let tally = run(path)
    print(tally.line(keyword))
    if verbose { for failure in tally.failures { print("  failed: \(failure)") } }
    total = total + tally
}
print(total.line("total").dropFirst("total: ".count))
exit(total.failed == 0 ? 0 : 1)
