/// A compact archive form: only keywords that are set are written, under their contract names.
extension Shape: Codable {
    private enum Key: String, CodingKey {
        case location, booleanSchema = "boolean", ref = "$ref", types = "type", nullable, properties, required
        case additionalProperties, minProperties, maxProperties, items, minItems, maxItems, uniqueItems, enumValues = "enum",
            extensible
        case constValue = "const", format, pattern, minLength, maxLength, minimum, maximum, exclusiveMinimum
        case exclusiveMaximum, multipleOf, oneOf, anyOf, allOf, not, discriminator, description, readOnly, writeOnly
        case unmodelled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(at: try container.decode(FileLocation.self, forKey: .location))
        booleanSchema = try container.decodeIfPresent(Bool.self, forKey: .booleanSchema)
        ref = try container.decodeIfPresent(SchemaReference.self, forKey: .ref)
        types = try container.decodeIfPresent([JSONType].self, forKey: .types)
        nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        properties = try container.decodeIfPresent([Property].self, forKey: .properties) ?? []
        required = try container.decodeIfPresent([String].self, forKey: .required) ?? []
        additionalProperties =
            try container.decodeIfPresent(AdditionalProperties.self, forKey: .additionalProperties) ?? .unspecified
        minProperties = try container.decodeIfPresent(Int.self, forKey: .minProperties)
        maxProperties = try container.decodeIfPresent(Int.self, forKey: .maxProperties)
        items = try container.decodeIfPresent(Shape.self, forKey: .items)
        minItems = try container.decodeIfPresent(Int.self, forKey: .minItems)
        maxItems = try container.decodeIfPresent(Int.self, forKey: .maxItems)
        uniqueItems = try container.decodeIfPresent(Bool.self, forKey: .uniqueItems) ?? false
        enumValues = try container.decodeIfPresent([JSONValue].self, forKey: .enumValues)
        extensible = try container.decodeIfPresent(Bool.self, forKey: .extensible) ?? false
        constValue = try container.decodeIfPresent(JSONValue.self, forKey: .constValue)
        format = try container.decodeIfPresent(String.self, forKey: .format)
        pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
        minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
        maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
        minimum = try container.decodeIfPresent(JSONNumber.self, forKey: .minimum)
        maximum = try container.decodeIfPresent(JSONNumber.self, forKey: .maximum)
        exclusiveMinimum = try container.decodeIfPresent(JSONNumber.self, forKey: .exclusiveMinimum)
        exclusiveMaximum = try container.decodeIfPresent(JSONNumber.self, forKey: .exclusiveMaximum)
        multipleOf = try container.decodeIfPresent(JSONNumber.self, forKey: .multipleOf)
        oneOf = try container.decodeIfPresent([Shape].self, forKey: .oneOf) ?? []
        anyOf = try container.decodeIfPresent([Shape].self, forKey: .anyOf) ?? []
        allOf = try container.decodeIfPresent([Shape].self, forKey: .allOf) ?? []
        not = try container.decodeIfPresent(Shape.self, forKey: .not)
        discriminator = try container.decodeIfPresent(Discriminator.self, forKey: .discriminator)
        readOnly = try container.decodeIfPresent(Bool.self, forKey: .readOnly) ?? false
        writeOnly = try container.decodeIfPresent(Bool.self, forKey: .writeOnly) ?? false
        description = try container.decodeIfPresent(String.self, forKey: .description)
        unmodelled = try container.decodeIfPresent([UnmodelledKeyword].self, forKey: .unmodelled) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(location, forKey: .location)
        try container.encodeIfPresent(booleanSchema, forKey: .booleanSchema)
        try container.encodeIfPresent(ref, forKey: .ref)
        try container.encodeIfPresent(types, forKey: .types)
        if nullable { try container.encode(true, forKey: .nullable) }
        if !properties.isEmpty { try container.encode(properties, forKey: .properties) }
        if !required.isEmpty { try container.encode(required, forKey: .required) }
        if additionalProperties != .unspecified { try container.encode(additionalProperties, forKey: .additionalProperties) }
        try container.encodeIfPresent(minProperties, forKey: .minProperties)
        try container.encodeIfPresent(maxProperties, forKey: .maxProperties)
        try container.encodeIfPresent(items, forKey: .items)
        try container.encodeIfPresent(minItems, forKey: .minItems)
        try container.encodeIfPresent(maxItems, forKey: .maxItems)
        if uniqueItems { try container.encode(true, forKey: .uniqueItems) }
        try container.encodeIfPresent(enumValues, forKey: .enumValues)
        if extensible { try container.encode(true, forKey: .extensible) }
        try container.encodeIfPresent(constValue, forKey: .constValue)
        try container.encodeIfPresent(format, forKey: .format)
        try container.encodeIfPresent(pattern, forKey: .pattern)
        try container.encodeIfPresent(minLength, forKey: .minLength)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encodeIfPresent(exclusiveMinimum, forKey: .exclusiveMinimum)
        try container.encodeIfPresent(exclusiveMaximum, forKey: .exclusiveMaximum)
        try container.encodeIfPresent(multipleOf, forKey: .multipleOf)
        if !oneOf.isEmpty { try container.encode(oneOf, forKey: .oneOf) }
        if !anyOf.isEmpty { try container.encode(anyOf, forKey: .anyOf) }
        if !allOf.isEmpty { try container.encode(allOf, forKey: .allOf) }
        try container.encodeIfPresent(not, forKey: .not)
        try container.encodeIfPresent(discriminator, forKey: .discriminator)
        try container.encodeIfPresent(description, forKey: .description)
        if readOnly { try container.encode(true, forKey: .readOnly) }
        if writeOnly { try container.encode(true, forKey: .writeOnly) }
        if !unmodelled.isEmpty { try container.encode(unmodelled, forKey: .unmodelled) }
    }
}
