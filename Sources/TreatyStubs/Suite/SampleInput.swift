import TreatyContract

/// Completes a scenario's request values: required path and query parameters the scenario
/// leaves out get their `example`, else a value that fits their shape.
enum SampleInput {
    static func complete(_ input: RequestInput, for endpoint: Endpoint) -> RequestInput {
        var result = input
        for parameter in endpoint.request.pathParameters where result.path(parameter.name) == nil {
            result.pathParameters.append(NamedValue(name: parameter.name, value: sample(parameter)))
        }
        for parameter in endpoint.request.query where parameter.required && result.query(parameter.name) == nil {
            result.query.append(NamedValue(name: parameter.name, value: sample(parameter)))
        }
        return result
    }

    private static func sample(_ parameter: Parameter) -> JSONValue {
        if let example = parameter.example { return example }
        let shape = parameter.shape
        if let constant = shape.constValue { return constant }
        if let first = shape.enumValues?.first { return first }
        switch shape.types?.first {
        case .integer?, .number?: return .number(shape.minimum ?? JSONNumber(1))
        case .boolean?: return .bool(true)
        default: return .string("sample")
        }
    }
}
