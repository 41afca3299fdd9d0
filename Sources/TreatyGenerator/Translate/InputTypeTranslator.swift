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
                    docs: ["The scenario's values, as the contract states them."], access: access, keyword: "let", name: "values",
                    type: "ContractInput.Values")),
            .function(
                FunctionDeclaration(
                    access: access, signature: "init(values: ContractInput.Values)", body: [.line("self.values = values")])),
        ]
        let groups: [(String, [Parameter], Bool)] = [
            ("path", request.pathParameters, true), ("query", request.query, false), ("header", request.headers, false),
        ]
        let parameters = groups.flatMap { source, parameters, alwaysPresent in
            parameters.map { (source, $0, alwaysPresent || $0.required) }
        }
        // `values`, `headers` and `body` are taken by the input type itself; repeats get `_2`, `_3`, …
        let reserved = ["values", "headers", "body"]
        let properties = Naming.unique(reserved + parameters.map { Naming.bareProperty($0.1.name) }).dropFirst(reserved.count)
        var typeNames: Set<String> = ["Values", "JSON"]
        var enums: [Declaration] = []
        for ((source, parameter, present), name) in zip(parameters, properties) {
            var type: (String, String, String)? = nil
            if let cases = BodyTypeTranslator.stringEnumeration(parameter.shape) {
                var enumName = Naming.typeName(name)
                var counter = 2
                while typeNames.contains(enumName) || BodyTypeTranslator.reserved.contains(enumName) {
                    enumName = Naming.typeName(name) + "_\(counter)"
                    counter += 1
                }
                typeNames.insert(enumName)
                let docs = ["The values of the \(source) parameter '\(SwiftLiteral.comment(parameter.name))'."]
                enums.append(BodyTypeTranslator.enumDeclaration(enumName, cases, access: access, docs: docs))
                type = (enumName, ".stringValue.flatMap(\(enumName).init(rawValue:))", "\(enumName).allCases[0]")
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

    /// - Parameter type: the Swift type, the conversion from `JSONValue` and the fallback, when not
    ///   the plain one for the shape (a generated enum).
    private func property(
        _ parameter: Parameter, name: String, source: String, present: Bool, type: (String, String, String)? = nil
    ) -> Declaration {
        let (type, conversion, fallback) = type ?? swiftType(parameter.shape)
        let read = "values.\(source)(\(SwiftLiteral.string(parameter.name)))?\(conversion)"
        let docs = ["The \(source) parameter '\(parameter.name)'" + (present ? "." : ", when the scenario sets it.")]
        if present {
            return .property(
                PropertyDeclaration(
                    docs: docs, access: access, keyword: "var", name: name, type: type, getter: [.line("\(read) ?? \(fallback)")])
            )
        }
        return .property(
            PropertyDeclaration(docs: docs, access: access, keyword: "var", name: name, type: type + "?", getter: [.line(read)]))
    }

    /// The Swift type for a parameter shape, the `JSONValue` accessor that reads it, and a fallback.
    private func swiftType(_ shape: Shape) -> (type: String, conversion: String, fallback: String) {
        switch shape.types ?? [] {
        case [.integer]: return ("Int", ".intValue", "0")
        case [.number]: return ("Double", ".doubleValue", "0")
        case [.boolean]: return ("Bool", ".boolValue", "false")
        default: return ("String", ".stringValue", "\"\"")
        }
    }
}
