extension Shape {
    /// The shapes directly inside this one (properties, items, additional properties, combinators, `not`),
    /// in a stable order. References are not followed.
    public var subshapes: [Shape] {
        var result = properties.map(\.shape)
        if case .shape(let additional) = additionalProperties { result.append(additional) }
        if let items { result.append(items) }
        result += allOf + anyOf + oneOf
        if let not { result.append(not) }
        return result
    }

    /// Calls `visit` on this shape and every shape nested in it, depth first, without following `$ref`.
    public func forEachShape(_ visit: (Shape) -> Void) {
        // Most shapes hold no other (a `$ref`, a scalar type): visited without a stack.
        guard hasSubshapes else { return visit(self) }
        var pending = [self]
        while let shape = pending.popLast() {
            visit(shape)
            // ``subshapes`` pushed last to first, without building that array for every shape.
            if let not = shape.not { pending.append(not) }
            pending += shape.oneOf.reversed()
            pending += shape.anyOf.reversed()
            pending += shape.allOf.reversed()
            if let items = shape.items { pending.append(items) }
            if case .shape(let additional) = shape.additionalProperties { pending.append(additional) }
            for property in shape.properties.reversed() { pending.append(property.shape) }
        }
    }

    /// Whether ``subshapes`` is not empty, without building it.
    var hasSubshapes: Bool {
        if case .shape = additionalProperties { return true }
        return !properties.isEmpty || items != nil || !allOf.isEmpty || !anyOf.isEmpty || !oneOf.isEmpty || not != nil
    }
}

extension Contract {
    /// Calls `visit` on every top-level shape the contract declares, in a stable order: named
    /// schemas, default headers, then per endpoint its path, query and header parameters,
    /// request body, and per response its headers and body. Useful for checks that must see all
    /// of them; with ``Shape/forEachShape(_:)``, every shape of the contract.
    public func forEachRootShape(_ visit: (Shape) -> Void) {
        for schema in namedSchemas { visit(schema.shape) }
        for header in defaultHeaders { visit(header.shape) }
        for endpoint in endpoints {
            let request = endpoint.request
            for parameter in request.pathParameters { visit(parameter.shape) }
            for parameter in request.query { visit(parameter.shape) }
            for parameter in request.headers { visit(parameter.shape) }
            if let body = request.body { visit(body) }
            for response in endpoint.responses {
                for header in response.headers { visit(header.shape) }
                if let body = response.body { visit(body) }
            }
        }
    }

    /// Calls `visit` on every shape of the contract, nested ones included, without following `$ref`.
    public func forEachShape(_ visit: (Shape) -> Void) {
        forEachRootShape { $0.forEachShape(visit) }
    }

    /// Replaces every top-level shape ``forEachRootShape(_:)`` visits with `transform`'s result,
    /// in the same order: for a rewrite that must reach every shape of the contract, with
    /// ``Shape/mapShapes(_:)``.
    public mutating func mapRootShapes(_ transform: (Shape) -> Shape) {
        for index in namedSchemas.indices { namedSchemas[index].shape = transform(namedSchemas[index].shape) }
        for index in defaultHeaders.indices { defaultHeaders[index].shape = transform(defaultHeaders[index].shape) }
        for index in endpoints.indices {
            var request = endpoints[index].request
            for position in request.pathParameters.indices {
                request.pathParameters[position].shape = transform(request.pathParameters[position].shape)
            }
            for position in request.query.indices { request.query[position].shape = transform(request.query[position].shape) }
            for position in request.headers.indices {
                request.headers[position].shape = transform(request.headers[position].shape)
            }
            request.body = request.body.map(transform)
            endpoints[index].request = request
            for position in endpoints[index].responses.indices {
                var response = endpoints[index].responses[position]
                for header in response.headers.indices {
                    response.headers[header].shape = transform(response.headers[header].shape)
                }
                response.body = response.body.map(transform)
                endpoints[index].responses[position] = response
            }
        }
    }
}

extension Shape {
    /// This shape with `transform` applied to every shape nested in it (bottom-up), then to itself.
    /// References are not followed.
    public func mapShapes(_ transform: (Shape) -> Shape) -> Shape {
        // A shape holding no other is handed over as it is: rebuilding it would copy its keywords.
        guard hasSubshapes else { return transform(self) }
        var shape = self
        shape.properties = properties.map { Property(name: $0.name, shape: $0.shape.mapShapes(transform)) }
        if case .shape(let additional) = additionalProperties {
            shape.additionalProperties = .shape(additional.mapShapes(transform))
        }
        shape.items = items?.mapShapes(transform)
        shape.allOf = allOf.map { $0.mapShapes(transform) }
        shape.anyOf = anyOf.map { $0.mapShapes(transform) }
        shape.oneOf = oneOf.map { $0.mapShapes(transform) }
        shape.not = not?.mapShapes(transform)
        return transform(shape)
    }
}
