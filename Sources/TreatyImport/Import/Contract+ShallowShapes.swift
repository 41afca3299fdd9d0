import TreatyContract

extension Contract {
    /// The most shapes nested in one another that a written contract holds in place. Each level
    /// takes at most two YAML levels (`properties:` and the member's name, or `allOf:` and the
    /// list item) and an endpoint's own keys at most seven, so the file stays well inside the
    /// YAML reader's 128 levels.
    static let maximumInlineDepth = 32

    /// The contract with every shape nested deeper than ``maximumInlineDepth`` moved into a named
    /// schema of its own file and referred to where it was.
    ///
    /// An OpenAPI document keeps its own nesting shallow by pointing at schemas, yet a chain of
    /// such pointers that are not named components is decoded in place: written out as it was
    /// read, a chain of 70 came to 140 YAML levels and `treaty import` wrote a contract that lint
    /// then refused (`yaml-too-deep`). The moved shapes are named after their owner (a schema, an
    /// endpoint, or `defaults`), `Owner.nested`, `Owner.nested2`, …, in the order they are met.
    /// The contract means the same: only where the shapes are written changes.
    func keepingShapesShallow() -> Contract {
        let limit = Self.maximumInlineDepth
        var deep = false
        forEachRootShape { shape in deep = deep || shape.nests(deeperThan: limit) }
        guard deep else { return self }
        var hoister = DeepShapeHoister(file: file, taken: Set(namedSchemas.map(\.name)), limit: limit)
        var result = self
        result.namedSchemas = namedSchemas.map { schema in
            NamedSchema(name: schema.name, shape: hoister.shallow(schema.shape, owner: schema.name))
        }
        result.defaultHeaders = defaultHeaders.map { hoister.shallow($0, owner: "defaults") }
        result.endpoints = endpoints.map { endpoint in
            var endpoint = endpoint
            var request = endpoint.request
            request.pathParameters = request.pathParameters.map { hoister.shallow($0, owner: endpoint.id) }
            request.query = request.query.map { hoister.shallow($0, owner: endpoint.id) }
            request.headers = request.headers.map { hoister.shallow($0, owner: endpoint.id) }
            request.body = request.body.map { hoister.shallow($0, owner: endpoint.id) }
            endpoint.request = request
            endpoint.responses = endpoint.responses.map { response in
                var response = response
                response.headers = response.headers.map { hoister.shallow($0, owner: endpoint.id) }
                response.body = response.body.map { hoister.shallow($0, owner: endpoint.id) }
                return response
            }
            return endpoint
        }
        result.namedSchemas += hoister.hoisted
        for schema in result.namedSchemas {
            result.schemaTable[SchemaReference(file: file, name: schema.name)] = schema.shape
        }
        return result
    }
}

extension Shape {
    /// Whether shapes nest in this one more than `depth` levels deep (`$ref`s not followed).
    fileprivate func nests(deeperThan depth: Int) -> Bool {
        depth < 0 || subshapes.contains { $0.nests(deeperThan: depth - 1) }
    }
}

/// Moves shapes met deeper than `limit` into named schemas, naming each after its owner.
private struct DeepShapeHoister {
    let file: String
    /// Schema names in use, the contract's own and those given here.
    var taken: Set<String>
    let limit: Int
    /// The schemas made so far, in the order they were met.
    var hoisted: [NamedSchema] = []

    mutating func shallow(_ parameter: Parameter, owner: String) -> Parameter {
        var parameter = parameter
        parameter.shape = shallow(parameter.shape, owner: owner)
        return parameter
    }

    /// `shape` with what nests deeper than the limit moved out; a shape that does not nest that
    /// deep is returned as it is, unrebuilt.
    mutating func shallow(_ shape: Shape, owner: String, depth: Int = 0) -> Shape {
        guard shape.nests(deeperThan: limit - depth) else { return shape }
        guard depth < limit else {
            let name = freshName(owner + ".nested")
            // Reserved before the shape's own descendants are named, so names follow the order met.
            let position = hoisted.count
            hoisted.append(NamedSchema(name: name, shape: shape))
            hoisted[position].shape = shallow(shape, owner: owner, depth: 0)
            var reference = Shape(at: shape.location)
            reference.ref = SchemaReference(file: file, name: name)
            return reference
        }
        var result = shape
        let next = depth + 1
        result.properties = shape.properties.map {
            Shape.Property(name: $0.name, shape: shallow($0.shape, owner: owner, depth: next))
        }
        if case .shape(let additional) = shape.additionalProperties {
            result.additionalProperties = .shape(shallow(additional, owner: owner, depth: next))
        }
        result.items = shape.items.map { shallow($0, owner: owner, depth: next) }
        result.allOf = shape.allOf.map { shallow($0, owner: owner, depth: next) }
        result.anyOf = shape.anyOf.map { shallow($0, owner: owner, depth: next) }
        result.oneOf = shape.oneOf.map { shallow($0, owner: owner, depth: next) }
        result.not = shape.not.map { shallow($0, owner: owner, depth: next) }
        return result
    }

    private mutating func freshName(_ base: String) -> String {
        var name = base
        var number = 1
        while !taken.insert(name).inserted {
            number += 1
            name = base + String(number)
        }
        return name
    }
}
