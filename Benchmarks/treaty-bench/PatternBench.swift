import Foundation
import TreatyContract

/// `pattern` matching: the cases that used to hang or fail, a search stopped by its budget, and
/// the everyday cost of the linear matcher against `NSRegularExpression` on the same strings.
enum PatternBench {
    static func run() {
        let validator = ShapeValidator(schemas: SchemaTable())
        print("patterns:")
        let cases = [
            ("(a*)*b", String(repeating: "a", count: 5_000)), ("^a+$", String(repeating: "a", count: 1_000_000)),
            ("(?=a)(a*)*b", String(repeating: "a", count: 5_000)),
        ]
        for (pattern, text) in cases {
            var report = validator.validate(.string(text), against: shape(pattern))
            let time = Measure.median(runs: 3) { report = validator.validate(.string(text), against: shape(pattern)) }
            let outcome = report.isValid ? "matches" : report.unverified.isEmpty ? "does not match" : "not verified"
            let label = "'\(pattern)' against \(text.count) characters"
            print("  \(label.padding(toLength: 48, withPad: " ", startingAt: 0))\(Measure.milliseconds(time))  \(outcome)")
        }

        let names = JSONValue.array((0..<24_000).map { .string("owner-\($0)/repository-\($0)") })
        var list = Shape(at: FileLocation(file: "bench.yaml", line: 1, column: 1))
        list.types = [.array]
        list.items = shape("^[^/]+/[^/]+$")
        let expression = try! NSRegularExpression(pattern: "^[^/]+/[^/]+$")
        let strings = (0..<24_000).map { "owner-\($0)/repository-\($0)" }
        let times = Measure.interleavedBest([
            { _ = validator.validate(names, against: list) },
            {
                for text in strings {
                    _ = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
                }
            },
        ])
        print("  '^[^/]+/[^/]+$' on 24,000 names, validated     \(Measure.milliseconds(times[0]))")
        print(
            "  the same searches with NSRegularExpression     \(Measure.milliseconds(times[1]))  "
                + "validation is \(Measure.ratio(times[0], times[1])) of them")
    }

    private static func shape(_ pattern: String) -> Shape {
        var shape = Shape(at: FileLocation(file: "bench.yaml", line: 1, column: 1))
        shape.types = [.string]
        shape.pattern = pattern
        return shape
    }
}
