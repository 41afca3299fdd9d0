import TreatyContract
import TreatyTooling

/// The catalogue of diagnostics the OpenAPI front end emits, one constructor per rule; rule ids are
/// documented in docs/openapi.md.
extension Diagnostic {
    /// A construct Treaty cannot represent: a warning saying what was left out (an error with `--strict`).
    static func openAPILeftOut(_ what: String, why: String, _ document: OpenAPISource, at location: FileLocation)
        -> Diagnostic
    {
        Diagnostic(
            document.leftOutSeverity, "openapi-left-out", "\(what) is left out: \(why)", at: location,
            hint: document.strict ? "remove it, or import without '--strict' to accept the omission" : nil)
    }

    /// The later of two operations a request cannot tell apart (``OpenAPIOperationDecoder/leavingOutRepeatedPaths(_:_:)``).
    static func repeatedPathLeftOut(_ endpoint: Endpoint, sameAs earlier: Endpoint, _ document: OpenAPISource)
        -> Diagnostic
    {
        let first = place(of: earlier.location, from: endpoint.location)
        var diagnostic = openAPILeftOut(
            "the operation '\(endpoint.method) \(endpoint.path.raw)'",
            why: "its path differs from that of '\(earlier.id)' (\(earlier.method) \(earlier.path.raw), \(first)) only in "
                + "parameter names, which OpenAPI forbids: no request can tell the two apart", document,
            at: endpoint.location)
        diagnostic.hint =
            document.strict
            ? "give both operations one path and tell them apart by a parameter, or import without '--strict' to keep the first only"
            : "give both operations one path and tell them apart by a parameter"
        return diagnostic
    }

    static func openAPIUnknownKeyword(_ key: String, allowed: [String], at location: FileLocation) -> Diagnostic {
        let hint = Suggestion.closest(to: key, among: allowed).map { "did you mean '\($0)'?" }
        return Diagnostic(
            .warning, "openapi-unknown-keyword", "unknown schema keyword '\(key)' is ignored; extensions start with 'x-'",
            at: location, hint: hint)
    }

    /// - Parameter hint: what is wrong with the target: ``referenceCycle``, or what the document
    ///   holds instead (``OpenAPISource/missingTargetHint(_:suggest:)``).
    static func invalidOpenAPIReference(_ text: String, hint: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "openapi-invalid-ref",
            "'$ref' '\(text)' does not resolve; expected a JSON pointer into this document ('#/components/…') or a file "
                + "in the project ('schemas/Pet.yaml', 'common.yaml#/components/schemas/Name')",
            at: location, hint: hint)
    }

    /// A reference not followed because references decoded in place already nest `maximum`
    /// schemas deep (a chain of pointers or files that would exhaust the stack).
    static func openAPIReferencesTooDeep(_ text: String, maximum: Int, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "openapi-invalid-ref",
            "'$ref' '\(text)' is not followed: references decoded in place nest more than \(maximum) schemas deep; "
                + "expected a named schema ('#/components/schemas/Name') somewhere along the chain",
            at: location, hint: "name one of the schemas in 'components.schemas' and refer to it there")
    }

    /// The hint of a reference that leads back to itself.
    static let referenceCycle = "the reference points into itself without a schema in between: a cycle"

    static func unsupportedOpenAPIVersion(_ text: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "openapi-version",
            "'\(text.hasPrefix("swagger") ? text : "openapi: " + text)' is not supported; expected 'openapi: 3.0.x' or '3.1.x'",
            at: location,
            hint: "convert Swagger 2.0 documents to OpenAPI 3 first")
    }

    static func openAPIMissing(_ key: String, in what: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(.error, "openapi-missing-key", "\(what) is missing the required key '\(key)'", at: location)
    }

    /// OpenAPI 3.1 made an operation's `responses` optional (3.0 requires it): a warning, since
    /// what such an endpoint is tested for is its request alone.
    static func openAPINoResponses(_ id: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .warning, "openapi-missing-key",
            "operation '\(id)' has no 'responses' (optional in OpenAPI 3.1), so only its request is tested, "
                + "with a transport timeout", at: location,
            hint: "document the responses the client handles to test how it reads them")
    }

    /// A parameter a `parameters` list declares twice (same name and `in`), which OpenAPI forbids;
    /// the later one is read, as it would replace a path-level one.
    static func repeatedParameter(_ name: String, in location: String, at place: FileLocation) -> Diagnostic {
        Diagnostic(
            .warning, "openapi-duplicate-parameter",
            "the \(location) parameter '\(name)' is declared twice in one 'parameters' list; the later one is used",
            at: place, hint: "OpenAPI allows each name and 'in' once per list; remove one of them")
    }

    static func renamedOperation(_ operationId: String, to id: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .warning, "openapi-operation-id",
            "the endpoint of operationId '\(operationId)' is called '\(id)': endpoint names are unique Swift identifiers",
            at: location, hint: "use letters, digits and '_' in operationIds, once each, to keep the name")
    }
}

extension Diagnostic {
    /// A response example its schema refuses or, `unchecked`, one the validator could not check
    /// within its bounds; only a refused one can be `kept` as a decoding scenario.
    static func invalidExample(
        _ name: String, status: String, pointer: String, problem: String, unchecked: Bool, kept: Bool,
        at location: FileLocation
    ) -> Diagnostic {
        let at = pointer.isEmpty ? "" : " at '\(pointer)'"
        let verdict = unchecked ? "could not be checked against" : "does not match"
        let hint =
            unchecked
            ? "simplify the schema (combinators over shared schemas, nesting deeper than 64 levels); until then the example is left out"
            : kept
                ? "kept as a scenario that expects a decoding error"
                : "fix the example or the schema; 'treaty import openapi --invalid-examples decoding' keeps it as a decoding scenario"
        return Diagnostic(
            .warning, "openapi-invalid-example",
            "example '\(name)' of the \(status) response \(verdict) its schema\(at): \(problem)", at: location, hint: hint)
    }

    static func noSample(status: String, endpoint: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .warning, "openapi-no-sample",
            "no body valid against the \(status) response of '\(endpoint)' could be synthesized, so it has no scenario",
            at: location, hint: "add an 'example' to the response")
    }
}
