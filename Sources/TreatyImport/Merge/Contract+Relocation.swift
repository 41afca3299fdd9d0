public import TreatyContract
import TreatyTooling

extension Contract {
    /// The same contract saved at another path: references to its own schemas follow it, and
    /// scenario fixtures are looked up in `fixtureDirectory` when one is given.
    ///
    /// `treaty import` calls this before writing, so a model loaded from `openapi.yaml` writes its
    /// references as `#/schemas/Name` in `contracts/api.yaml` instead of pointing back at the spec.
    /// - Parameters:
    ///   - file: the path the contract will be written to.
    ///   - fixtureDirectory: the folder its fixtures will be in (relative to the working directory);
    ///     nil keeps the current one.
    public func relocated(to file: String, fixtureDirectory: String? = nil) -> Contract {
        let oldFile = self.file
        let move = { (reference: SchemaReference) in
            reference.file == oldFile ? SchemaReference(file: file, name: reference.name) : reference
        }
        var result = self
        result.file = file
        result.fixtureDirectory = fixtureDirectory ?? self.fixtureDirectory
        result.defaultHeaders = defaultHeaders.map { $0.mappingReferences(move) }
        result.namedSchemas = namedSchemas.map { NamedSchema(name: $0.name, shape: $0.shape.mappingReferences(move)) }
        var table = SchemaTable()
        for (reference, shape) in schemaTable.schemas { table[move(reference)] = shape.mappingReferences(move) }
        result.schemaTable = table
        result.endpoints = endpoints.map { endpoint in
            var endpoint = endpoint.mappingReferences(move)
            if let fixtureDirectory { endpoint.scenarios = endpoint.scenarios.map { $0.fixtureMoved(to: fixtureDirectory) } }
            return endpoint
        }
        return result
    }
}

extension Endpoint {
    /// The endpoint with every `$ref` in its request and responses passed through `transform`.
    func mappingReferences(_ transform: (SchemaReference) -> SchemaReference) -> Endpoint {
        var result = self
        result.request.pathParameters = request.pathParameters.map { $0.mappingReferences(transform) }
        result.request.query = request.query.map { $0.mappingReferences(transform) }
        result.request.headers = request.headers.map { $0.mappingReferences(transform) }
        result.request.body = request.body?.mappingReferences(transform)
        result.responses = responses.map { response in
            var response = response
            response.headers = response.headers.map { $0.mappingReferences(transform) }
            response.body = response.body?.mappingReferences(transform)
            return response
        }
        return result
    }
}

extension Scenario {
    /// The scenario with its fixture (if any) looked up in `folder`.
    func fixtureMoved(to folder: String) -> Scenario {
        guard case .response(var response) = outcome, case .fixture(let fixture) = response.body else { return self }
        response.body = .fixture(FixtureReference(name: fixture.name, path: RelativePath.join(folder, fixture.name)))
        var result = self
        result.outcome = .response(response)
        return result
    }
}

extension Parameter {
    func mappingReferences(_ transform: (SchemaReference) -> SchemaReference) -> Parameter {
        var result = self
        result.shape = shape.mappingReferences(transform)
        return result
    }
}

extension Shape {
    /// The shape with its `$ref` and every nested one passed through `transform`.
    func mappingReferences(_ transform: (SchemaReference) -> SchemaReference) -> Shape {
        var result = self
        result.ref = ref.map(transform)
        result.properties = properties.map { Shape.Property(name: $0.name, shape: $0.shape.mappingReferences(transform)) }
        if case .shape(let additional) = additionalProperties {
            result.additionalProperties = .shape(additional.mappingReferences(transform))
        }
        result.items = items?.mappingReferences(transform)
        result.allOf = allOf.map { $0.mappingReferences(transform) }
        result.anyOf = anyOf.map { $0.mappingReferences(transform) }
        result.oneOf = oneOf.map { $0.mappingReferences(transform) }
        result.not = not?.mappingReferences(transform)
        result.discriminator = discriminator.map { discriminator in
            var moved = discriminator
            moved.mapping = discriminator.mapping.map {
                .init(value: $0.value, reference: transform($0.reference), location: $0.location)
            }
            return moved
        }
        return result
    }
}
