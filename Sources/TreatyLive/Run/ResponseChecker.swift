import Foundation
public import TreatyContract

/// Compares one live response with what its endpoint declares and lists the drift.
///
/// Status first (an undeclared status has nothing else to compare against), then the content
/// type, the declared headers, the body against its shape (additive findings included), and the
/// endpoint's response-time budget.
public struct ResponseChecker: Sendable {
    public let validator: ShapeValidator

    /// - Parameter schemas: the contract's schema table, for `$ref` in body and header shapes.
    public init(schemas: SchemaTable) {
        // Whole values (up to 4,096 scalars) are quoted: the checker masks secrets, then cuts.
        validator = ShapeValidator(schemas: schemas, limits: ValidationLimits(reportAdditions: true, quotedLength: 4096))
    }

    /// What one response came to: its drift, and the parts of it that could not be checked.
    public struct Judgement: Sendable, Hashable {
        /// The drift, in the order found.
        public var findings: [CheckFinding]
        /// Header values and body parts the validator could not check (a `pattern` too expensive
        /// to match, a body nested deeper than it follows), as `response.body /slug: pattern too
        /// expensive (…)`.
        public var unverified: [UnverifiedPart]

        /// One part that could not be checked, with the validator's rule id
        /// (``UnverifiedCheck/patternTooExpensive``, ``UnverifiedCheck/depthLimit``).
        public struct UnverifiedPart: Sendable, Hashable {
            public var rule: String
            public var message: String
        }

        /// The could-not-verify problem of a response that did not drift but was not fully
        /// checked: never reported as conforming.
        public var notVerified: SampleResult.EnvironmentProblem? {
            guard let first = unverified.first else { return nil }
            return SampleResult.EnvironmentProblem(
                rule: first.rule, message: unverified.map(\.message).joined(separator: "; "))
        }
    }

    /// The drift in `response`, in the order found (``SampleResult`` sorts it). A `HEAD` response's
    /// body is not checked: there is none.
    /// - Parameter expectedStatus: the sample's `status:`, when it asks for one.
    public func findings(_ response: LiveResponse, endpoint: Endpoint, expectedStatus: Int?) -> [CheckFinding] {
        judge(response, endpoint: endpoint, expectedStatus: expectedStatus).findings
    }

    /// The drift in `response` and what of it could not be checked.
    /// - Parameters:
    ///   - expectedStatus: the sample's `status:`, when it asks for one.
    ///   - deadline: when checking must stop; what is left is reported as not verified
    ///     (``UnverifiedCheck/deadline``), so no response can stretch a sample past its timeout.
    public func judge(
        _ response: LiveResponse, endpoint: Endpoint, expectedStatus: Int?, deadline: ValidationDeadline? = nil
    ) -> Judgement {
        let checker = deadline.map { ResponseChecker(validator: validator.until($0)) } ?? self
        var judgement = Judgement(findings: [], unverified: [])
        judgement.findings = checker.findings(
            response, endpoint: endpoint, expectedStatus: expectedStatus, unverified: &judgement.unverified)
        return judgement
    }

    private init(validator: ShapeValidator) {
        self.validator = validator
    }

    private func findings(
        _ response: LiveResponse, endpoint: Endpoint, expectedStatus: Int?, unverified: inout [Judgement.UnverifiedPart]
    ) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        if let expectedStatus, expectedStatus != response.status {
            findings.append(
                CheckFinding(
                    check: .statusCode, rule: "unexpected-status", target: "status", expected: "status \(expectedStatus)",
                    actual: "status \(response.status)", classification: .breaking
                ))
        }
        guard let spec = endpoint.response(for: response.status) else {
            let declared = endpoint.responses.map { "'\($0.status)'" }.joined(separator: ", ")
            findings.append(
                CheckFinding(
                    check: .statusCode, rule: "undeclared-status", target: "status", expected: "one of \(declared)",
                    actual: "'\(response.status)'", classification: .breaking, location: endpoint.location
                ))
            return findings
        }
        let mediaType = contentTypeFindings(response, spec: spec, into: &findings)
        headerFindings(response, spec: spec, into: &findings, unverified: &unverified)
        if let shape = spec.body, endpoint.method != "HEAD", mediaType.map(MediaType.isJSON) ?? true {
            bodyFindings(response.body, shape: shape, spec: spec, into: &findings, unverified: &unverified)
        }
        if let budget = endpoint.maxResponseTime, response.milliseconds > budget {
            findings.append(
                CheckFinding(
                    check: .maxResponseTime, rule: "response-time-exceeded", target: "response", expected: "at most \(budget) ms",
                    actual: "\(response.milliseconds) ms", classification: .informational, location: endpoint.location
                ))
        }
        return findings
    }

    /// Checks `Content-Type` when the response declares a body or a content type; returns the media type received.
    private func contentTypeFindings(_ response: LiveResponse, spec: ResponseSpec, into findings: inout [CheckFinding]) -> String?
    {
        let received = response.header("Content-Type").map(MediaType.essence)
        guard spec.body != nil || spec.contentType != nil else { return received }
        let declared = MediaType.essence(spec.contentType ?? "application/json")
        guard let received else {
            findings.append(
                CheckFinding(
                    check: .contentType, rule: "content-type-missing", target: "response.header.Content-Type",
                    expected: "'\(declared)'", actual: "no Content-Type header", classification: .breaking,
                    location: spec.location
                ))
            return nil
        }
        if !MediaType.matches(received, declared: declared) {
            findings.append(
                CheckFinding(
                    check: .contentType, rule: "content-type-mismatch", target: "response.header.Content-Type",
                    expected: "'\(declared)'", actual: "'\(received)'", classification: .breaking, location: spec.location
                ))
        }
        return received
    }

    private func headerFindings(
        _ response: LiveResponse, spec: ResponseSpec, into findings: inout [CheckFinding],
        unverified: inout [Judgement.UnverifiedPart]
    ) {
        for parameter in spec.headers {
            let target = "response.header.\(parameter.name)"
            guard let value = response.header(parameter.name) else {
                if parameter.required {
                    findings.append(
                        CheckFinding(
                            check: .responseHeaders, rule: "header-missing", target: target,
                            expected: "header '\(parameter.name)'",
                            actual: "none", classification: .breaking, location: parameter.location
                        ))
                }
                continue
            }
            let secret = Redactor.isSecretHeader(parameter.name, declaredSecret: parameter.secret)
            let report = validator.validate(parameterValue: value, against: parameter.shape)
            for violation in report.violations {
                var finding = CheckFinding(violation, check: .responseHeaders, target: target)
                if secret { finding.actual = Redactor.mask }
                findings.append(finding)
            }
            unverified += report.unverified.map { ResponseChecker.part($0, target: target) }
        }
    }

    private func bodyFindings(
        _ body: [UInt8], shape: Shape, spec: ResponseSpec, into findings: inout [CheckFinding],
        unverified: inout [Judgement.UnverifiedPart]
    ) {
        let value: JSONValue
        do {
            value = try JSONParser().parse(body)
        } catch {
            if error.isNestingTooDeep {
                // Not read to its end, so not known to be malformed: could not verify, never drift.
                unverified.append(
                    Judgement.UnverifiedPart(
                        rule: UnverifiedCheck.depthLimit,
                        message: "response.body: JSON nested deeper than \(JSONParser.Limits().maxDepth) levels at "
                            + "\(error.line):\(error.column); not read"))
                return
            }
            let actual = body.isEmpty ? "an empty body" : "invalid JSON (\(error.line):\(error.column): \(error.message))"
            findings.append(
                CheckFinding(
                    check: .responseSchema, rule: "invalid-json", target: "response.body", expected: "a JSON body",
                    actual: actual, classification: .breaking, location: spec.location
                ))
            return
        }
        let report = validator.validate(value, against: shape)
        for violation in report.violations {
            findings.append(CheckFinding(violation, check: .responseSchema, target: "response.body"))
        }
        unverified += report.unverified.map { ResponseChecker.part($0, target: "response.body") }
    }

    /// `response.body /slug: pattern too expensive (…)`, `response.body /a/a/…: deeper than 64 levels`.
    private static func part(_ check: UnverifiedCheck, target: String) -> Judgement.UnverifiedPart {
        let place = check.pointer.isEmpty ? target : "\(target) \(check.pointer)"
        var message = "\(place): \(check.reason)"
        if check.occurrences > 1 {
            message += check.outOf.map { " — \(check.occurrences) of \($0) items" } ?? " — \(check.occurrences) times"
        }
        return Judgement.UnverifiedPart(rule: check.rule, message: message)
    }
}
