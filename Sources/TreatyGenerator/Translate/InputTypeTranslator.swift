import TreatyContract

/// The typed input struct of one endpoint (`ListProjectsInput`): a property per path, query and
/// header parameter, read from the scenario's values. Properties are Swift-cased
/// (``Naming/bareProperty(_:)``); the wire name stays in the lookup.
struct InputTypeTranslator {
    let access: String?
    let names: ContractNames
    /// The body types, shared by all endpoints of the contract; nil leaves bodies untyped.
    var bodies: BodyTypeTranslator? = nil

    func translate(_ endpoint: Endpoint) -> Declaration {
        let request = endpoint.request
        var members: [Declaration] = [
            .property(
                PropertyDeclaration(
                    docs: ["The scenario's values, as the contract states them."], access: access, keyword: "var", name: "values",
                    type: "ContractInput.Values", getter: [.line("storage.values")])),
            .property(PropertyDeclaration(access: "private", keyword: "let", name: "storage", type: "ContractInputStorage")),
            .function(
                FunctionDeclaration(
                    access: access, signature: "init(values: ContractInput.Values)",
                    body: [.line("storage = ContractInputStorage(values)")])),
        ]
        let groups: [(String, [Parameter], Bool)] = [
            ("path", request.pathParameters, true), ("query", request.query, false), ("header", request.headers, false),
        ]
        let parameters = groups.flatMap { source, parameters, alwaysPresent in
            parameters.map { (source, $0, alwaysPresent || $0.required) }
        }
        // `values`, `storage`, `headers` and `body` are taken by the input type itself; repeats get `_2`, `_3`, …
        let reserved = ["values", "storage", "headers", "body"]
        let properties = Naming.unique(reserved + parameters.map { Naming.bareProperty($0.1.name) }).dropFirst(reserved.count)
        var typeNames: Set<String> = ["Values", "JSON"]
        var enums: [Declaration] = []
        for ((source, parameter, present), name) in zip(parameters, properties) {
            var type: SwiftType? = nil
            if let cases = BodyTypeTranslator.stringEnumeration(parameter.shape) {
                let enumName = BodyTypeTranslator.nestedName(Naming.typeName(name), in: &typeNames, namespace: bodies?.namespace)
                let docs = ["The values of the \(source) parameter '\(SwiftLiteral.comment(parameter.name))'."]
                enums.append(BodyTypeTranslator.enumDeclaration(enumName, cases, access: access, docs: docs))
                type = (enumName, "string", ".flatMap(\(enumName).init(rawValue:))", "\(enumName).allCases[0]")
            }
            members.append(property(parameter, name: Naming.escaped(name), source: source, present: present, type: type))
        }
        if let body = request.body, let bodies {
            members += bodyMembers(body, required: request.bodyRequired, types: bodies, names: &typeNames)
        }
        members += enums
        return .type(
            TypeDeclaration(
                docs: ["Inputs for `\(endpoint.id)` (\(endpoint.method) \(endpoint.path.raw))."], access: access, kind: .struct,
                name: names.input(endpoint), inherits: ["ContractInput"], members: members))
    }

    /// `body`, the scenario's request body decoded into its generated type, and the inline types it needs.
    private func bodyMembers(_ shape: Shape, required: Bool, types: BodyTypeTranslator, names: inout Set<String>)
        -> [Declaration]
    {
        let (type, nested) = types.bodyType(shape, names: &names)
        let optional = !required && !type.hasSuffix("?")
        let read = optional ? "values.body == nil ? nil : try typedBody()" : "try typedBody()"
        var docs = ["The scenario's request body as a typed value" + (optional ? ", when it has one." : ".")]
        if type.hasPrefix(BodyTypeTranslator.json) {
            docs.append("Any JSON value: no Swift type states this shape (`oneOf`, `anyOf`, free-form objects).")
        }
        docs.append("- Throws: when the scenario's body does not decode into the type, or loses a value in it.")
        return [
            .property(
                PropertyDeclaration(
                    docs: docs, access: access, keyword: "var", name: "body", type: type + (optional ? "?" : ""),
                    getter: [.block("get throws", [.line(read)])]))
        ] + nested
    }

    /// A parameter's Swift type, the ``ContractInputStorage`` method that reads it, a conversion
    /// after it and the fallback when a required value is missing.
    private typealias SwiftType = (type: String, reader: String, conversion: String, fallback: String)

    /// - Parameter type: the type, when not the plain one for the shape (a generated enum).
    private func property(
        _ parameter: Parameter, name: String, source: String, present: Bool, type: SwiftType? = nil
    ) -> Declaration {
        let (type, reader, conversion, fallback) = type ?? swiftType(parameter.shape)
        let arguments = ".\(source), \(SwiftLiteral.string(parameter.name))"
        let read = "storage.\(reader)(\(arguments))\(conversion)"
        let docs = ["The \(source) parameter '\(parameter.name)'" + (present ? "." : ", when the scenario sets it.")]
        if present {
            // A plain value takes its fallback as an argument: `?? fallback` costs an inlined autoclosure each.
            let getter = conversion.isEmpty ? "storage.\(reader)(\(arguments), or: \(fallback))" : "\(read) ?? \(fallback)"
            return .property(
                PropertyDeclaration(docs: docs, access: access, keyword: "var", name: name, type: type, getter: [.line(getter)]))
        }
        return .property(
            PropertyDeclaration(docs: docs, access: access, keyword: "var", name: name, type: type + "?", getter: [.line(read)]))
    }

    /// The Swift type for a parameter shape and how to read it.
    private func swiftType(_ shape: Shape) -> SwiftType {
        switch shape.types ?? [] {
        case [.integer]: return ("Int", "int", "", "0")
        case [.number]: return ("Double", "double", "", "0")
        case [.boolean]: return ("Bool", "bool", "", "false")
        default: return ("String", "string", "", "\"\"")
        }
    }
}
