import TreatyContract
import TreatyTooling

/// Diagnostics of `treaty fixtures verify` and `treaty fixtures fmt`.
extension Diagnostic {
    static func fixtureShape(
        _ scenario: String, endpoint: String, body: String, violation: Violation, at location: FileLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .error, "fixture-shape",
            "scenario '\(endpoint)/\(scenario)': \(body) does not match the declared response: \(violation.message)",
            at: location,
            hint: "fix the fixture, or mark the scenario 'expect: decoding' if it is meant to be malformed")
    }

    static func fixtureNotMalformed(_ scenario: String, endpoint: String, body: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "fixture-not-malformed",
            "scenario '\(endpoint)/\(scenario)' expects a decoding error, but \(body) is valid against the declared response",
            at: location, hint: "break the fixture on purpose (a missing required field, a wrong type) or change 'expect'")
    }

    static func fixtureNotVerified(
        _ scenario: String, endpoint: String, body: String, unverified: UnverifiedCheck, at location: FileLocation
    ) -> Diagnostic {
        let hint =
            switch unverified.rule {
            case UnverifiedCheck.patternTooExpensive:
                "simplify the 'pattern' (a repetition inside a repetition, such as '(a*)*', is the usual cause) or shorten the value"
            case UnverifiedCheck.tooComplex:
                "simplify the response's shapes: 'anyOf', 'oneOf' or 'allOf' branches that refer to the same shapes, level after level, multiply the checks"
            default:
                "flatten the body; Treaty follows \(body) only as deep as its depth limit"
            }
        return Diagnostic(
            .error, "fixture-not-verified",
            "scenario '\(endpoint)/\(scenario)': \(body) could not be fully checked against the declared response: \(unverified.message)",
            at: location, hint: hint)
    }

    static func fixtureSecret(_ finding: SecretFinding, body: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, finding.kind.rawValue, "\(body): \(finding.message)", at: location,
            hint: "fixtures are committed and shown in reports; list intended values under 'allow:' in the contract")
    }

    static func fixtureNotCanonical(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, "fixture-not-canonical", "'\(path)' is not in canonical form",
            at: FileLocation(file: path, line: 1, column: 1),
            hint: "run 'treaty fixtures fmt \(path)'")
    }

    static func fixtureUnparsable(_ path: String, _ error: JSONSyntaxError) -> Diagnostic {
        .invalidFixtureJSON(error.message, at: FileLocation(file: path, line: error.line, column: error.column))
    }
}

extension RelatedLocation {
    /// The scenario a fixture finding belongs to, as its related location.
    static func scenarioUsingFixture(_ scenario: String, endpoint: String, at location: FileLocation) -> RelatedLocation {
        RelatedLocation("scenario '\(endpoint)/\(scenario)' uses this fixture", at: location)
    }
}
