import TreatyContract
import TreatyTooling
import TreatyYAML

/// An `example` (or one of `examples`) written on a shape, kept until the schema table is complete.
struct ShapeExample: Sendable {
    var value: JSONValue
    var shape: Shape
    var location: FileLocation
}

/// Reports `example`s that their own shape refuses: those of parameters and headers, and those
/// written on shapes (`{ type: integer, example: 3 }`).
///
/// Parameter examples are sent: generated requests and live samples use them when a scenario
/// gives no value. A scalar one is checked as the string it becomes on the wire (so `example: 42`
/// suits both `type: integer` and `type: string`); environment references (`${TOKEN}`) are filled
/// in later and are not checked.
struct ExampleChecker {
    /// The contract's validator, over its schema table.
    let validator: ShapeValidator

    func check(_ contract: Contract) -> [Diagnostic] {
        var diagnostics = contract.defaultHeaders.compactMap { check($0, "default header '\($0.name)'") }
        for endpoint in contract.endpoints {
            let request = endpoint.request
            diagnostics += request.pathParameters.compactMap { check($0, "path parameter '\($0.name)'") }
            diagnostics += request.query.compactMap { check($0, "query parameter '\($0.name)'") }
            diagnostics += request.headers.compactMap { check($0, "header '\($0.name)'") }
            for response in endpoint.responses {
                diagnostics += response.headers.compactMap { check($0, "header '\($0.name)' of the \(response.status) response") }
            }
        }
        return diagnostics
    }

    func check(_ examples: [ShapeExample]) -> [Diagnostic] {
        examples.compactMap { example in
            let report = validator.validate(example.value, against: example.shape)
            guard !report.isValid else { return nil }
            return .invalidExample(nil, problem: problem(report), unchecked: !report.hasBreakingFindings, at: example.location)
        }
    }

    /// `what` is built only for a finding: most parameters have no example to check.
    private func check(_ parameter: Parameter, _ what: @autoclosure () -> String) -> Diagnostic? {
        guard let example = parameter.example,
            let report = validator.validate(parameterExample: example, against: parameter.shape), !report.isValid
        else { return nil }
        return .invalidExample(what(), problem: problem(report), unchecked: !report.hasBreakingFindings, at: parameter.location)
    }

    private func problem(_ report: ValidationReport) -> String {
        report.violations.first { $0.classification == .breaking }?.message ?? report.unverified.first?.message
            ?? "it is not accepted"
    }
}

extension DecodeContext {
    /// Keeps a Treaty shape's `example` and `examples` entries for ``ExampleChecker``.
    mutating func recordExamples(of shape: Shape, in pairs: [YAMLPair]) {
        let entries = Entries(pairs)
        var nodes = entries["example"].map { [$0] } ?? []
        if let node = entries["examples"], let items = sequence(node, "'examples'") { nodes += items }
        for node in nodes {
            guard let value = json(node, "an example") else { continue }
            notes.shapeExamples.append(ShapeExample(value: value, shape: shape, location: location(node)))
        }
    }
}
