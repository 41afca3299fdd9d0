/// Shapes are written with their contract keywords: only what is set, `type` as one name or a
/// list, `additionalProperties` as `true`, `false` or a shape, and a property as its shape with
/// a `name`.
extension ArchiveWriter {
    func shape(_ shape: Shape) -> JSONValue {
        var object = Members()
        object["at"] = location(shape.location)
        object["boolean"] = shape.booleanSchema.map(JSONValue.bool)
        object["$ref"] = shape.ref.map { .string(reference($0)) }
        object["type"] = shape.types.map { $0.count == 1 ? .string($0[0].rawValue) : .array($0.map { .string($0.rawValue) }) }
        if shape.nullable { object["nullable"] = true }
        object["properties"] = list(shape.properties.map(property))
        object["required"] = list(shape.required.map(JSONValue.string))
        switch shape.additionalProperties {
        case .unspecified: break
        case .allowed: object["additionalProperties"] = true
        case .forbidden: object["additionalProperties"] = false
        case .shape(let additional): object["additionalProperties"] = self.shape(additional)
        }
        object["minProperties"] = integer(shape.minProperties)
        object["maxProperties"] = integer(shape.maxProperties)
        object["items"] = shape.items.map(self.shape)
        object["minItems"] = integer(shape.minItems)
        object["maxItems"] = integer(shape.maxItems)
        if shape.uniqueItems { object["uniqueItems"] = true }
        object["enum"] = shape.enumValues.map { .array($0.map(literal)) }
        if shape.extensible { object["extensible"] = true }
        object["const"] = shape.constValue.map(literal)
        object["format"] = shape.format.map(JSONValue.string)
        object["pattern"] = shape.pattern.map(JSONValue.string)
        object["minLength"] = integer(shape.minLength)
        object["maxLength"] = integer(shape.maxLength)
        object["minimum"] = shape.minimum.map(JSONValue.number)
        object["maximum"] = shape.maximum.map(JSONValue.number)
        object["exclusiveMinimum"] = shape.exclusiveMinimum.map(JSONValue.number)
        object["exclusiveMaximum"] = shape.exclusiveMaximum.map(JSONValue.number)
        object["multipleOf"] = shape.multipleOf.map(JSONValue.number)
        object["oneOf"] = list(shape.oneOf.map(self.shape))
        object["anyOf"] = list(shape.anyOf.map(self.shape))
        object["allOf"] = list(shape.allOf.map(self.shape))
        object["not"] = shape.not.map(self.shape)
        object["discriminator"] = shape.discriminator.map(discriminator)
        object["description"] = shape.description.map(JSONValue.string)
        if shape.readOnly { object["readOnly"] = true }
        if shape.writeOnly { object["writeOnly"] = true }
        object["unmodelled"] = list(shape.unmodelled.map(keyword))
        object["annotations"] = list(shape.annotations.map(keyword))
        return object.value
    }

    private func property(_ property: Shape.Property) -> JSONValue {
        guard case .object(var object) = shape(property.shape) else { return .null }
        object["name"] = .string(property.name)
        return .object(object)
    }

    private func integer(_ value: Int?) -> JSONValue? {
        value.map { .number(JSONNumber($0)) }
    }

    private func discriminator(_ discriminator: Discriminator) -> JSONValue {
        var object = Members()
        object["propertyName"] = .string(discriminator.propertyName)
        object["mapping"] = list(
            discriminator.mapping.map {
                var entry = Members()
                entry["value"] = .string($0.value)
                entry["$ref"] = .string(reference($0.reference))
                entry["at"] = $0.location.map(location)
                return entry.value
            })
        return object.value
    }

    private func keyword(_ keyword: UnmodelledKeyword) -> JSONValue {
        var object = Members()
        object["name"] = .string(keyword.name)
        object["value"] = literal(keyword.value)
        object["schemas"] = list(keyword.schemas.map(property))
        return object.value
    }
}
