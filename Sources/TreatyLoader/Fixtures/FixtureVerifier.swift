public import TreatyContract
public import TreatyTooling

/// Checks every scenario body of a contract against the response it claims to be.
///
/// A body must match its status's declared response shape, except for scenarios that expect a
/// decoding error: those must *fail* (a "malformed" fixture that is valid tests nothing). Bodies
/// are also scanned for secrets and personal data, minus the contract's `allow:` list. A body the
/// validator cannot fully check (a `pattern` too expensive to match, nesting deeper than it
/// follows) is a `fixture-not-verified` error, never a pass.
public struct FixtureVerifier: Sendable {
    public var files: FileSource
    /// The folder fixtures must stay inside, as for ``ContractLoader/root``.
    public var root: ProjectRoot
    /// How large a fixture may be; a larger one is a `file-too-large` error and is not read whole.
    public var sizeLimits = FileSizeLimits()
    /// The fixtures a load already read, confined and capped (``ContractLoader/Result/fixtures``),
    /// keyed by ``FixtureReference/path``. When set, fixtures are taken from here and never read
    /// again; one the load left out (refused, missing, too large: it reported why) is not checked.
    /// When nil, each fixture is resolved in ``root`` and read through ``sizeLimits``.
    public var fixtures: [String: [UInt8]]?

    public init(files: FileSource = .local, root: ProjectRoot = .discovered) {
        self.files = files
        self.root = root
    }

    /// Every finding for the contract's scenarios, sorted. Missing or unparsable fixture files are
    /// lint findings and are not repeated here.
    public func verify(_ contract: Contract) -> [Diagnostic] {
        let validator = ShapeValidator(schemas: contract.schemaTable)
        let scanner = FixtureSecretScanner(allowlist: contract.allowlist)
        let project = ProjectFiles(root: root.folder(for: contract.file, in: files), source: files)
        var diagnostics: [Diagnostic] = []
        for endpoint in contract.endpoints {
            for scenario in endpoint.scenarios {
                guard case .response(let response) = scenario.outcome else { continue }
                let declared = endpoint.response(for: response.status)
                guard let body = self.body(response.body, asJSON: declared?.readsJSON ?? true, project) else { continue }
                if case .text(let text, let name, let path) = body {
                    diagnostics += secrets(inText: text, body: name, fixture: path, scenario, endpoint, scanner)
                    continue
                }
                let shape = declared?.body
                let place = FindingPlace(scenario: scenario, endpoint: endpoint, body: body)
                diagnostics += check(body, shape, scenario, endpoint, validator).map(place.locate)
                if case .parsed(let value, let name, _) = body {
                    diagnostics += scanner.scan(value).map {
                        place.locate(.fixtureSecret($0, body: name, at: scenario.location).pointing(at: $0.pointer))
                    }
                }
            }
        }
        return diagnostics.sorted()
    }

    enum Body {
        /// A body read as JSON; `fixture` holds the file and its bytes when it came from one.
        case parsed(JSONValue, name: String, fixture: (path: String, bytes: [UInt8])?)
        case unparsable(name: String)
        case tooLarge(FileTooLargeError)
        /// The body of a response Treaty does not read (`contentType: text/csv`): only scanned;
        /// `fixture` is the file's path when it came from one.
        case text(String, name: String, fixture: String?)
    }

    private func body(_ body: ScenarioBody, asJSON: Bool, _ project: ProjectFiles) -> Body? {
        switch body {
        case .none: return nil
        case .inline(let value): return .parsed(value, name: "the inline body", fixture: nil)
        case .raw(let text) where !asJSON:
            return .text(text, name: "the raw body", fixture: nil)
        case .raw(let text):
            guard let value = try? JSONParser().parse(text) else { return .unparsable(name: "the raw body") }
            return .parsed(value, name: "the raw body", fixture: nil)
        case .fixture(let fixture):
            let path: String
            let bytes: [UInt8]
            switch read(fixture, project) {
            case .none: return nil
            case .failure(let error): return .tooLarge(error)
            case .success(let file): (path, bytes) = file
            }
            guard asJSON else {
                return .text(String(decoding: bytes, as: UTF8.self), name: "fixture '\(fixture.name)'", fixture: path)
            }
            guard let value = try? JSONParser().parse(bytes) else { return .unparsable(name: "fixture '\(fixture.name)'") }
            return .parsed(value, name: "fixture '\(fixture.name)'", fixture: (path, bytes))
        }
    }

    /// The fixture's path and bytes: from ``fixtures`` when a load handed them over, else read
    /// here. Nil when it is refused or unreadable (lint reports why).
    private func read(
        _ fixture: FixtureReference, _ project: ProjectFiles
    ) -> Result<(path: String, bytes: [UInt8]), FileTooLargeError>? {
        if let fixtures {
            return fixtures[fixture.path].map { .success((fixture.path, $0)) }
        }
        // Confined first, then read through the size cap, whose error must stay a `FileTooLargeError`.
        guard case .file(let path) = project.resolve(fixture.path) else { return nil }
        do {
            return .success((path, try sizeLimits.fixtures(files).read(path)))
        } catch let error as FileTooLargeError {
            return .failure(error)
        } catch {
            return nil
        }
    }

    /// Secrets in a text body, scanned line by line so each finding points at its line of the
    /// fixture (or, for a raw body, at the scenario). A body allowed whole (as the OpenAPI import
    /// allows an example the document publishes) has none.
    private func secrets(
        inText text: String, body name: String, fixture path: String?, _ scenario: Scenario, _ endpoint: Endpoint,
        _ scanner: FixtureSecretScanner
    ) -> [Diagnostic] {
        guard !scanner.allows(text) else { return [] }
        var diagnostics: [Diagnostic] = []
        // Split at the byte: `\r\n` is one `Character`, and a CSV's lines end in it.
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            for finding in scanner.scan(.string(String(decoding: line, as: UTF8.self))) {
                var diagnostic = Diagnostic.fixtureSecret(finding, body: name, at: scenario.location)
                if let path {
                    diagnostic.location = FileLocation(file: path, line: index + 1, column: 1)
                    diagnostic.related.append(.scenarioUsingFixture(scenario.name, endpoint: endpoint.id, at: scenario.location))
                }
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    private func check(_ body: Body, _ shape: Shape?, _ scenario: Scenario, _ endpoint: Endpoint, _ validator: ShapeValidator)
        -> [Diagnostic]
    {
        let expectsFailure = scenario.expect == .decoding
        if case .tooLarge(let error) = body { return [error.diagnostic] }
        guard case .parsed(let value, let name, _) = body else { return [] }
        guard let shape else { return [] }
        let report = validator.validate(value, against: shape)
        let unverified = report.unverified.map {
            Diagnostic.fixtureNotVerified(scenario.name, endpoint: endpoint.id, body: name, unverified: $0, at: scenario.location)
                .pointing(at: $0.pointer)
        }
        if expectsFailure {
            guard !report.hasBreakingFindings else { return [] }
            return unverified.isEmpty
                ? [.fixtureNotMalformed(scenario.name, endpoint: endpoint.id, body: name, at: scenario.location).pointing(at: "")]
                : unverified
        }
        return report.violations.filter { $0.classification == .breaking }.map {
            .fixtureShape(scenario.name, endpoint: endpoint.id, body: name, violation: $0, at: scenario.location)
                .pointing(at: $0.pointer)
        } + unverified
    }
}
