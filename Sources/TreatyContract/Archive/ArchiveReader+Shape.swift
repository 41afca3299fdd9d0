/// Reads scenarios and shapes, the inverse of ``ArchiveWriter``'s.
extension ArchiveReader {
    func scenario(_ value: JSONValue, at path: String) throws -> Scenario {
        let fields = try Fields(value, at: path)
        let outcome: Scenario.Outcome
        if let respond = try fields.optional("respond") {
            outcome = .response(try stubResponse(respond, at: path + "/respond"))
        } else if let code = try fields.optionalString("transport") {
            outcome = .transport(TransportFailure(code: code))
        } else if let names = try fields.optionalStrings("sequence") {
            outcome = .sequence(names)
        } else {
            throw ContractArchive.ReadError(
                "the contract archive's scenario at '\(path)' has no 'respond', 'transport' or 'sequence'")
        }
        var scenario = Scenario(
            name: try fields.string("name"), outcome: outcome,
            expect: try fields.parsed("expect", as: "an expected outcome", ExpectedOutcome.init),
            input: try fields.optional("input").map { try input($0, at: path + "/input") } ?? RequestInput(),
            location: try location(try fields.required("at"), at: path))
        scenario.knownIssue = try fields.optionalString("knownIssue")
        scenario.bodyUnverified = try fields.optionalString("bodyUnverified")
        return scenario
    }

    private func stubResponse(_ value: JSONValue, at path: String) throws -> StubResponse {
        let fields = try Fields(value, at: path)
        let headers = try fields.list("headers").map { value, path in
            let header = try Fields(value, at: path)
            return HeaderField(name: try header.string("name"), value: try header.string("value"))
        }
        var body = ScenarioBody.none
        if let inline = try fields.optional("inline") {
            body = .inline(try literal(inline, at: path + "/inline"))
        } else if let fixture = try fields.optional("fixture") {
            let reference = try Fields(fixture, at: path + "/fixture")
            body = .fixture(FixtureReference(name: try reference.string("name"), path: try reference.string("path")))
        } else if let raw = try fields.optionalString("raw") {
            body = .raw(raw)
        }
        return StubResponse(status: try fields.integer("status"), headers: headers, body: body)
    }

    func shape(_ value: JSONValue, at path: String) throws -> Shape {
        let fields = try Fields(value, at: path)
        var shape = Shape(at: try location(try fields.required("at"), at: path))
        shape.booleanSchema = try fields.optionalBool("boolean")
        shape.ref = try fields.optionalString("$ref").map { try reference($0, at: path + "/$ref") }
        shape.types = try fields.optional("type").map { try types($0, at: path + "/type") }
        shape.nullable = try fields.optionalBool("nullable") ?? false
        shape.properties = try fields.list("properties").map(property)
        shape.required = try fields.list("required").map { try Fields.string($0, at: $1) }
        switch try fields.optional("additionalProperties") {
        case nil: shape.additionalProperties = .unspecified
        case .bool(true)?: shape.additionalProperties = .allowed
        case .bool(false)?: shape.additionalProperties = .forbidden
        case let additional?: shape.additionalProperties = .shape(try self.shape(additional, at: path + "/additionalProperties"))
        }
        shape.minProperties = try fields.optionalInteger("minProperties")
        shape.maxProperties = try fields.optionalInteger("maxProperties")
        shape.items = try fields.optional("items").map { try self.shape($0, at: path + "/items") }
        shape.minItems = try fields.optionalInteger("minItems")
        shape.maxItems = try fields.optionalInteger("maxItems")
        shape.uniqueItems = try fields.optionalBool("uniqueItems") ?? false
        shape.enumValues = try fields.optional("enum").map {
            try Fields.items($0, at: path + "/enum").map { try literal($0.0, at: $0.1) }
        }
        shape.extensible = try fields.optionalBool("extensible") ?? false
        shape.constValue = try fields.optional("const").map { try literal($0, at: path + "/const") }
        shape.format = try fields.optionalString("format")
        shape.pattern = try fields.optionalString("pattern")
        shape.minLength = try fields.optionalInteger("minLength")
        shape.maxLength = try fields.optionalInteger("maxLength")
        shape.minimum = try fields.optionalNumber("minimum")
        shape.maximum = try fields.optionalNumber("maximum")
        shape.exclusiveMinimum = try fields.optionalNumber("exclusiveMinimum")
        shape.exclusiveMaximum = try fields.optionalNumber("exclusiveMaximum")
        shape.multipleOf = try fields.optionalNumber("multipleOf")
        shape.oneOf = try fields.list("oneOf").map(self.shape)
        shape.anyOf = try fields.list("anyOf").map(self.shape)
        shape.allOf = try fields.list("allOf").map(self.shape)
        shape.not = try fields.optional("not").map { try self.shape($0, at: path + "/not") }
        shape.discriminator = try fields.optional("discriminator").map { try discriminator($0, at: path + "/discriminator") }
        shape.description = try fields.optionalString("description")
        shape.readOnly = try fields.optionalBool("readOnly") ?? false
        shape.writeOnly = try fields.optionalBool("writeOnly") ?? false
        shape.unmodelled = try fields.list("unmodelled").map(keyword)
        shape.annotations = try fields.list("annotations").map(keyword)
        return shape
    }

    private func types(_ value: JSONValue, at path: String) throws -> [JSONType] {
        let names =
            if case .string(let name) = value { [name] } else {
                try Fields.items(value, at: path).map { try Fields.string($0, at: $1) }
            }
        return try names.map { name in
            guard let type = JSONType(rawValue: name) else {
                throw ContractArchive.ReadError("the contract archive's type '\(name)' at '\(path)' is not a JSON type")
            }
            return type
        }
    }

    private func property(_ value: JSONValue, at path: String) throws -> Shape.Property {
        Shape.Property(name: try Fields(value, at: path).string("name"), shape: try shape(value, at: path))
    }

    private func discriminator(_ value: JSONValue, at path: String) throws -> Discriminator {
        let fields = try Fields(value, at: path)
        let mapping = try fields.list("mapping").map { value, path in
            let entry = try Fields(value, at: path)
            return Discriminator.Mapping(
                value: try entry.string("value"), reference: try reference(try entry.string("$ref"), at: path + "/$ref"),
                location: try entry.optional("at").map { try location($0, at: path) })
        }
        return Discriminator(propertyName: try fields.string("propertyName"), mapping: mapping)
    }

    private func keyword(_ value: JSONValue, at path: String) throws -> UnmodelledKeyword {
        let fields = try Fields(value, at: path)
        return UnmodelledKeyword(
            name: try fields.string("name"), value: try literal(try fields.required("value"), at: path + "/value"),
            schemas: try fields.list("schemas").map(property))
    }
}
