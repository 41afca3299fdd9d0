@testable import TreatyContract

/// Shapes built in code for validator tests; `line` stands for where the keyword was written.
enum ShapeFactory {
    static func location(_ line: Int) -> FileLocation {
        FileLocation(file: "contract.yaml", line: line, column: 5)
    }

    static func shape(line: Int = 1, _ types: JSONType..., configure: (inout Shape) -> Void = { _ in }) -> Shape {
        var shape = Shape(at: location(line))
        if !types.isEmpty { shape.types = types }
        configure(&shape)
        return shape
    }

    static func object(
        line: Int = 1, _ properties: [(String, Shape)], required: [String] = [], configure: (inout Shape) -> Void = { _ in }
    ) -> Shape {
        shape(line: line, .object) { shape in
            shape.properties = properties.map { Shape.Property(name: $0.0, shape: $0.1) }
            shape.required = required
            configure(&shape)
        }
    }

    static func parse(_ text: String) -> JSONValue {
        (try? JSONParser().parse(text)) ?? .null
    }
}

/// The single finding of a report, for tests that expect exactly one.
func onlyViolation(_ report: ValidationReport) -> Violation? {
    report.violations.count == 1 ? report.violations[0] : nil
}
