import Foundation
import TreatyContract

/// Checks that a request carries the values the scenario gave the client: path parameters,
/// query values, headers and body members. A client that drops or rewrites an input fails here even
/// when the request is otherwise valid against the contract; one that writes the same value
/// another way (an instant with milliseconds, a UUID in capitals) does not (``InputMeaning``).
struct InputEcho {
    let input: RequestInput
    let endpoint: Endpoint
    let meaning: InputMeaning

    init(input: RequestInput, endpoint: Endpoint, schemas: SchemaTable = SchemaTable()) {
        self.input = input
        self.endpoint = endpoint
        self.meaning = InputMeaning(schemas: schemas)
    }

    func mismatches(in request: RecordedRequest) -> [String] {
        var problems: [String] = []
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? request.url.path
        let pathValues = endpoint.path.match(path) ?? [:]
        for parameter in input.pathParameters {
            let sent = pathValues[parameter.name].map { $0.removingPercentEncoding ?? $0 }
            let shape = endpoint.request.pathParameters.first { $0.name == parameter.name }?.shape
            if let expected = Self.simpleText(parameter.value), !meaning.sameText(sent, expected, shape: shape) {
                problems.append("path parameter '\(parameter.name)' sent as \(quoted(sent)), the scenario passed '\(expected)'")
            }
        }
        let items = components?.queryItems ?? []
        for parameter in input.query {
            if case .array(let elements) = parameter.value {
                problems += arrayMismatch(parameter.name, elements, in: items)
                continue
            }
            if case .object(let members) = parameter.value {
                problems += objectMismatches(parameter.name, members, in: items)
                continue
            }
            let sent = items.first { $0.name == parameter.name }?.value
            let shape = endpoint.request.query.first { $0.name == parameter.name }?.shape
            if let expected = parameter.value.stringValue, !meaning.sameText(sent, expected, shape: shape, inQuery: true) {
                problems.append("query '\(parameter.name)' sent as \(quoted(sent)), the scenario passed '\(expected)'")
            }
        }
        problems += headerMismatches(in: request)
        if let expected = input.body, request.bodyVisible {
            let type = endpoint.request.contentType ?? ""
            if MultipartForm.isMultipartMediaType(type) {
                problems += multipartMismatches(expected, request)
            } else {
                problems +=
                    FormFields.isFormMediaType(type)
                    ? formMismatches(expected, request.body) : bodyMismatches(expected, request.body)
            }
        }
        return problems
    }

    /// An array passed for a query parameter, gathered from the request the way its `style`
    /// writes it: every item there, in order.
    private func arrayMismatch(_ name: String, _ elements: [JSONValue], in items: [URLQueryItem]) -> [String] {
        let expected = elements.compactMap(\.stringValue)
        guard expected.count == elements.count else { return [] }
        let declared = endpoint.request.query.first { $0.name == name }
        let (style, explode) = declared?.querySerialization ?? (.form, true)
        let values = items.filter { RequestVerifier.item($0.name, belongsTo: name, style: style) }.compactMap(\.value)
        let sent = RequestVerifier.arrayItems(values, style: style, explode: explode)
        let itemShape = declared.flatMap { meaning.resolved($0.shape).items }
        guard
            sent.count != expected.count
                || !zip(sent, expected).allSatisfy({
                    meaning.sameText($0, $1, shape: itemShape, inQuery: true)
                })
        else { return [] }
        let listed = { (texts: [String]) in "[" + texts.map { "'\($0)'" }.joined(separator: ", ") + "]" }
        return ["query '\(name)' sent as \(sent.isEmpty ? "nothing" : listed(sent)), the scenario passed \(listed(expected))"]
    }

    /// An object passed for a query parameter, its members read from the request the way its
    /// `style` writes them: each scalar member there, with its value.
    private func objectMismatches(_ name: String, _ object: JSONObject, in items: [URLQueryItem]) -> [String] {
        let declared = endpoint.request.query.first { $0.name == name }
        let (style, explode) = declared?.querySerialization ?? (.form, true)
        var sent: [String: String] = [:]
        if style == .deepObject {
            for item in items where item.name != name && RequestVerifier.item(item.name, belongsTo: name, style: style) {
                sent[RequestVerifier.memberName(of: item.name, in: name)] = item.value
            }
        } else if explode {
            for item in items { sent[item.name] = item.value }
        } else if let value = items.first(where: { $0.name == name })?.value,
            let pairs = RequestVerifier.pairs(value, separator: style.separator)
        {
            for pair in pairs { sent[pair.name] = pair.value }
        }
        let shape = declared.map { meaning.resolved($0.shape) }
        return object.members.compactMap { member in
            guard let expected = member.value.stringValue,
                !meaning.sameText(sent[member.key], expected, shape: shape?.property(member.key), inQuery: true)
            else { return nil }
            return "query '\(name)' member '\(member.key)' sent as \(quoted(sent[member.key])), the scenario passed '\(expected)'"
        }
    }

    private func bodyMismatches(_ expected: JSONValue, _ body: Data?) -> [String] {
        guard let body, let sent = try? JSONParser().parse([UInt8](body)) else {
            return ["body missing or not JSON; the scenario passed \(JSONWriter.compact.write(expected))"]
        }
        guard case .object(let wanted) = expected, case .object(let actual) = sent else {
            return sent == expected
                ? []
                : ["body sent as \(JSONWriter.compact.write(sent)), the scenario passed \(JSONWriter.compact.write(expected))"]
        }
        let declared = endpoint.request.body.map(meaning.resolved)
        return wanted.members.compactMap { member in
            guard let value = actual[member.key] else { return "body member '/\(member.key)' missing; the scenario passed it" }
            guard meaning.sameJSON(value, member.value, shape: declared?.property(member.key)) else {
                return
                    "body member '/\(member.key)' sent as \(JSONWriter.compact.write(value)), the scenario passed \(JSONWriter.compact.write(member.value))"
            }
            return nil
        }
    }

    /// The members passed for a form body, each field there with its value as text; members that
    /// are arrays or objects are left to the body's check against its shape.
    private func formMismatches(_ expected: JSONValue, _ body: Data?) -> [String] {
        guard case .object(let wanted) = expected else { return [] }
        guard let body, let fields = FormFields.fields([UInt8](body)) else {
            return ["body missing or not form fields; the scenario passed \(JSONWriter.compact.write(expected))"]
        }
        return fieldMismatches(wanted, fields, form: true)
    }

    /// The members passed for a multipart body, each text part there with its value; a member
    /// sent as a file is the client's own bytes (the scenario cannot pass a file), and members that
    /// are arrays or objects are left to the body's check against its shape.
    private func multipartMismatches(_ expected: JSONValue, _ request: RecordedRequest) -> [String] {
        guard case .object(let wanted) = expected else { return [] }
        guard let body = request.body, let type = request.header("Content-Type"),
            let boundary = MultipartForm.boundary(in: type),
            case .success(let parts) = MultipartForm.parts([UInt8](body), boundary: boundary)
        else {
            return ["body missing or not multipart/form-data parts; the scenario passed \(JSONWriter.compact.write(expected))"]
        }
        let files = Set(parts.filter { $0.filename != nil || $0.text == nil }.map(\.name))
        let fields = parts.compactMap { part in part.text.map { FormFields.Field(name: part.name, value: $0) } }
        return fieldMismatches(wanted, fields, skipping: files)
    }

    /// Each text member among the fields, by meaning: a form's fields are read as a query's are.
    private func fieldMismatches(
        _ wanted: JSONObject, _ fields: [FormFields.Field], skipping files: Set<String> = [], form: Bool = false
    ) -> [String] {
        let declared = endpoint.request.body.map(meaning.resolved)
        return wanted.members.compactMap { member in
            guard let text = member.value.stringValue, !files.contains(member.key) else { return nil }
            let sent = fields.first { $0.name == member.key }?.value
            guard !meaning.sameText(sent, text, shape: declared?.property(member.key), inQuery: form) else { return nil }
            return "body field '\(member.key)' sent as \(quoted(sent)), the scenario passed '\(text)'"
        }
    }

    /// Each header the scenario gave, by meaning; names compare without case, as HTTP's do. A
    /// secret's value comes from the client's environment (`${TOKEN}` in the contract), so only
    /// its presence is checked, by the request's check against the contract.
    private func headerMismatches(in request: RecordedRequest) -> [String] {
        input.headers.compactMap { header in
            let declared = endpoint.request.headers.first { $0.matches(header.name) }
            guard let expected = Self.simpleText(header.value), !EnvironmentReference.contains(expected),
                declared?.secret != true, !Parameter.credentialHeaderNames.contains(header.name.lowercased())
            else { return nil }
            let sent = request.header(header.name)
            guard !meaning.sameText(sent, expected, shape: declared?.shape) else { return nil }
            return "header '\(header.name)' sent as \(quoted(sent)), the scenario passed '\(expected)'"
        }
    }

    /// A path value as the `simple` style writes it: a scalar's text, an array's items joined by `,`.
    private static func simpleText(_ value: JSONValue) -> String? {
        guard case .array(let elements) = value else { return value.stringValue }
        let texts = elements.compactMap(\.stringValue)
        return texts.count == elements.count ? texts.joined(separator: ",") : nil
    }

    private func quoted(_ value: String?) -> String {
        value.map { "'\($0)'" } ?? "nothing"
    }
}
