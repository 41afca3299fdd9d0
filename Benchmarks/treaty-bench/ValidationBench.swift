import Foundation
import TreatyContract

/// Runs the validation benchmark; `main.swift` calls it.
func runValidationBench() {
    ValidationBench.run()
}

/// Validation throughput on a ≥ 20 MB "repositories" payload against Foundation's JSON parse
/// alone on the same bytes, all measured in this run.
enum ValidationBench {
    static func run() {
        let bytes = Array(RepositoryPayload.text(count: 24_000).utf8)
        let data = Data(bytes)
        let megabytes = Double(bytes.count) / 1_048_576
        let (table, shape) = RepositoryPayload.schema()
        let validator = ShapeValidator(schemas: table)

        let foundation = Measure.median(runs: 5) { _ = try? JSONSerialization.jsonObject(with: data) }
        let parse = Measure.median(runs: 5) { _ = try? JSONParser().parse(bytes) }
        var report: ValidationReport?
        let both = Measure.median(runs: 5) {
            if let value = try? JSONParser().parse(bytes) { report = validator.validate(value, against: shape) }
        }
        // Validation alone runs last, so the tree it holds does not weigh on the parses above.
        let parsed = (try? JSONParser().parse(bytes)) ?? .null
        let validate = Measure.median(runs: 5) { report = validator.validate(parsed, against: shape) }
        func rate(_ seconds: Double) -> String { String(format: "%6.1f MB/s", megabytes / seconds) }
        func line(_ label: String, _ seconds: Double, _ note: String) -> String {
            label.padding(toLength: 42, withPad: " ", startingAt: 0) + Measure.milliseconds(seconds) + "  " + rate(seconds)
                + "   " + note
        }
        let findings = report.map { "\($0.violations.count) findings, valid: \($0.isValid)" } ?? "no report"
        print("validation: 24,000 repositories (\(String(format: "%.1f", megabytes)) MB), \(findings)")
        print(line("  Foundation JSONSerialization parse", foundation, "(reference)"))
        print(line("  Treaty JSONParser parse", parse, "\(Measure.ratio(parse, foundation)) Foundation parse"))
        print(line("  Treaty validate (parsed value)", validate, ""))
        print(line("  Treaty parse + validate", both, "\(Measure.ratio(both, foundation)) Foundation parse   goal ≤ 1.5×"))
        print("    (\(Measure.ratio(both, parse)) Treaty's parse alone)")
        switch FastJSONSchemaBench.measure(payload: bytes) {
        case .success(let python):
            print(
                line(
                    "  fastjsonschema validate (parsed value)", python.validate,
                    "\(Measure.ratio(validate, python.validate)) Treaty validate / fastjsonschema"))
            print(
                line(
                    "  Python json.loads + fastjsonschema", python.parse + python.validate,
                    "\(Measure.ratio(both, python.parse + python.validate)) Treaty parse + validate / Python   goal < 1×"))
        case .failure(let skip):
            print("  fastjsonschema: skipped, \(skip.reason)")
        }
    }
}
