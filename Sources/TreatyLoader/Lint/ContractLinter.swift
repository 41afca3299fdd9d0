import TreatyContract
import TreatyTooling

/// Lint rules that need the whole decoded contract: cross-references, collisions, fixtures on disk.
///
/// Rules about a single value (types, unknown keys, patterns, formats, literal secrets) are
/// reported while decoding; this pass checks how the pieces fit together.
struct ContractLinter {
    /// Where the contract's fixtures are read, inside its project.
    let project: ProjectFiles
    /// Files whose `schemas` could not be read (a misspelt key, a key that is no name; already
    /// reported): references into them are not reported again, once per `$ref`.
    var filesWithUnreadSchemas: Set<String> = []
    /// `$ref`'d files over the contract size limit, which were not read.
    var oversizedFiles: [String: FileTooLargeError] = [:]

    /// - Parameters:
    ///   - notes: what decoding learned beyond the model (shape examples, unread responses).
    ///   - validator: the contract's validator when the caller has one (making one compiles every
    ///     named schema); one is made otherwise.
    func lint(_ contract: Contract, notes: DecodeNotes = DecodeNotes(), validator: ShapeValidator? = nil) -> [Diagnostic] {
        // Each check reads the contract only, so they run side by side: a large OpenAPI document is
        // one contract, and its lint would otherwise run on one core. The findings keep this order.
        let first: [@Sendable () -> [Diagnostic]] = [
            { references(contract) },
            {
                stubHost(contract, at: notes.stubHostLocation)
                    + HeaderLineChecker(namesCheckedAsKeys: !notes.isOpenAPI).check(contract)
                    + endpoints(contract, notes)
                    + InputDiscriminationChecker().check(contract)
            },
        ]
        let found = first.concurrentMap { $0() }
        var diagnostics = found[0]
        if diagnostics.isEmpty {
            // Examples are checked once every reference resolves, so a broken `$ref` is reported once.
            let validator = validator ?? ShapeValidator(schemas: contract.schemaTable)
            let examples = ExampleChecker(validator: validator)
            let checks: [@Sendable () -> [Diagnostic]] = [
                { examples.check(contract) }, { examples.check(notes.shapeExamples) },
                { ScenarioHeaderChecker(validator: validator).check(contract) },
            ]
            let checked = checks.concurrentMap { $0() }.flatMap { $0 }
            diagnostics +=
                notes.isOpenAPI
                ? checked.map { Diagnostic(.warning, $0.rule, $0.message, at: $0.location, hint: $0.hint) } : checked
        }
        return diagnostics + found[1]
    }

    private func references(_ contract: Contract) -> [Diagnostic] {
        ReferenceChecker(table: contract.schemaTable, unreadFiles: filesWithUnreadSchemas, oversizedFiles: oversizedFiles)
            .check(contract)
            + CycleChecker(table: contract.schemaTable, file: contract.file).check()
    }

    /// Duplicate endpoints, path parameters against the template, and each endpoint's scenarios.
    private func endpoints(_ contract: Contract, _ notes: DecodeNotes) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: Endpoint] = [:]
        for endpoint in contract.endpoints {
            let key = endpoint.method + " " + endpoint.path.matchKey
            if let first = seen[key] {
                diagnostics.append(
                    .duplicateEndpoint(
                        endpoint.id, method: endpoint.method, path: endpoint.path.raw, first: first.id,
                        firstAt: first.location, at: endpoint.location))
            } else {
                seen[key] = endpoint
            }
            if !notes.endpointsWithoutPathParameters.contains(endpoint.id) {
                diagnostics += pathParameters(
                    endpoint, at: notes.pathLocations[endpoint.id] ?? endpoint.location, openAPI: notes.isOpenAPI,
                    unplaced: notes.parametersWithoutPlace)
            }
            diagnostics += scenarios(endpoint, contract, notes)
        }
        return diagnostics
    }

    /// A stub host that could be a real one; one that is no host name at all is an error of its own
    /// (``ServerAddress/stubHostProblem(_:_:at:)``), reported where it is decoded.
    private func stubHost(_ contract: Contract, at location: FileLocation?) -> [Diagnostic] {
        let host = contract.stubHost.lowercased()
        guard !host.isEmpty, ServerAddress.isHost(host) else { return [] }
        let reserved = [".invalid", ".test", ".example", ".localhost"]
        if host == "localhost" || reserved.contains(where: host.hasSuffix) || host.hasPrefix("127.") || host == "[::1]" {
            return []
        }
        return [
            .routableStubHost(contract.stubHost, at: location ?? FileLocation(file: contract.file, line: 1, column: 1))
        ]
    }

    /// Path template against `request.path`; a parameter missing from `request.path` is reported
    /// at `pathLocation`, the template, where the name is written.
    /// In an OpenAPI document the finding speaks of `parameters` and `in: path`, and names a
    /// parameter of that name declared elsewhere (`in: query`, a common slip).
    /// A name in `unplaced` was declared with an `in` Treaty refused (already reported): not reported again.
    private func pathParameters(
        _ endpoint: Endpoint, at pathLocation: FileLocation, openAPI: Bool, unplaced: Set<String>
    ) -> [Diagnostic] {
        let inTemplate = endpoint.path.parameterNames
        let declared = endpoint.request.pathParameters
        var diagnostics: [Diagnostic] = []
        let unused = declared.map(\.name).filter { !inTemplate.contains($0) }
        var renamed: Set<String> = []
        for name in inTemplate where !declared.contains(where: { $0.name == name }) && !unplaced.contains(name) {
            // `{projectID}` in the path beside a declared `projectId`: one mistake, reported once.
            let declaredAs = Suggestion.closest(to: name, among: unused)
            if let declaredAs { renamed.insert(declaredAs) }
            if openAPI {
                let request = endpoint.request
                let elsewhere =
                    request.query.contains { $0.name == name }
                    ? "query"
                    : request.headers.contains { $0.name == name } ? "header" : nil
                diagnostics.append(
                    .undeclaredOpenAPIPathParameter(
                        name, path: endpoint.path.raw, declaredAs: declaredAs, declaredIn: elsewhere, at: pathLocation))
            } else {
                diagnostics.append(
                    .undeclaredPathParameter(name, path: endpoint.path.raw, declaredAs: declaredAs, at: pathLocation))
            }
        }
        for parameter in declared where !inTemplate.contains(parameter.name) && !renamed.contains(parameter.name) {
            diagnostics.append(.unusedPathParameter(parameter.name, path: endpoint.path.raw, at: parameter.location))
        }
        return diagnostics
    }

    private func scenarios(_ endpoint: Endpoint, _ contract: Contract, _ notes: DecodeNotes) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = endpoint.scenarios.map(\.name)
        for scenario in endpoint.scenarios {
            switch scenario.outcome {
            case .response(let response):
                if endpoint.response(for: response.status) == nil, !notes.endpointsWithoutResponses.contains(endpoint.id) {
                    diagnostics.append(
                        .undeclaredScenarioStatus(
                            scenario.name, status: response.status, endpoint: endpoint.id, at: scenario.location))
                }
                if case .fixture(let fixture) = response.body {
                    diagnostics += FixtureChecker(project: project).check(
                        fixture, form: endpoint.response(for: response.status)?.bodyForm ?? .json,
                        directory: contract.fixtureDirectory, at: scenario.location,
                        usedBy: .scenarioUsingFixture(scenario.name, endpoint: endpoint.id, at: scenario.location))
                }
                if let finding = rawBody(scenario, response, endpoint) { diagnostics.append(finding) }
                if let finding = inlineBody(scenario, response, endpoint) { diagnostics.append(finding) }
            case .sequence(let steps):
                var reported: Set<String> = []
                for step in steps where reported.insert(step).inserted {
                    guard let target = endpoint.scenario(step) else {
                        diagnostics.append(.unknownScenario(step, endpoint: endpoint.id, known: names, at: scenario.location))
                        continue
                    }
                    // The stubs play a sequence's steps as single replies: a step that is itself a
                    // sequence (or the sequence itself) cannot be played.
                    if case .sequence = target.outcome {
                        diagnostics.append(
                            .nestedSequence(scenario.name, step: step, endpoint: endpoint.id, at: scenario.location))
                    }
                }
            case .transport:
                break
            }
        }
        return diagnostics
    }

    /// A `rawBody` that is not JSON, on a scenario that expects the client to decode a JSON body.
    private func rawBody(_ scenario: Scenario, _ response: StubResponse, _ endpoint: Endpoint) -> Diagnostic? {
        guard case .raw(let text) = response.body, scenario.expect == .success,
            let declared = endpoint.response(for: response.status), declared.body != nil,
            declared.contentType.map(MediaType.isJSON) ?? true,
            (try? JSONParser().parse(text)) == nil
        else { return nil }
        return .nonJSONBody(scenario.name, status: response.status, at: scenario.location)
    }

    /// An inline `body:` other than a string, on a response whose media type Treaty does not read
    /// (`contentType: text/csv`): the stubs could only send it as JSON, which is not the response
    /// the contract declares.
    private func inlineBody(_ scenario: Scenario, _ response: StubResponse, _ endpoint: Endpoint) -> Diagnostic? {
        guard case .inline(let value) = response.body, let declared = endpoint.response(for: response.status),
            !declared.readsJSON, let contentType = declared.contentType
        else { return nil }
        if case .string = value { return nil }
        return .nonTextBody(scenario.name, status: response.status, contentType: contentType, at: scenario.location)
    }
}
