import TreatyContract

extension OpenAPIScenarioBuilder {
    /// Values for the request every scenario makes: required path, query and header parameters
    /// (secrets aside, they come from the client) and a required body, from examples or synthesized.
    ///
    /// No two parameters of one request get the same value (``distinctValues(_:used:)``): with
    /// `owner` and `repo` both `a`, a client that swaps them sends the very same URL and passes.
    func requestInput(_ endpoint: Endpoint, bodyExamples: [OpenAPIExample]) -> RequestInput {
        let request = endpoint.request
        var input = RequestInput()
        var used: Set<JSONValue> = []
        input.pathParameters = distinctValues(request.pathParameters.map(\.nonEmpty), used: &used)
        input.query = distinctValues(request.query.filter(\.required), used: &used)
        input.headers = distinctValues(request.headers.filter(\.required), used: &used)
        if let shape = request.body, request.bodyRequired || !bodyExamples.isEmpty {
            input.body = bodyExamples.map(\.value).first { validator.conforms($0, to: shape) } ?? samples.sample(shape)
        }
        return input
    }

    /// One live sample for a safe method whose required path parameters all have documented values.
    func liveSamples(_ endpoint: Endpoint) -> [LiveSample] {
        guard ["GET", "HEAD", "OPTIONS"].contains(endpoint.method) else { return [] }
        let request = endpoint.request
        let path = values(request.pathParameters, documentedOnly: true)
        guard path.count == request.pathParameters.count else { return [] }
        let query = values(request.query.filter { $0.required || $0.example != nil }, documentedOnly: false)
        let headers = values(request.headers.filter { $0.required && !$0.secret }, documentedOnly: false)
        guard query.count == request.query.filter({ $0.required && !$0.secret }).count else { return [] }
        return [
            LiveSample(input: RequestInput(pathParameters: path, query: query, headers: headers), location: endpoint.location)
        ]
    }

    /// The request of the `allInputs` scenario: every optional query parameter, header and body
    /// member given a value too, and each enum parameter a value other than its first; nil when
    /// that is the request every scenario makes already.
    ///
    /// Why: scenarios otherwise send required inputs only, so a client that drops `page`,
    /// misspells `since` or sends an optional enum's wrong raw value would pass. The adapter
    /// receives these values typed, and the suite checks each reached the wire.
    func allInputs(_ endpoint: Endpoint, base: RequestInput) -> RequestInput? {
        let request = endpoint.request
        var input = RequestInput()
        var used: Set<JSONValue> = []
        input.pathParameters = distinctValues(request.pathParameters.map(\.nonEmpty), used: &used, laterEnumValue: true)
        input.query = distinctValues(request.query, used: &used, laterEnumValue: true)
        input.headers = distinctValues(request.headers, used: &used, laterEnumValue: true)
        // An optional body the other scenarios leave out is sent here, or a client that never sends it passes.
        let body = base.body ?? request.body.flatMap { samples.sample($0) }
        input.body = body.map { fuller($0, shape: request.body) }
        return input == base ? nil : input
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
        return validator.conforms(candidate, to: shape) ? candidate : body
    }

    /// A value per parameter, none equal to another's or to one in `used`: the documented
    /// example when it is still free, else the parameter's name when its shape takes it (a
    /// reader sees `owner=owner`), else the smallest value the shape takes that is still free.
    fileprivate func distinctValues(_ parameters: [Parameter], used: inout Set<JSONValue>, laterEnumValue: Bool = false)
        -> [NamedValue]
    {
        parameters.filter { !$0.secret }.compactMap { parameter in
            var candidates: [JSONValue] = []
            // A client that sends an enum's first raw value for every case is caught only by another.
            if laterEnumValue, let values = parameter.shape.enumValues, values.count > 1 { candidates.append(values[1]) }
            if let example = parameter.example { candidates.append(example) }
            // Plain names only: a name holding a space, a colon or a line break makes no value to send.
            let plain = parameter.name.utf8.allSatisfy {
                FormatChecker.isAlpha($0) || FormatChecker.isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            }
            if plain { candidates.append(.string(parameter.name)) }
            if let sampled = samples.sample(parameter.shape) { candidates.append(sampled) }
            var chosen = candidates.first { !used.contains($0) && validator.conforms($0, to: parameter.shape) }
            if chosen == nil { chosen = samples.sampler.sample(parameter.shape, excluding: used) }
            // Nothing free: the first value the shape takes, shared (a shape of one value, `const`).
            guard let value = chosen ?? candidates.first(where: { validator.conforms($0, to: parameter.shape) }) else {
                return nil
            }
            used.insert(value)
            return NamedValue(name: parameter.name, value: value)
        }
    }

    fileprivate func values(_ parameters: [Parameter], documentedOnly: Bool) -> [NamedValue] {
        parameters.filter { !$0.secret }.compactMap { parameter in
            // An example its own shape refuses (reported by lint) would send a wrong value. (Not a
            // ternary with `nil`: `JSONValue` takes `nil` as its `null`, which was then sent.)
            var documented: JSONValue? = nil
            if let example = parameter.example, validator.conforms(example, to: parameter.shape) { documented = example }
            guard let value = documented ?? (documentedOnly ? nil : samples.sample(parameter.shape)) else { return nil }
            return NamedValue(name: parameter.name, value: value)
        }
    }
}

extension Parameter {
    /// A path parameter never fills its segment with nothing: synthesized strings get at least one character.
    fileprivate var nonEmpty: Parameter {
        var parameter = self
        if shape.types?.contains(.string) ?? true, (shape.minLength ?? 0) < 1 { parameter.shape.minLength = 1 }
        return parameter
    }
}

/// Samples by shape, its own location aside: a document reuses a few schemas (`$ref: Problem`)
/// across hundreds of operations, and sampling validates every candidate. Owned by one builder.
final class SampleMemo {
    let sampler: ShapeSampler
    private var values: [Key: JSONValue?] = [:]
    /// The same shape met again (a shared `components.responses` body at every use): found by
    /// identity, without hashing its keywords. The shape is kept so its identity stays its own.
    private var seen: [ObjectIdentifier: (shape: Shape, value: JSONValue?)] = [:]

    init(_ sampler: ShapeSampler) {
        self.sampler = sampler
    }

    /// A shape, its location cleared, compared whole but hashed by its outer keywords and where
    /// its nested shapes are written: hashing every nested schema of a large inline body at each
    /// new shape was most of the memo's cost. Equal shapes agree on all of these (a shape's
    /// equality counts its nested shapes' locations), so the memo finds what a whole hash finds.
    private struct Key: Hashable {
        let shape: Shape

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.shape == rhs.shape }

        func hash(into hasher: inout Hasher) {
            hasher.combine(shape.ref)
            hasher.combine(shape.types)
            hasher.combine(shape.format)
            hasher.combine(shape.enumValues?.count)
            for property in shape.properties {
                hasher.combine(property.name)
                Self.combine(property.shape.location, into: &hasher)
            }
            for nested in [shape.items, shape.not].compactMap({ $0 }) + shape.oneOf + shape.anyOf + shape.allOf {
                Self.combine(nested.location, into: &hasher)
            }
        }

        /// A nested shape's line and column: which schema of the document it is.
        private static func combine(_ location: SourceLocation, into hasher: inout Hasher) {
            hasher.combine(location.line)
            hasher.combine(location.column)
        }
    }

    func sample(_ shape: Shape) -> JSONValue? {
        if let known = seen[shape.storageIdentity] { return known.value }
        var cleared = shape
        cleared.location = SourceLocation(file: "", line: 0, column: 0)
        let key = Key(shape: cleared)
        let value: JSONValue?
        if let known = values[key] {
            value = known
        } else {
            value = sampler.sample(shape)
            values[key] = value
        }
        seen[shape.storageIdentity] = (shape, value)
        return value
    }
}
