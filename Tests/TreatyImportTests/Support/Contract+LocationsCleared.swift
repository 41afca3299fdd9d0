import TreatyContract

/// Source locations differ between a contract and its rewritten text; everything else must not.
/// These helpers set every location to one value so two models compare on content alone.
extension Contract {
    var locationsCleared: Contract {
        var result = self
        result.defaultHeaders = defaultHeaders.map(\.locationsCleared)
        result.namedSchemas = namedSchemas.map { NamedSchema(name: $0.name, shape: $0.shape.locationsCleared) }
        var table = SchemaTable()
        for (reference, shape) in schemaTable.schemas { table[reference] = shape.locationsCleared }
        result.schemaTable = table
        result.endpoints = endpoints.map(\.locationsCleared)
        return result
    }
}

let clearedLocation = FileLocation(file: "", line: 0, column: 0)

extension Endpoint {
    var locationsCleared: Endpoint {
        var result = self
        result.location = clearedLocation
        result.request.pathParameters = request.pathParameters.map(\.locationsCleared)
        result.request.query = request.query.map(\.locationsCleared)
        result.request.headers = request.headers.map(\.locationsCleared)
        result.request.body = request.body?.locationsCleared
        result.responses = responses.map { response in
            var response = response
            response.location = clearedLocation
            response.headers = response.headers.map(\.locationsCleared)
            response.body = response.body?.locationsCleared
            return response
        }
        result.scenarios = scenarios.map { scenario in
            var scenario = scenario
            scenario.location = clearedLocation
            return scenario
        }
        result.live = live.map { sample in
            var sample = sample
            sample.location = clearedLocation
            return sample
        }
        return result
    }
}

extension Parameter {
    var locationsCleared: Parameter {
        var result = self
        result.location = clearedLocation
        result.shape = shape.locationsCleared
        return result
    }
}

extension Shape {
    var locationsCleared: Shape {
        var result = self
        result.location = clearedLocation
        result.properties = properties.map { Shape.Property(name: $0.name, shape: $0.shape.locationsCleared) }
        if case .shape(let additional) = additionalProperties {
            result.additionalProperties = .shape(additional.locationsCleared)
        }
        result.items = items?.locationsCleared
        result.allOf = allOf.map(\.locationsCleared)
        result.anyOf = anyOf.map(\.locationsCleared)
        result.oneOf = oneOf.map(\.locationsCleared)
        result.not = not?.locationsCleared
        return result
    }
}
