import Foundation

/// Reads ``ArchiveWriter``'s JSON value back into the contract it was written from.
struct ArchiveReader {
    let root: JSONObject
    /// The contract's file: locations and references without a file are in it.
    let file: String

    init(root: JSONObject) throws {
        self.root = root
        file = try Fields(root, at: "").string("file")
    }

    func read() throws -> Contract {
        let fields = Fields(root, at: "")
        var contract = Contract(
            file: file, formatVersion: try fields.integer("treaty"), name: try fields.string("name"),
            version: try fields.string("version"), description: try fields.optionalString("description"),
            baseURL: try fields.optionalString("baseURL"), stubHost: try fields.string("stubHost"),
            fixtureDirectory: try fields.string("fixtureDirectory"))
        contract.defaultHeaders = try fields.list("defaultHeaders").map(parameter)
        var table = SchemaTable()
        for member in try fields.object("schemas") ?? JSONObject() {
            let path = "/schemas/" + JSONPointer.escape(member.key)
            table[try reference(member.key, at: path)] = try shape(member.value, at: path)
        }
        contract.schemaTable = table
        contract.namedSchemas = try fields.list("named").map { value, path in
            if case .string(let name) = value {
                guard let shape = table[SchemaReference(file: file, name: name)] else {
                    throw ContractArchive.ReadError(
                        "the contract archive names schema '\(name)' at '\(path)' but has no '#/schemas/\(name)'")
                }
                return NamedSchema(name: name, shape: shape)
            }
            let entry = try Fields(value, at: path)
            return NamedSchema(name: try entry.string("name"), shape: try shape(try entry.required("shape"), at: path + "/shape"))
        }
        contract.endpoints = try fields.list("endpoints").map(endpoint)
        contract.allowlist = try fields.list("allowlist").map { try Fields.string($0, at: $1) }
        contract.scenariosDerived = try fields.optionalBool("scenariosDerived") ?? false
        return contract
    }

    /// `"line:column"` in the contract's file, or `"file:line:column"`.
    func location(_ value: JSONValue, at path: String) throws -> FileLocation {
        let text = try Fields.string(value, at: path)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            throw ContractArchive.ReadError("the contract archive's location '\(text)' at '\(path)' is not 'line:column'")
        }
        let locationFile = parts.count == 2 ? file : parts.dropLast(2).joined(separator: ":")
        return FileLocation(file: locationFile, line: line, column: column)
    }

    func reference(_ text: String, at path: String) throws -> SchemaReference {
        guard let marker = text.range(of: "#/schemas/") else {
            throw ContractArchive.ReadError("the contract archive's reference '\(text)' at '\(path)' is not 'file#/schemas/Name'")
        }
        let referenceFile = marker.lowerBound == text.startIndex ? file : String(text[..<marker.lowerBound])
        return SchemaReference(file: referenceFile, name: String(text[marker.upperBound...]))
    }

    private func endpoint(_ value: JSONValue, at path: String) throws -> Endpoint {
        let fields = try Fields(value, at: path)
        var endpoint = Endpoint(
            id: try fields.string("id"), method: try fields.string("method"),
            path: try fields.parsed("path", as: "a path template", PathTemplate.init),
            summary: try fields.optionalString("summary"),
            request: try fields.optional("request").map { try request($0, at: path + "/request") } ?? RequestSpec(),
            responses: try fields.list("responses").map(response), scenarios: try fields.list("scenarios").map(scenario),
            live: try fields.list("live").map(liveSample), maxResponseTime: try fields.optionalInteger("maxResponseTime"),
            location: try location(try fields.required("at"), at: path + "/at"))
        endpoint.tags = try fields.list("tags").map { try Fields.string($0, at: $1) }
        return endpoint
    }

    private func request(_ value: JSONValue, at path: String) throws -> RequestSpec {
        let fields = try Fields(value, at: path)
        var request = RequestSpec(
            pathParameters: try fields.list("path").map(parameter), query: try fields.list("query").map(parameter),
            headers: try fields.list("headers").map(parameter),
            body: try fields.optional("body").map { try shape($0, at: path + "/body") },
            bodyRequired: try fields.optionalBool("bodyRequired") ?? true, contentType: try fields.optionalString("contentType"))
        request.mediaTypes = try fields.optionalStrings("mediaTypes")
        request.credentials = try fields.optional("credentials").map { value in
            try Fields.items(value, at: path + "/credentials").map { value, path in
                let set = try Fields(value, at: path)
                return CredentialSet(
                    headers: try set.list("headers").map { try Fields.string($0, at: $1) },
                    query: try set.list("query").map { try Fields.string($0, at: $1) })
            }
        }
        return request
    }

    private func parameter(_ value: JSONValue, at path: String) throws -> Parameter {
        let fields = try Fields(value, at: path)
        let style = try fields.optional("style").map { _ in
            try fields.parsed("style", as: "a parameter style", ParameterStyle.init)
        }
        return Parameter(
            name: try fields.string("name"), shape: try shape(try fields.required("shape"), at: path + "/shape"),
            required: try fields.optionalBool("required") ?? false, secret: try fields.optionalBool("secret") ?? false,
            example: try fields.optional("example").map { try literal($0, at: path + "/example") },
            location: try location(try fields.required("at"), at: path),
            style: style, explode: try fields.optionalBool("explode"),
            defaultValue: try fields.optional("default").map { try literal($0, at: path + "/default") })
    }

    private func response(_ value: JSONValue, at path: String) throws -> ResponseSpec {
        let fields = try Fields(value, at: path)
        var response = ResponseSpec(
            status: try fields.parsed("status", as: "a status", StatusPattern.init),
            description: try fields.optionalString("description"),
            headers: try fields.list("headers").map(parameter),
            body: try fields.optional("body").map { try shape($0, at: path + "/body") },
            contentType: try fields.optionalString("contentType"), location: try location(try fields.required("at"), at: path))
        response.mediaTypes = try fields.optionalStrings("mediaTypes")
        return response
    }

    private func liveSample(_ value: JSONValue, at path: String) throws -> LiveSample {
        let fields = try Fields(value, at: path)
        return LiveSample(
            input: try fields.optional("input").map { try input($0, at: path + "/input") } ?? RequestInput(),
            expectedStatus: try fields.optionalInteger("status"), location: try location(try fields.required("at"), at: path))
    }

    func input(_ value: JSONValue, at path: String) throws -> RequestInput {
        let fields = try Fields(value, at: path)
        func named(_ value: JSONValue, at path: String) throws -> NamedValue {
            let entry = try Fields(value, at: path)
            return NamedValue(
                name: try entry.string("name"), value: try literal(try entry.required("value"), at: path + "/value"))
        }
        return RequestInput(
            pathParameters: try fields.list("path").map(named), query: try fields.list("query").map(named),
            headers: try fields.list("headers").map(named),
            body: try fields.optional("payload").map { try literal($0, at: path + "/payload") })
    }

    /// The contract's JSON value at `path`, its member order restored from
    /// `{"{}": [[key, value], …]}`; a pair that is not `[key, value]` is an error, never dropped.
    func literal(_ value: JSONValue, at path: String) throws -> JSONValue {
        switch value {
        case .array(let items):
            return .array(try items.enumerated().map { try literal($0.element, at: path + "/\($0.offset)") })
        case .object(let object):
            if object.keys == [ContractArchive.orderedObjectKey],
                case .array(let pairs)? = object[ContractArchive.orderedObjectKey]
            {
                let pairsPath = path + "/" + JSONPointer.escape(ContractArchive.orderedObjectKey)
                return .object(
                    JSONObject(
                        try pairs.enumerated().map { index, pair in
                            guard case .array(let parts) = pair, parts.count == 2, case .string(let key) = parts[0] else {
                                throw Fields.mismatch("a [key, value] pair", at: pairsPath + "/\(index)")
                            }
                            return (key, try literal(parts[1], at: pairsPath + "/\(index)/1"))
                        }))
            }
            return .object(
                JSONObject(
                    try object.members.map {
                        ($0.key, try literal($0.value, at: path + "/" + JSONPointer.escape($0.key)))
                    }))
        default: return value
        }
    }
}
