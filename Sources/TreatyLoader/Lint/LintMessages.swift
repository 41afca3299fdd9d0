import TreatyContract
import TreatyTooling

/// The catalogue of every diagnostic the loader and linter emit, one constructor per rule.
///
/// Keeping wording here, beside nothing else, makes messages consistent and lets tests assert the
/// full rendered text. Rule ids are documented in docs/contract-format.md ("Lint rules").
extension Diagnostic {
    static func unreadableFile(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(
            .error, "unreadable-file", "cannot read '\(path)': \(reason)", at: FileLocation(file: path, line: 1, column: 1))
    }

    static func emptyFile(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, "empty-file", "the file holds no YAML document", at: FileLocation(file: path, line: 1, column: 1),
            hint: "start with 'treaty: 1'")
    }

    static func wrongType(found: String, expected: String, for what: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(.error, "wrong-type", "\(what) must be \(expected), found \(found)", at: location)
    }

    static func unknownKey(_ key: String, in what: String, allowed: [String], at location: FileLocation) -> Diagnostic {
        let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
        let hint = Suggestion.closest(to: key, among: allowed).map { "did you mean '\($0)'?" }
        return Diagnostic(
            .error, "unknown-key", "unknown key '\(key)' in \(what); expected one of \(expected)", at: location, hint: hint)
    }

    static func nonScalarKey(in what: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "non-scalar-key", "a key of \(what) is a sequence or mapping; expected a plain name", at: location,
            hint: "write the key as a string; a complex key ('? [a, b]') would be ignored")
    }

    static func hiddenCharacter(_ text: String, in what: String, at location: FileLocation) -> Diagnostic {
        hiddenCharacter(subject: "key '\(text)' in \(what)", at: location)
    }

    /// - Parameter subject: what holds the character, as the message names it (`'$ref' '…'`).
    static func hiddenCharacter(subject: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "hidden-character",
            "\(subject) contains a control, line-separator or bidirectional character; expected plain text",
            at: location, hint: "remove it: it changes how generated code, reports and reviews read")
    }

    static func missingKey(_ key: String, in what: String, at location: FileLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, "missing-key", "\(what) is missing the required key '\(key)'", at: location, hint: hint)
    }

    static func invalidValue(_ what: String, found: String, expected: String, at location: FileLocation, hint: String? = nil)
        -> Diagnostic
    {
        Diagnostic(
            .error, "invalid-value", "\(what) has the invalid value '\(found)'; expected \(expected)", at: location, hint: hint)
    }

    /// A `request.credentials` name the request does not declare where the entry places it.
    static func undeclaredCredential(_ name: String, place: String, at location: FileLocation) -> Diagnostic {
        invalidValue(
            "a credential \(place)", found: name, expected: "a \(place) the request declares", at: location,
            hint: "declare it under 'request.headers' or 'request.query', 'secret: true'")
    }

    static func valueOutOfRange(_ what: String, found: String, expected: String, at location: FileLocation) -> Diagnostic {
        invalidValue(what, found: found, expected: expected, at: location)
    }

    /// `quoted`: the version was written as a string (`treaty: "1"`), which says "1" and is no number.
    static func unsupportedVersion(_ found: String, quoted: Bool = false, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "unsupported-version",
            quoted
                ? "contract format version is the string '\(found)'; expected the number 1"
                : "contract format version '\(found)' is not supported; expected 1", at: location,
            hint: quoted ? "write 'treaty: 1', without quotes" : "write 'treaty: 1'")
    }

    static func unsupportedKeyword(_ keyword: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "unsupported-keyword", "JSON Schema keyword '\(keyword)' is not supported in Treaty shapes", at: location,
            hint: "Treaty never ignores a keyword silently; see 'Shapes' in docs/contract-format.md for what is supported")
    }

    static func invalidReference(_ text: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-ref", "'$ref' value '\(text)' is not a schema reference", at: location,
            hint: "write '#/schemas/Name' for this file or 'other.yaml#/schemas/Name' for another")
    }

    /// A `$ref` into a file over the contract size limit, which was not read.
    static func oversizedReference(_ written: String, _ error: FileTooLargeError, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "file-too-large",
            "'$ref' target '\(written)' was not read: '\(error.path)' is \(error.size) bytes, over the "
                + "\(FileTooLargeError.describe(error.limit)) limit for a contract",
            at: location, hint: error.hint)
    }

    /// A `$ref` to a URL: Treaty reads files of the project only, never the network.
    static func remoteReference(_ text: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-ref", "'$ref' value '\(text)' is a URL, and remote references are not followed",
            at: location, hint: "copy the schema into a file of the project and refer to it as 'file.yaml#/schemas/Name'")
    }

    static func unresolvedReference(
        _ reference: SchemaReference, written: String, suggestion: String?, at location: FileLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .error, "unresolved-ref", "'$ref' target '\(written)' does not exist", at: location,
            hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "declare '\(reference.name)' under 'schemas:' in '\(reference.file)'")
    }

    static func invalidPattern(_ pattern: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(.error, "invalid-pattern", "'pattern' value '\(pattern)' is not a valid regular expression", at: location)
    }

    static func unknownFormat(_ format: String, known: [String], at location: FileLocation) -> Diagnostic {
        let declare =
            "if '\(format)' is deliberate, declare it in treaty.yaml ('formats: [\(format)]') or write "
            + "'x-treaty-format-unchecked: true' beside it"
        let hint =
            Suggestion.closest(to: format, among: known).map { "did you mean '\($0)'? \(declare)" }
            ?? "known formats: " + known.map { "'\($0)'" }.joined(separator: ", ") + "; " + declare
        return Diagnostic(
            .warning, "unknown-format", "format '\(format)' is unknown and will not be checked (reported at its first use)",
            at: location, hint: hint)
    }

    /// - Parameter inOpenAPI: the hint then speaks of the path key (a query string or fragment there
    ///   is left out before this is reported).
    static func invalidPathCharacter(_ path: String, character: String, inOpenAPI: Bool = false, at location: FileLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, "invalid-path", "path '\(path)' contains \(character); expected a URL path template", at: location,
            hint: inOpenAPI
                ? "percent-encode it in the path key"
                : "declare query parameters under 'request.query' and percent-encode anything else")
    }

    /// A `.` or `..` segment, which would take the request out of the base URL's path.
    static func dotSegment(_ path: String, segment: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-path",
            "path '\(path)' holds the dot segment '\(segment)', which would leave the base URL's path; "
                + "expected a path without '.' or '..' segments",
            at: location, hint: "write the path as the server serves it, with the dot segments resolved")
    }

    static func invalidHeaderName(_ name: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-value", "header name '\(name.visiblyEscaped)' is not an HTTP token", at: location,
            hint: "use letters, digits and !#$%&'*+-.^_`|~ only (no spaces, colons or line breaks)")
    }

    /// `/__treaty/…` is where `treaty serve` answers its control requests: an endpoint there
    /// would be shadowed by them.
    static func reservedPath(_ path: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-path", "path '\(path)' is under '/__treaty/', which 'treaty serve' keeps for its control requests",
            at: location, hint: "use another first segment")
    }

    static func invalidPath(_ path: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-path", "path '\(path)' is not a valid template", at: location,
            hint: "start with '/' and write parameters as '{name}'")
    }

    /// - Parameter firstAt: where the first endpoint is; its column is named too when both share a
    ///   line (a JSON document written on one line).
    static func duplicateEndpoint(
        _ id: String, method: String, path: String, first: String, firstAt: FileLocation, at location: FileLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .error, "duplicate-endpoint",
            "endpoint '\(id)' has the same method and path as '\(first)' (\(method) \(path), \(place(of: firstAt, from: location)))",
            at: location, hint: "merge the two endpoints or change one path")
    }

    /// `line 12`, or `line 1, column 5890` when `earlier` shares a line with the finding (a JSON
    /// document written on one line): where a finding's message points at what it repeats.
    static func place(of earlier: FileLocation, from location: FileLocation) -> String {
        earlier.line == location.line ? "line \(earlier.line), column \(earlier.column)" : "line \(earlier.line)"
    }

    /// - Parameter declaredAs: a declared, unused parameter whose name is close: the same parameter, misspelt.
    static func undeclaredPathParameter(_ name: String, path: String, declaredAs: String? = nil, at location: FileLocation)
        -> Diagnostic
    {
        let hint =
            declaredAs.map { "'request.path' declares '\($0)': write the same name in the path and under 'request.path'" }
            ?? "add '\(name): { type: string }' (or its real shape) under 'request.path'"
        return Diagnostic(
            .error, "undeclared-path-parameter", "path parameter '\(name)' in '\(path)' is not declared under 'request.path'",
            at: location, hint: hint)
    }

    /// ``undeclaredPathParameter(_:path:declaredAs:at:)`` in an OpenAPI document's words.
    /// - Parameter declaredIn: where a parameter of that very name is declared instead (`query`).
    static func undeclaredOpenAPIPathParameter(
        _ name: String, path: String, declaredAs: String?, declaredIn: String?, at location: FileLocation
    ) -> Diagnostic {
        let hint =
            declaredIn.map { "'\(name)' is declared 'in: \($0)'; a path parameter needs 'in: path' and 'required: true'" }
            ?? declaredAs.map { "a path parameter '\($0)' is declared: write the same name in the path and in 'parameters'" }
            ?? "add '{ name: \(name), in: path, required: true, schema: { type: string } }' to the operation's or the path's 'parameters'"
        return Diagnostic(
            .error, "undeclared-path-parameter",
            "path parameter '\(name)' in '\(path)' is not declared in 'parameters' with 'in: path'", at: location, hint: hint)
    }

    static func indistinctInputs(
        _ first: String, _ second: String, value: JSONValue, scenario: String, at location: FileLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, "indistinct-inputs",
            "scenario '\(scenario)' gives \(first) and \(second) the same value \(JSONWriter.compact.write(value)): "
                + "a client that swaps them sends the same request, and the suite cannot tell",
            at: location, hint: "give each its own value in the scenario's 'request:'")
    }

    static func unusedPathParameter(_ name: String, path: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "unused-path-parameter", "path parameter '\(name)' is declared but '\(path)' has no '{\(name)}'",
            at: location, hint: "remove it or add '{\(name)}' to the path")
    }

    static func undeclaredScenarioStatus(_ scenario: String, status: Int, endpoint: String, at location: FileLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, "undeclared-scenario-status",
            "scenario '\(scenario)' answers \(status), but endpoint '\(endpoint)' declares no response for \(status)",
            at: location,
            hint: "declare '\(status):' under 'responses' or change the scenario's status")
    }

    static func missingFixture(_ name: String, directory: String, suggestion: String?, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "missing-fixture", "fixture '\(name)' does not exist in '\(directory)'", at: location,
            hint: suggestion.map { "did you mean '\($0)'?" } ?? "create the file or fix the name; 'fixtures:' sets the folder")
    }

    static func invalidFixtureJSON(_ message: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(.error, "invalid-fixture-json", "fixture is not valid JSON: \(message)", at: location)
    }

    static func invalidFixtureText(_ message: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-fixture-text", "fixture is not text: \(message)", at: location,
            hint: "the generated suite embeds a text type's fixture as text; if the body is bytes, declare their type "
                + "('image/png', 'application/octet-stream')")
    }

    static func secretLiteral(_ name: String, at location: FileLocation) -> Diagnostic {
        let variable = name.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }
        return Diagnostic(
            .error, "secret-literal", "secret header '\(name)' has a literal value in the contract", at: location,
            hint: "secrets come from the environment: write '${\(String(variable))}' and set that variable")
    }

    /// A base URL with `user:password@`: the value is not quoted, since it holds a secret.
    static func baseURLCredentials(_ what: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-value", "\(what) carries credentials (not shown); expected a URL without 'user:password@'",
            at: location, hint: "remove them, and pass credentials with '--header' from an environment variable")
    }

    static func routableStubHost(_ host: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .warning, "routable-stub-host", "stubHost '\(host)' looks like a real, routable host", at: location,
            hint: "use a reserved name such as 'api.test.invalid' so a stub can never reach a real server")
    }

    static func conflictingKeys(_ keys: [String], in what: String, at location: FileLocation) -> Diagnostic {
        let listed = keys.map { "'\($0)'" }.joined(separator: " and ")
        return Diagnostic(.error, "conflicting-keys", "\(what) gives both \(listed); use only one", at: location)
    }

    static func unknownScenario(_ name: String, endpoint: String, known: [String], at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "unknown-scenario", "sequence names scenario '\(name)', which endpoint '\(endpoint)' does not have",
            at: location,
            hint: Suggestion.closest(to: name, among: known).map { "did you mean '\($0)'?" })
    }

    static func nestedSequence(_ name: String, step: String, endpoint: String, at location: FileLocation) -> Diagnostic {
        let named = step == name ? "itself" : "'\(step)', which is itself a sequence"
        return Diagnostic(
            .error, "nested-sequence",
            "sequence '\(name)' of '\(endpoint)' names \(named); expected scenarios with a 'status' or a 'transport'",
            at: location,
            hint: step == name
                ? "name the scenarios the client should meet, in order"
                : "list the steps of '\(step)' in '\(name)' instead")
    }

    static func unknownTransportFailure(_ code: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "invalid-value", "transport failure '\(code)' is not a known URLError code", at: location,
            hint: Suggestion.closest(to: code, among: TransportFailure.knownCodes).map { "did you mean '\($0)'?" }
                ?? "use one of: " + TransportFailure.knownCodes.map { "'\($0)'" }.joined(separator: ", "))
    }
}

/// Shapes, responses and scenarios that contradict themselves or would be accepted silently.
extension Diagnostic {
    static func duplicateStatus(_ key: String, first: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "duplicate-status", "the response status '\(key)' is declared twice (ranges ignore case)", at: location,
            hint: "'\(first)' and '\(key)' name the same responses; keep one of them")
    }

    static func referenceCycle(_ schema: String, cycle: [String], at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "reference-cycle",
            "schema '\(schema)' refers to itself with no property or item in between ('\(cycle.joined(separator: " → "))'); "
                + "expected recursion only under 'properties', 'items' or 'additionalProperties'",
            at: location,
            hint: "such a shape describes no value and checking it never ends; remove one '$ref' of the cycle or nest it")
    }

    /// An error in a Treaty contract; a warning in an OpenAPI document, whose JSON Schema (2020-12,
    /// in OpenAPI 3.1) allows an empty `enum`, and which the importing team often cannot change.
    /// Either way nothing fits: an optional parameter is never sent, a body never synthesized.
    ///
    /// An empty `oneOf`, `anyOf` or `allOf` is no schema at all (JSON Schema requires an entry, and
    /// validators do not agree on what one would mean): it is read as if absent, and said so.
    static func emptyList(_ keyword: String, inOpenAPI: Bool, at location: FileLocation) -> Diagnostic {
        let combinator = ["oneOf", "anyOf", "allOf"].contains(keyword)
        var diagnostic =
            combinator
            ? Diagnostic(
                .error, "empty-list",
                "'\(keyword)' is an empty list, which JSON Schema does not allow; expected at least one entry",
                at: location,
                hint: inOpenAPI
                    ? "it is read as if it were absent; list the alternatives, or remove the keyword"
                    : "list the alternatives, or remove the keyword")
            : Diagnostic(
                .error, "empty-list", "'\(keyword)' is an empty list, so no value fits; expected at least one entry",
                at: location, hint: "list what is accepted, or write the shape 'false' if nothing is")
        if inOpenAPI { diagnostic.severity = .warning }
        return diagnostic
    }

    static func impossibleBounds(
        _ lower: String, _ lowerValue: String, _ upper: String, _ upperValue: String, inclusive: Bool,
        at location: FileLocation
    ) -> Diagnostic {
        let relation = inclusive ? "greater than" : "not less than"
        return Diagnostic(
            .error, "impossible-bounds",
            "'\(lower)' \(lowerValue) is \(relation) '\(upper)' \(upperValue), so no value fits", at: location,
            hint: "swap the bounds or correct one of them")
    }

    /// `what` (e.g. `'const' is not one of the 'enum' values`) leaves no value to accept. An error in
    /// a Treaty contract; a warning in an OpenAPI document, whose JSON Schema allows such a schema
    /// and which the importing team often cannot change.
    static func unsatisfiableShape(_ what: String, hint: String, inOpenAPI: Bool, at location: FileLocation)
        -> Diagnostic
    {
        var diagnostic = Diagnostic(
            .error, "unsatisfiable-shape", "\(what), so no value fits", at: location,
            hint: hint)
        if inOpenAPI { diagnostic.severity = .warning }
        return diagnostic
    }

    /// An error in a Treaty contract; a warning in an OpenAPI document, which the team importing it
    /// often cannot change, and whose meaning the repeat does not change (the member is required).
    static func duplicateRequired(_ name: String, inOpenAPI: Bool, at location: FileLocation) -> Diagnostic {
        var diagnostic = Diagnostic(
            .error, "duplicate-required", "'required' names '\(name)' twice; expected each member once", at: location,
            hint: inOpenAPI ? "remove the repeated entry; it is read as one" : "remove the repeated entry")
        if inOpenAPI { diagnostic.severity = .warning }
        return diagnostic
    }

    static func requiredButForbidden(_ name: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .warning, "required-undeclared",
            "'required' names '\(name)', which 'properties' does not declare and 'additionalProperties: false' forbids, "
                + "so no object fits",
            at: location, hint: "declare '\(name)' under 'properties' or remove it from 'required'")
    }

    /// An example of `what` (a parameter or header), or, when `what` is nil, of the shape it is written on.
    static func invalidScenarioHeader(
        _ scenario: String, endpoint: String, header: String, value: String, sent: Bool, problem: String,
        declaredAt declared: FileLocation, at location: FileLocation
    ) -> Diagnostic {
        let role = sent ? "answers with header" : "sends request header"
        return Diagnostic(
            .error, "invalid-scenario-header",
            "scenario '\(scenario)' of '\(endpoint)' \(role) '\(header): \(value)', which its declared shape refuses: \(problem)",
            at: location,
            hint: "change the value, or the shape declared at line \(declared.line) if the API really sends it")
    }

    /// An example its shape refuses or, `unchecked`, one the validator could not check within its
    /// bounds: an error either way, since neither is known to be a value the API accepts or sends.
    static func invalidExample(_ what: String?, problem: String, unchecked: Bool, at location: FileLocation) -> Diagnostic {
        let verdict = unchecked ? "could not be checked against" : "does not match"
        let fix =
            unchecked
            ? "simplify the shape (combinators over shared shapes, nesting deeper than 64 levels) or the example"
            : "correct the example or the shape"
        guard let what else {
            return Diagnostic(
                .error, "invalid-example", "the example \(verdict) the shape it is written on: \(problem)",
                at: location, hint: "\(fix); readers take the example as what the API sends")
        }
        return Diagnostic(
            .error, "invalid-example", "the example of \(what) \(verdict) its own shape: \(problem)", at: location,
            hint: "\(fix); generated requests and live checks send it")
    }

    static func nonJSONBody(_ scenario: String, status: Int, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "non-json-body",
            "scenario '\(scenario)' expects success, but its 'rawBody' is not JSON and the \(status) response declares a "
                + "JSON body",
            at: location,
            hint: "add 'expect: decoding' if the client must fail to decode it, or give the body as valid JSON")
    }

    static func nonTextBody(_ scenario: String, status: Int, contentType: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "non-text-body",
            "scenario '\(scenario)' gives an inline 'body' that is not a string, but the \(status) response is "
                + "'\(contentType)', which Treaty sends as written, not as JSON",
            at: location,
            hint: "write the body as a string (body: \"id,name\\n\"), or name a fixture")
    }
}
