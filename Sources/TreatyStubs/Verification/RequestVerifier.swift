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
        details += verifyBody(request, spec: endpoint.request)
        return details
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
    func checkParameter(_ value: String, _ parameter: Parameter, label: String) -> [String] {
        let secret = parameter.secret || Parameter.credentialHeaderNames.contains(parameter.name.lowercased())
        return checker.checkParameter(value, parameter.shape).map { mismatch in
            var shown = mismatch
            if secret {
                shown.actual = "a redacted value"
            } else if !shown.actual.contains("'") {
                shown.actual += " '\(value)'"
            }
            return VerifierMessage.mismatch(label, shown)
        }
    }

    private func verifyBody(_ request: RecordedRequest, spec: RequestSpec) -> [String] {
        guard let shape = spec.body else {
            guard let body = request.body, !body.isEmpty else { return [] }
            return [VerifierMessage.undeclaredBody(bytes: body.count)]
        }
        guard let body = request.body, !body.isEmpty else {
            return spec.bodyRequired && request.bodyVisible ? [VerifierMessage.missingBody()] : []
        }
        var details: [String] = []
        let expectedType = spec.contentType ?? "application/json"
        let sentType = request.header("Content-Type")
        if sentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() != expectedType.lowercased() {
            details.append(VerifierMessage.contentType(expected: expectedType, found: sentType))
        }
        details += checker.checkBody(body, shape).map { VerifierMessage.mismatch(bodyLabel($0.pointer), $0) }
        return details
    }

    private func bodyLabel(_ pointer: String) -> String {
        pointer.isEmpty ? "body" : "body \(pointer)"
    }
}
