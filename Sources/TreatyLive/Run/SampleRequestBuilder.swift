import Foundation
import TreatyContract

/// Builds the request for one live sample: path parameters filled in, query encoded, headers from
/// the contract's defaults, the endpoint, the sample and the command line (in rising precedence).
struct SampleRequestBuilder {
    let contract: Contract
    let endpoint: Endpoint
    let base: URL
    let options: CheckOptions

    /// The request and its redacted display form (path and query).
    mutating func build(
        _ sample: LiveSample, number: Int, overrides: [(name: String, value: String)], expander: inout VariableExpander
    ) throws(CheckSetupError) -> (LiveRequest, String) {
        let context = "live sample \(number) of '\(endpoint.id)'"
        let path = try renderPath(sample, context: context)
        // A `.` or `..` segment (from the template or a parameter's value) would be folded away
        // and take the request out of the base URL's path: never sent.
        if let segment = PathTemplate.dotSegment(in: path) {
            throw CheckSetupError(
                "\(context) makes the path '\(path)', whose dot segment '\(segment)' would leave the base URL's path; "
                    + "expected a path without '.' or '..' segments")
        }
        let query = try renderQuery(sample, context: context, expander: &expander)
        var headers = try renderHeaders(sample, context: context, expander: &expander)
        for override in overrides {
            headers.removeAll { $0.name.lowercased() == override.name.lowercased() }
            headers.append(override)
        }
        // A line break would end the header line and start another, or the request itself: a
        // contract could add headers, or a second request, to what is sent with the team's
        // credentials. Refused, naming the header but never quoting its value.
        for header in headers where HeaderLine.breaks(header.name) || HeaderLine.breaks(header.value) {
            throw CheckSetupError(
                "header '\(HeaderLine.oneLine(header.name))' of \(context) holds a line break or NUL; expected one line of text")
        }
        var body: Data?
        if let value = sample.input.body {
            var type = endpoint.request.contentType ?? "application/json"
            if MultipartForm.isMultipartMediaType(type) {
                // Written with a fixed boundary, which the Content-Type sent has to name.
                body = Data(MultipartForm.encoded(value))
                type = "multipart/form-data; boundary=\(MultipartForm.sampleBoundary)"
                headers.removeAll { $0.name.lowercased() == "content-type" }
            } else {
                let isForm = FormFields.isFormMediaType(type)
                body = Data((isForm ? FormFields.encoded(value) : JSONWriter.compact.write(value)).utf8)
            }
            if !headers.contains(where: { $0.name.lowercased() == "content-type" }) { headers.append(("Content-Type", type)) }
        }
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        let relative = query.isEmpty ? path : path + "?" + query
        guard let url = URL(string: text + relative) else {
            throw CheckSetupError("\(context) makes the URL '\(text + relative)', which is not valid")
        }
        let request = LiveRequest(
            method: endpoint.method, url: url, headers: headers, body: body, timeout: options.timeout,
            maxBodyBytes: options.maxBodyBytes
        )
        let display = query.isEmpty ? path : path + "?" + Redactor.redactQuery(query)
        return (request, display)
    }

    private func renderPath(_ sample: LiveSample, context: String) throws(CheckSetupError) -> String {
        var path = ""
        for segment in endpoint.path.segments {
            switch segment {
            case .literal(let text):
                path += text
            case .parameter(let name):
                let declared = endpoint.request.pathParameters.first { $0.name == name }
                guard let value = sample.input.pathParameters.first(where: { $0.name == name })?.value ?? declared?.example else {
                    throw CheckSetupError(
                        "\(context) gives no value for path parameter '\(name)' and it has no 'example'; add 'path: { \(name): … }' to the sample"
                    )
                }
                path +=
                    SampleRequestBuilder.simpleText(value).addingPercentEncoding(
                        withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? ""
            }
        }
        return path
    }

    private func renderQuery(_ sample: LiveSample, context: String, expander: inout VariableExpander) throws(CheckSetupError)
        -> String
    {
        var pairs = sample.input.query
        for parameter in endpoint.request.query where parameter.required && !pairs.contains(where: { $0.name == parameter.name })
        {
            if let example = parameter.example { pairs.append(NamedValue(name: parameter.name, value: example)) }
        }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?")
        var parts: [String] = []
        for pair in pairs {
            let declared = endpoint.request.query.first { $0.name == pair.name }
            let (style, explode) = declared?.querySerialization ?? (.form, true)
            for (name, value) in QueryItems.items(pair.name, pair.value, style: style, explode: explode) {
                let text = try expander.expand(value, context: "query '\(pair.name)' of \(context)")
                let encodedName = name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
                parts.append(encodedName + "=" + (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""))
            }
        }
        return parts.joined(separator: "&")
    }

    private func renderHeaders(
        _ sample: LiveSample, context: String, expander: inout VariableExpander
    ) throws(CheckSetupError) -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        func set(_ name: String, _ value: String) {
            headers.removeAll { $0.name.lowercased() == name.lowercased() }
            headers.append((name, value))
        }
        for parameter in contract.defaultHeaders + endpoint.request.headers {
            if let value = parameter.example ?? parameter.shape.constValue {
                set(parameter.name, SampleRequestBuilder.simpleText(value))
            }
        }
        for header in sample.input.headers { set(header.name, SampleRequestBuilder.simpleText(header.value)) }
        var expanded: [(name: String, value: String)] = []
        for header in headers {
            expanded.append((header.name, try expander.expand(header.value, context: "header '\(header.name)' of \(context)")))
        }
        return expanded
    }

    /// A path or header value as it goes on the wire: an array in the `simple` style (`a,b`), a
    /// scalar bare, an object as JSON.
    static func simpleText(_ value: JSONValue) -> String {
        guard case .array(let items) = value else { return text(value) }
        return items.map(text).joined(separator: ",")
    }

    /// A scalar as it goes on the wire: strings bare, numbers as written, JSON for the rest.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array, .object: return JSONWriter.compact.write(value)
        }
    }
}
