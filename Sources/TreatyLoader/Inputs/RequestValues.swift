import TreatyContract

/// Values for a request's inputs that tell them apart: the one place both kinds of contract get
/// the values Treaty chooses, for an OpenAPI document's every scenario and for the `allInputs`
/// scenario of any endpoint.
///
/// Why distinct: with `owner` and `repo` both `a`, a client that swaps them sends the very same
/// URL and passes. Why every input: scenarios otherwise send what they name only, so a client that
/// drops `page`, misspells `since` or sends an optional enum's wrong raw value would pass.
struct RequestValues {
    let validator: ShapeValidator
    let samples: SampleMemo

    /// A value per parameter, secrets aside (they come from the client), none equal to another's
    /// or to one in `used`: an enum's second value when `laterEnumValue` (a client that sends an
    /// enum's first raw value for every case is caught only by another), the documented example
    /// when it is still free, else the parameter's name when its shape takes it (a reader sees
    /// `owner=owner`), the name and `2`, else the smallest value the shape takes that is free.
    /// A value in `given` is kept, unless `laterEnumValue` and it is the enum's first; header
    /// names are matched ignoring case (`headers`).
    func distinct(
        _ parameters: [Parameter], used: inout Set<JSONValue>, laterEnumValue: Bool = false, given: [NamedValue] = [],
        headers: Bool = false
    ) -> [NamedValue] {
        parameters.compactMap { parameter in
            let enumValues = parameter.shape.enumValues ?? []
            if let kept = given.first(where: { headers ? parameter.matches($0.name) : parameter.name == $0.name }),
                !(laterEnumValue && enumValues.count > 1 && kept.value == enumValues[0])
            {
                return kept
            }
            guard !parameter.secret else { return nil }
            var candidates: [JSONValue] = []
            if laterEnumValue, enumValues.count > 1 { candidates.append(enumValues[1]) }
            if let example = parameter.example { candidates.append(example) }
            // Plain names only: a name holding a space, a colon or a line break makes no value to send.
            let plain = parameter.name.utf8.allSatisfy {
                FormatChecker.isAlpha($0) || FormatChecker.isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            }
            if plain { candidates += [.string(parameter.name), .string(parameter.name + "2")] }
            if let sampled = samples.sample(parameter.shape) { candidates.append(sampled) }
            var chosen = candidates.first { !used.contains($0) && samples.conforms($0, to: parameter.shape) }
            if chosen == nil { chosen = samples.sample(parameter.shape, excluding: used) }
            // Nothing free: the first value the shape takes, shared (a shape of one value, `const`).
            guard let value = chosen ?? candidates.first(where: { samples.conforms($0, to: parameter.shape) }) else {
                return nil
            }
            used.insert(value)
            return NamedValue(name: parameter.name, value: value)
        }
    }

    /// The request of an `allInputs` scenario: every path, query and header parameter given a
    /// value, each enum parameter one other than its first, and the body (sent even when
    /// optional) with every optional member; nil when that adds no input to `base` (values that
    /// merely differ are no reason for another scenario: it would double a large suite).
    ///
    /// - Parameters:
    ///   - base: the request of the scenario it copies.
    ///   - given: values to keep (what a contract's author wrote), unless an enum's first.
    ///   - avoiding: values other scenarios send, left out where a shape allows, so a client
    ///     that always sends the same value is caught by one of them.
    func allInputs(_ endpoint: Endpoint, base: RequestInput, given: RequestInput, avoiding: Set<JSONValue>) -> RequestInput? {
        let full = fullRequest(endpoint, base: base, given: given, avoiding: avoiding)
        return Self.adds(full, to: base, endpoint.request) ? full : nil
    }

    /// Whether `full` sends an input `base` does not, another enum value, or another body;
    /// other values alone do not count.
    private static func adds(_ full: RequestInput, to base: RequestInput, _ request: RequestSpec) -> Bool {
        func names(_ input: RequestInput) -> Set<String> {
            Set(
                input.pathParameters.map { "path " + $0.name } + input.query.map { "query " + $0.name }
                    + input.headers.map { "header " + $0.name.lowercased() })
        }
        guard names(full) == names(base), full.body == base.body else { return true }
        func value(_ name: String, _ values: [NamedValue], headers: Bool) -> JSONValue? {
            values.first { headers ? $0.name.lowercased() == name.lowercased() : $0.name == name }?.value
        }
        let places: [([Parameter], KeyPath<RequestInput, [NamedValue]>, Bool)] = [
            (request.pathParameters, \.pathParameters, false), (request.query, \.query, false),
            (request.headers, \.headers, true),
        ]
        return places.contains { parameters, values, headers in
            parameters.contains { parameter in
                (parameter.shape.enumValues?.count ?? 0) > 1
                    && value(parameter.name, full[keyPath: values], headers: headers)
                        != value(parameter.name, base[keyPath: values], headers: headers)
            }
        }
    }

    private func fullRequest(_ endpoint: Endpoint, base: RequestInput, given: RequestInput, avoiding: Set<JSONValue>)
        -> RequestInput
    {
        let request = endpoint.request
        var input = RequestInput()
        var used = avoiding
        for value in given.pathParameters + given.query + given.headers { used.insert(value.value) }
        input.pathParameters = distinct(
            request.pathParameters.map(\.nonEmpty), used: &used, laterEnumValue: true, given: given.pathParameters)
        input.query = distinct(request.query, used: &used, laterEnumValue: true, given: given.query)
        input.headers = distinct(request.headers, used: &used, laterEnumValue: true, given: given.headers, headers: true)
        // What the author gave that the request does not declare is sent as written.
        input.query += given.query.filter { value in !request.query.contains { $0.name == value.name } }
        input.headers += given.headers.filter { value in !request.headers.contains { $0.matches(value.name) } }
        // An optional body the other scenarios leave out is sent here, or a client that never sends it passes.
        let body = base.body ?? request.body.flatMap { samples.sample($0) }
        input.body = body.map { fuller($0, shape: request.body) }
        return input
    }

    /// `body` with each optional member its object shape declares and it lacks given a value, and
    /// each enum member a declared value other than the one it has (a client that always sends
    /// `state: open` is caught by another), when the whole still conforms; else `body` as it is.
    private func fuller(_ body: JSONValue, shape: Shape?) -> JSONValue {
        guard let shape, case .object(var object) = body else { return body }
        let declared = shape.ref.flatMap { validator.schemas[$0] } ?? shape
        for property in declared.properties where !property.shape.readOnly {
            let values = (property.shape.ref.flatMap { validator.schemas[$0] } ?? property.shape).enumValues ?? []
            if let current = object[property.name] {
                if let other = values.first(where: { $0 != current }) { object[property.name] = other }
            } else if let value = values.count > 1 ? values[1] : samples.sample(property.shape) {
                object[property.name] = value
            }
        }
        let candidate = JSONValue.object(object)
        return samples.conforms(candidate, to: shape) ? candidate : body
    }

    /// A scenario answering 2xx with a body the client decodes: the one `allInputs` copies.
    static func isPlainSuccess(_ scenario: Scenario) -> Bool {
        guard case .response(let response) = scenario.outcome else { return false }
        return (200..<300).contains(response.status) && scenario.expect == .default(for: scenario.outcome)
    }
}

extension Parameter {
    /// A path parameter never fills its segment with nothing: synthesized strings get at least one character.
    var nonEmpty: Parameter {
        var parameter = self
        if shape.types?.contains(.string) ?? true, (shape.minLength ?? 0) < 1 { parameter.shape.minLength = 1 }
        return parameter
    }
}
