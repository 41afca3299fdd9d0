import TreatyContract

/// The values an explored request tries for one parameter, read off its shape: every `enum`
/// value, the bounds of numbers and lengths, a value of its `format`, both booleans, and
/// non-ASCII text. Only values the shape accepts are kept: exploring looks for drift in how the
/// API answers valid requests, not for how it refuses invalid ones.
struct ParameterVariants {
    let validator: ShapeValidator
    let schemas: SchemaTable

    init(schemas: SchemaTable) {
        self.schemas = schemas
        validator = ShapeValidator(schemas: schemas)
    }

    /// The longest text an explored query value may have, in characters: URLs past a few
    /// thousand bytes are refused by common servers and proxies, and a contract's `minLength`
    /// of a billion must not make a billion-character string.
    static let maxValueLength = 2_048

    /// Why `parameter` gets no text values, when its shape asks for longer ones than
    /// ``maxValueLength``: a note for the run, located at the parameter.
    func refusal(for parameter: Parameter) -> String? {
        guard let minimum = resolved(parameter.shape).minLength, minimum > Self.maxValueLength else { return nil }
        return "query parameter '\(parameter.name)' was not explored: its minLength \(minimum) is longer than the "
            + "\(Self.maxValueLength) characters an explored URL value may have (\(parameter.location))"
    }

    /// Candidate values for `parameter`, in a fixed order, each accepted by its shape and no
    /// longer than ``maxValueLength``.
    func values(for parameter: Parameter) -> [JSONValue] {
        let shape = resolved(parameter.shape)
        var candidates: [JSONValue] = []
        if let values = shape.enumValues { candidates += values }
        if let constant = shape.constValue { candidates.append(constant) }
        let types = shape.types ?? []
        if types.contains(.integer) || types.contains(.number) { candidates += numbers(shape, integer: !types.contains(.number)) }
        if types.contains(.boolean) { candidates += [true, false] }
        if types.contains(.string) || (types.isEmpty && shape.enumValues == nil) { candidates += strings(shape) }
        var seen: Set<JSONValue> = []
        return candidates.filter { seen.insert($0).inserted && validator.conforms($0, to: parameter.shape) }
    }

    private func resolved(_ shape: Shape) -> Shape {
        var current = shape
        for _ in 0..<8 {
            guard let reference = current.ref, let target = schemas[reference] else { break }
            current = target
        }
        return current
    }

    private func numbers(_ shape: Shape, integer: Bool) -> [JSONValue] {
        var values: [JSONValue] = [0, 1, -1, 1_000_000]
        for bound in [shape.minimum, shape.maximum].compactMap({ $0 }) { values.append(.number(bound)) }
        for bound in [shape.exclusiveMinimum, shape.exclusiveMaximum].compactMap({ $0 }) {
            if let value = Int(bound.text) { values += [.number(JSONNumber(value - 1)), .number(JSONNumber(value + 1))] }
        }
        if !integer { values.append(.number(JSONNumber(text: "0.5"))) }
        return values
    }

    private func strings(_ shape: Shape) -> [JSONValue] {
        var values: [JSONValue] = []
        if let format = shape.format, let example = ParameterVariants.formatExamples[format] { values.append(.string(example)) }
        let minimum = shape.minLength ?? 0
        guard minimum <= Self.maxValueLength else { return [] }
        let maximum = min(shape.maxLength ?? 64, 256)
        values.append(.string(String(repeating: "a", count: max(minimum, 1))))
        values.append(.string(String(repeating: "z", count: max(minimum, maximum))))
        values += ["Ünïcødé ✓", "日本語", "a b&c=d", ""].map { JSONValue.string($0) }
        return values
    }

    /// One valid value per common format.
    static let formatExamples: [String: String] = [
        "date": "2024-02-29", "date-time": "2024-02-29T23:59:59Z", "time": "23:59:59Z", "email": "explore@example.com",
        "uuid": "00000000-0000-4000-8000-000000000000", "uri": "https://example.com/a?b=c", "hostname": "example.com",
        "ipv4": "192.0.2.1", "ipv6": "2001:db8::1",
    ]
}
