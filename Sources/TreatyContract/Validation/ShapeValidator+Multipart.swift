extension ShapeValidator {
    /// Validates a multipart body's parts (see ``MultipartForm``) as the JSON value they stand for.
    public func validate(multipartParts parts: [MultipartForm.Part], against shape: Shape) -> ValidationReport {
        validate(multipartValue(parts, shape: shape), against: shape)
    }

    /// The value a multipart body's parts stand for, read the way `shape` declares each member:
    ///
    /// - a file (a part with a `filename`, bytes that are no UTF-8 text, a media type that is
    ///   neither text nor JSON, or a member declared `format: binary`) stands for a value its
    ///   member accepts: its presence is checked, not its bytes;
    /// - a part sent as JSON, or without a media type for a member declared an object (OpenAPI
    ///   sends objects as `application/json` parts), is read as JSON;
    /// - every other part is a text field, read as a form field is (``formValue(_:shape:)``):
    ///   brackets in names, a repeated name as an array, each text as its declared type.
    ///
    /// A member whose shape is an array gathers every part of its name, even a single one.
    public func multipartValue(_ parts: [MultipartForm.Part], shape: Shape) -> JSONValue {
        var fields: [FormFields.Field] = []
        var read: [(name: String, value: JSONValue)] = []
        for part in parts {
            let declared = member(part.name, of: shape)
            let single = declared.map { parameter($0, accepts: .array) ? found(in: $0, \.items) : $0 } ?? nil
            if isFile(part, single) {
                read.append((part.name, single.flatMap { ShapeSampler(validator: self).sample($0) } ?? .string("")))
            } else if isJSON(part, single), let text = part.text, let parsed = try? JSONParser().parse(text) {
                read.append((part.name, parsed))
            } else {
                fields.append(FormFields.Field(name: part.name, value: part.text ?? ""))
            }
        }
        var object = JSONObject()
        if !fields.isEmpty, case .object(let fromFields) = formValue(fields, shape: shape) { object = fromFields }
        var names: [String] = []
        var byName: [String: [JSONValue]] = [:]
        for entry in read {
            if byName[entry.name] == nil { names.append(entry.name) }
            byName[entry.name, default: []].append(entry.value)
        }
        for name in names {
            let values = byName[name] ?? []
            let isArray = member(name, of: shape).map { parameter($0, accepts: .array) } ?? false
            object[name] = values.count == 1 && !isArray ? values[0] : .array(values)
        }
        return .object(object)
    }

    private func isFile(_ part: MultipartForm.Part, _ shape: Shape?) -> Bool {
        if part.filename != nil || part.text == nil { return true }
        if let shape, found(in: shape, \.format) == "binary" { return true }
        guard let type = part.contentType.map(MultipartForm.mediaType) else { return false }
        return !type.hasPrefix("text/") && !Self.isJSONMediaType(type)
    }

    private func isJSON(_ part: MultipartForm.Part, _ shape: Shape?) -> Bool {
        if let type = part.contentType.map(MultipartForm.mediaType) { return Self.isJSONMediaType(type) }
        guard let shape else { return false }
        return parameter(shape, accepts: .object) || parameter(shape, accepts: .array)
    }

    private static func isJSONMediaType(_ type: String) -> Bool {
        type == "application/json" || type.hasSuffix("+json")
    }
}
