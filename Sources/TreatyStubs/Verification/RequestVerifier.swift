import Foundation
import TreatyContract

/// Checks a recorded request against the contract endpoint it matched.
///
/// Each finding is a detail such as `body /name: expected string, got integer`; the session
/// prefixes it with `client regression: <endpoint>:` because a request that breaks the contract
/// is the client's fault, whatever the stub answers.
struct RequestVerifier: Sendable {
    let checker: ShapeChecker

    /// Every way `request` departs from `endpoint`, in a fixed order: path, query, headers, body.
    func verify(
        _ request: RecordedRequest, endpoint: Endpoint, contract: Contract, pathValues: [String: String]
    ) -> [String] {
        var details = verifyPath(pathValues, endpoint: endpoint)
        details += verifyQuery(request.url.encodedQuery, declared: endpoint.request.query)
        details += verifyHeaders(request, declared: headers(of: endpoint, in: contract))
        details += verifyCredentials(request, sets: endpoint.request.credentials ?? [])
        details += verifyBody(request, spec: endpoint.request)
        return details
    }

    /// One set of credentials sent in full, when the contract names several ways to authenticate;
    /// the finding names what was expected, never a value sent.
    private func verifyCredentials(_ request: RecordedRequest, sets: [CredentialSet]) -> [String] {
        guard !sets.isEmpty else { return [] }
        let sent = Set(
            (URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []).filter {
                $0.value?.isEmpty == false
            }
            .map(\.name))
        let complete = sets.contains { set in
            set.headers.allSatisfy { request.header($0)?.isEmpty == false } && set.query.allSatisfy(sent.contains)
        }
        return complete ? [] : [VerifierMessage.noCredentials(sets)]
    }

    private func verifyPath(_ values: [String: String], endpoint: Endpoint) -> [String] {
        endpoint.path.parameterNames.flatMap { name -> [String] in
            guard let raw = values[name] else { return [] }
            let decoded = raw.removingPercentEncoding ?? raw
            if PercentEncoding.looksEncoded(decoded) {
                return [VerifierMessage.doubleEncoded("path '\(name)'", raw: raw)]
            }
            guard let parameter = endpoint.request.pathParameters.first(where: { $0.name == name }) else { return [] }
            return checkParameter(decoded, parameter, label: "path '\(name)'")
        }
    }

    private func headers(of endpoint: Endpoint, in contract: Contract) -> [Parameter] {
        let own = endpoint.request.headers
        return contract.defaultHeaders.filter { base in !own.contains { $0.matches(base.name) } } + own
    }

    private func verifyHeaders(_ request: RecordedRequest, declared: [Parameter]) -> [String] {
        declared.flatMap { parameter -> [String] in
            let label = "header '\(parameter.name)'"
            guard let value = request.header(parameter.name) else {
                return parameter.required ? [VerifierMessage.missing(label)] : []
            }
            return checkParameter(value, parameter, label: label)
        }
    }

    /// Checks one wire value; the message quotes the value unless the parameter is a secret.
    ///
    /// A path or header parameter that may be an array is written in the `simple` style, `a,b`,
    /// and checked as the array of its comma-separated items.
    func checkParameter(_ value: String, _ parameter: Parameter, label: String) -> [String] {
        if checker.accepts(parameter.shape, .array) {
            let items = value.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            return report(
                checker.checkItems(items, parameter.shape), parameter, label: label, wire: value, parts: Self.indexed(items))
        }
        return report(checker.checkParameter(value, parameter.shape), parameter, label: label, wire: value)
    }

    /// The findings as messages, quoting the wire text unless the parameter is a secret.
    ///
    /// `parts`: the items or members the value was read as, so a mismatch at `/1` or `/size`
    /// quotes that part, not the whole value.
    func report(
        _ mismatches: [ShapeMismatch], _ parameter: Parameter, label: String, wire: String, parts: [String: String] = [:]
    ) -> [String] {
        let secret = parameter.secret || Parameter.credentialHeaderNames.contains(parameter.name.lowercased())
        return mismatches.map { mismatch in
            var shown = mismatch
            if secret {
                shown.actual = "a redacted value"
            } else if !shown.actual.contains("'") {
                let part = mismatch.pointer.split(separator: "/", maxSplits: 1).first.flatMap { parts[String($0)] }
                shown.actual += " '\(part ?? wire)'"
            }
            return VerifierMessage.mismatch(mismatch.pointer.isEmpty ? label : "\(label) \(mismatch.pointer)", shown)
        }
    }

    /// `["0": first, "1": second, …]`.
    static func indexed(_ items: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: items.enumerated().map { (String($0.offset), $0.element) })
    }

    private func verifyBody(_ request: RecordedRequest, spec: RequestSpec) -> [String] {
        guard let shape = spec.body else {
            guard let declared = spec.contentType else {
                guard let body = request.body, !body.isEmpty else { return [] }
                return [VerifierMessage.undeclaredBody(bytes: body.count)]
            }
            // A body of a media type Treaty does not read (bytes, text, XML): sent when required,
            // as that type; what it holds is not checked.
            guard let body = request.body, !body.isEmpty else {
                return spec.bodyRequired && request.bodyVisible ? [VerifierMessage.missingBody(of: declared)] : []
            }
            let sentType = request.header("Content-Type")
            return MediaType.matches(sentType, declared: declared)
                ? [] : [VerifierMessage.contentType(expected: declared, found: sentType)]
        }
        guard let body = request.body, !body.isEmpty else {
            return spec.bodyRequired && request.bodyVisible ? [VerifierMessage.missingBody()] : []
        }
        var details: [String] = []
        let expectedType = spec.contentType ?? "application/json"
        let sentType = request.header("Content-Type")
        if !MediaType.matches(sentType, declared: expectedType) {
            details.append(VerifierMessage.contentType(expected: expectedType, found: sentType))
        }
        if MultipartForm.isMultipartMediaType(expectedType) {
            return details + multipartMismatches([UInt8](body), sentType: sentType, shape: shape)
        }
        guard FormFields.isFormMediaType(expectedType) else {
            details += checker.checkBody(body, shape).map { VerifierMessage.mismatch(bodyLabel($0.pointer), $0) }
            return details
        }
        guard let fields = FormFields.fields([UInt8](body)) else {
            return details + [
                VerifierMessage.mismatch(
                    "body", ShapeMismatch(pointer: "", expected: "form fields", actual: "bytes that are not UTF-8 text"))
            ]
        }
        details += checker.checkForm(fields, shape).map { VerifierMessage.mismatch(bodyLabel($0.pointer), $0) }
        return details
    }

    /// A multipart body read with the boundary its own `Content-Type` names, then checked part by part.
    private func multipartMismatches(_ body: [UInt8], sentType: String?, shape: Shape) -> [String] {
        guard let sentType, MultipartForm.isMultipartMediaType(sentType), let boundary = MultipartForm.boundary(in: sentType)
        else {
            let found = ShapeMismatch(
                pointer: "", expected: "multipart/form-data parts",
                actual: "a body whose Content-Type names no multipart boundary")
            return [VerifierMessage.mismatch("body", found)]
        }
        switch MultipartForm.parts(body, boundary: boundary) {
        case .success(let parts):
            return checker.checkMultipart(parts, shape).map { VerifierMessage.mismatch(bodyLabel($0.pointer), $0) }
        case .failure(let malformed):
            let found = ShapeMismatch(
                pointer: "", expected: "multipart/form-data parts", actual: "malformed multipart (\(malformed))")
            return [VerifierMessage.mismatch("body", found)]
        }
    }

    private func bodyLabel(_ pointer: String) -> String {
        pointer.isEmpty ? "body" : "body \(pointer)"
    }
}
