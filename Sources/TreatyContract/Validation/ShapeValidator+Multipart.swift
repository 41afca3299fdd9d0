extension ShapeValidator {
    /// Validates a multipart body's parts (see ``MultipartForm``) as the JSON value they stand for;
    /// a part whose name nests deeper than ``ValidationLimits/maxDepth`` brackets is not verified.
    public func validate(multipartParts parts: [MultipartForm.Part], against shape: Shape) -> ValidationReport {
        var report = validate(multipartValue(parts, shape: shape), against: shape)
        report.unverified += nestingChecks(parts.map { FormFields.Field(name: $0.name, value: "") }, shape: shape)
        return report
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
            // `files[]` and `files[0]` fill the array `files`, as a form field's brackets do.
            let name = Self.arrayMember(part.name)
            let declared = member(name, of: shape)
            let isArray = declared.map { parameter($0, accepts: .array) } ?? false
            let single = isArray ? declared.flatMap { found(in: $0, \.items) } : declared
            if isFile(part, single) {
                read.append((name, single.flatMap { ShapeSampler(validator: self).sample($0) } ?? .string("")))
            } else if isJSON(part, single), let text = part.text, let parsed = try? JSONParser().parse(text) {
                // One JSON part may hold the whole array (live samples write an array of objects so).
                if isArray, name == part.name, case .array(let items) = parsed,
                    single.map({ !parameter($0, accepts: .array) }) ?? true
                {
                    read += items.map { (name, $0) }
                } else {
                    read.append((name, parsed))
                }
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
            // Text parts of the same name come first: none is dropped for a file beside it.
            var values = byName[name] ?? []
            switch object[name] {
            case .array(let items)?: values = items + values
            case let text?: values.insert(text, at: 0)
            case nil: break
            }
            let isArray = member(name, of: shape).map { parameter($0, accepts: .array) } ?? false
            object[name] = values.count == 1 && !isArray ? values[0] : .array(values)
        }
        return .object(object)
    }

    /// `files` for `files[]` or `files[2]`; any other name as it is.
    private static func arrayMember(_ name: String) -> String {
        let steps = FormFields.path(name)
        guard steps.count == 2, steps[1].isEmpty || Int(steps[1]) != nil else { return name }
        return steps[0]
    }

    private func isFile(_ part: MultipartForm.Part, _ shape: Shape?) -> Bool {
        if part.filename != nil || part.text == nil { return true }
        if let shape, found(in: shape, \.format) == "binary" { return true }
        guard let type = part.contentType.map(MediaType.essence) else { return false }
        return !type.hasPrefix("text/") && !MediaType.isJSON(type)
    }

    private func isJSON(_ part: MultipartForm.Part, _ shape: Shape?) -> Bool {
        if let type = part.contentType { return MediaType.isJSON(type) }
        guard let shape else { return false }
        return parameter(shape, accepts: .object) || parameter(shape, accepts: .array)
    }
}
