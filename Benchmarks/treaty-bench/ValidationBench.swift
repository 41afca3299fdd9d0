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
        let bytes = Array(RepositoryPayload.text(count: 16_000).utf8)
        let data = Data(bytes)
        let megabytes = Double(bytes.count) / 1_048_576
        let (table, shape) = RepositoryPayload.schema()
        let validator = ShapeValidator(schemas: table)

        let foundation = Measure.median(runs: 5) { _ = try? JSONSerialization.jsonObject(with: data) }
        let parse = Measure.median(runs: 5) { _ = try? JSONParser().parse(bytes) }
        var report: ValidationReport?
        let parsed = (try? JSONParser().parse(bytes)) ?? .null
        let validate = Measure.median(runs: 5) { report = validator.validate(parsed, against: shape) }
        let both = Measure.median(runs: 5) {
            if let value = try? JSONParser().parse(bytes) { report = validator.validate(value, against: shape) }
        }
        func rate(_ seconds: Double) -> String { String(format: "%6.1f MB/s", megabytes / seconds) }
        let findings = report.map { "\($0.violations.count) findings, valid: \($0.isValid)" } ?? "no report"
        print("validation: 16,000 repositories (\(String(format: "%.1f", megabytes)) MB), \(findings)")
        print("  Foundation JSONSerialization parse   \(Measure.milliseconds(foundation))  \(rate(foundation))   (reference)")
        print("  Treaty JSONParser parse              \(Measure.milliseconds(parse))  \(rate(parse))   \(Measure.ratio(parse, foundation)) Foundation")
        print("  validate (already parsed)            \(Measure.milliseconds(validate))  \(rate(validate))")
        print("  Treaty parse + validate              \(Measure.milliseconds(both))  \(rate(both))   \(Measure.ratio(both, foundation)) Foundation parse   goal ≤ 1.5×")
    }
}
