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
}

extension Contract {
    /// Every top-level shape the contract declares, with where it sits: named schemas, parameters,
    /// request and response bodies and headers. Useful for checks that must see all of them.
    public var rootShapes: [Shape] {
        var shapes = namedSchemas.map(\.shape) + defaultHeaders.map(\.shape)
        for endpoint in endpoints {
            let request = endpoint.request
            shapes += (request.pathParameters + request.query + request.headers).map(\.shape)
            if let body = request.body { shapes.append(body) }
            for response in endpoint.responses {
                shapes += response.headers.map(\.shape)
                if let body = response.body { shapes.append(body) }
            }
        }
        return shapes
    }
}

extension Shape {
    /// This shape with `transform` applied to every shape nested in it (bottom-up), then to itself.
    /// References are not followed.
    public func mapShapes(_ transform: (Shape) -> Shape) -> Shape {
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
