/// Writes a contract as the archive's JSON value: the format ``ContractArchive`` documents.
///
/// Every key is spelled here, from ``ContractArchive/vocabulary``, never taken from a Swift name,
/// so renaming a property of the model cannot change a generated file. Defaults are left out,
/// locations in the contract's own file are `"line:column"`, and a named schema of the contract's
/// own file is written once, in `schemas`, and listed by name in `named`.
struct ArchiveWriter {
    let contract: Contract

    func write() -> JSONValue {
        var object = Members()
        object["archive"] = .number(JSONNumber(ContractArchive.formatVersion))
        object["treaty"] = .number(JSONNumber(contract.formatVersion))
        object["file"] = .string(contract.file)
        object["name"] = .string(contract.name)
        object["version"] = .string(contract.version)
        object["description"] = contract.description.map(JSONValue.string)
        object["baseURL"] = contract.baseURL.map(JSONValue.string)
        object["stubHost"] = .string(contract.stubHost)
        object["fixtureDirectory"] = .string(contract.fixtureDirectory)
        object["defaultHeaders"] = list(contract.defaultHeaders.map(parameter))
        object["endpoints"] = list(contract.endpoints.map(endpoint))
        object["named"] = list(contract.namedSchemas.map(namedSchema))
        object["schemas"] = schemaTable()
        object["allowlist"] = list(contract.allowlist.map(JSONValue.string))
        if contract.scenariosDerived { object["scenariosDerived"] = true }
        return object.value
    }

    /// A location as `"line:column"` in the contract's file, `"file:line:column"` in another.
    func location(_ location: FileLocation) -> JSONValue {
        let position = "\(location.line):\(location.column)"
        return .string(location.file == contract.file ? position : "\(location.file):\(position)")
    }

    /// A reference as a contract writes it: `#/schemas/Name` in the contract's file,
    /// `file#/schemas/Name` in another.
    func reference(_ reference: SchemaReference) -> String {
        (reference.file == contract.file ? "" : reference.file) + "#/schemas/" + reference.name
    }

    private func namedSchema(_ schema: NamedSchema) -> JSONValue {
        if contract.schemaTable[SchemaReference(file: contract.file, name: schema.name)] == schema.shape {
            return .string(schema.name)
        }
        return ["name": .string(schema.name), "shape": shape(schema.shape)]
    }

    private func schemaTable() -> JSONValue? {
        let table = contract.schemaTable
        guard !table.schemas.isEmpty else { return nil }
        return .object(JSONObject(table.sortedReferences.map { (reference($0), shape(table[$0]!)) }))
    }

    private func endpoint(_ endpoint: Endpoint) -> JSONValue {
        var object = Members()
        object["id"] = .string(endpoint.id)
        object["method"] = .string(endpoint.method)
        object["path"] = .string(endpoint.path.raw)
        object["summary"] = endpoint.summary.map(JSONValue.string)
        object["request"] = request(endpoint.request)
        object["responses"] = list(endpoint.responses.map(response))
        object["scenarios"] = list(endpoint.scenarios.map(scenario))
        object["live"] = list(endpoint.live.map(liveSample))
        object["maxResponseTime"] = endpoint.maxResponseTime.map { .number(JSONNumber($0)) }
        object["tags"] = list(endpoint.tags.map(JSONValue.string))
        object["at"] = location(endpoint.location)
        return object.value
    }

    private func request(_ request: RequestSpec) -> JSONValue? {
        var object = Members()
        object["path"] = list(request.pathParameters.map(parameter))
        object["query"] = list(request.query.map(parameter))
        object["headers"] = list(request.headers.map(parameter))
        object["body"] = request.body.map(shape)
        if !request.bodyRequired { object["bodyRequired"] = false }
        object["contentType"] = request.contentType.map(JSONValue.string)
        object["mediaTypes"] = request.mediaTypes.map { .array($0.map(JSONValue.string)) }
        object["credentials"] = request.credentials.map { sets in
            .array(
                sets.map {
                    var set = Members()
                    set["headers"] = list($0.headers.map(JSONValue.string))
                    set["query"] = list($0.query.map(JSONValue.string))
                    return set.value
                })
        }
        guard !object.isEmpty else { return nil }
        return object.value
    }

    private func parameter(_ parameter: Parameter) -> JSONValue {
        var object = Members()
        object["name"] = .string(parameter.name)
        object["shape"] = shape(parameter.shape)
        if parameter.required { object["required"] = true }
        if parameter.secret { object["secret"] = true }
        object["example"] = parameter.example.map(literal)
        object["default"] = parameter.defaultValue.map(literal)
        object["style"] = parameter.style.map { .string($0.rawValue) }
        object["explode"] = parameter.explode.map(JSONValue.bool)
        object["at"] = location(parameter.location)
        return object.value
    }

    private func response(_ response: ResponseSpec) -> JSONValue {
        var object = Members()
        object["status"] = .string(response.status.description)
        object["description"] = response.description.map(JSONValue.string)
        object["headers"] = list(response.headers.map(parameter))
        object["body"] = response.body.map(shape)
        object["contentType"] = response.contentType.map(JSONValue.string)
        object["mediaTypes"] = response.mediaTypes.map { .array($0.map(JSONValue.string)) }
        object["at"] = location(response.location)
        return object.value
    }

    private func scenario(_ scenario: Scenario) -> JSONValue {
        var object = Members()
        object["name"] = .string(scenario.name)
        switch scenario.outcome {
        case .response(let response): object["respond"] = stubResponse(response)
        case .transport(let failure): object["transport"] = .string(failure.code)
        case .sequence(let names): object["sequence"] = .array(names.map(JSONValue.string))
        }
        object["expect"] = .string(scenario.expect.rawValue)
        object["input"] = input(scenario.input)
        object["knownIssue"] = scenario.knownIssue.map(JSONValue.string)
        object["bodyUnverified"] = scenario.bodyUnverified.map(JSONValue.string)
        object["at"] = location(scenario.location)
        return object.value
    }

    private func stubResponse(_ response: StubResponse) -> JSONValue {
        var object = Members()
        object["status"] = .number(JSONNumber(response.status))
        object["headers"] = list(response.headers.map { ["name": .string($0.name), "value": .string($0.value)] })
        switch response.body {
        case .none: break
        case .inline(let value): object["inline"] = literal(value)
        case .fixture(let fixture): object["fixture"] = ["name": .string(fixture.name), "path": .string(fixture.path)]
        case .raw(let text): object["raw"] = .string(text)
        }
        return object.value
    }

    private func input(_ input: RequestInput) -> JSONValue? {
        guard !input.isEmpty else { return nil }
        var object = Members()
        object["path"] = list(input.pathParameters.map(namedValue))
        object["query"] = list(input.query.map(namedValue))
        object["headers"] = list(input.headers.map(namedValue))
        object["payload"] = input.body.map(literal)
        return object.value
    }

    private func namedValue(_ value: NamedValue) -> JSONValue {
        ["name": .string(value.name), "value": literal(value.value)]
    }

    private func liveSample(_ sample: LiveSample) -> JSONValue {
        var object = Members()
        object["input"] = input(sample.input)
        object["status"] = sample.expectedStatus.map { .number(JSONNumber($0)) }
        object["at"] = location(sample.location)
        return object.value
    }

    /// A list, or nothing when it is empty (the reader takes a missing list as empty).
    func list(_ items: [JSONValue]) -> JSONValue? {
        guard !items.isEmpty else { return nil }
        return .array(items)
    }

    /// A JSON value from the contract, written as itself; an object whose members are not in
    /// sorted order (the order the archive is printed in) keeps its order as
    /// `{"{}": [[key, value], …]}`, and so does one whose only key is `{}`.
    func literal(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(literal))
        case .object(let object):
            let keys = object.keys
            let sorted = zip(keys, keys.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            guard !sorted || keys == [ContractArchive.orderedObjectKey] else {
                return .object(JSONObject(object.members.map { ($0.key, literal($0.value)) }))
            }
            let pairs = object.members.map { JSONValue.array([.string($0.key), literal($0.value)]) }
            return [ContractArchive.orderedObjectKey: .array(pairs)]
        default: return value
        }
    }
}

/// An archive object being built: a member set to nil is left out.
struct Members {
    private var pairs: [(String, JSONValue)] = []

    var isEmpty: Bool { pairs.isEmpty }
    var value: JSONValue { .object(JSONObject(pairs)) }

    subscript(key: String) -> JSONValue? {
        get { pairs.first { $0.0 == key }?.1 }
        set {
            assert(ContractArchive.vocabulary.contains(key), "'\(key)' is not in the archive's vocabulary")
            if let newValue { pairs.append((key, newValue)) }
        }
    }
}
