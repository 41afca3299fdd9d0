import Foundation
public import TreatyContract

extension StubSession {
    /// Answers every call to `endpointID` with `reply`.
    public func stub(
        _ endpointID: String, _ reply: StubReply,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        install(
            endpointID, StubLedger.Entry(steps: [StubStep(reply)], repeatsLast: true),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers the nth call to `endpointID` with the nth reply (e.g. 429 then 200); a call
    /// beyond the last reply fails the request and the test.
    public func stub(
        _ endpointID: String, sequence: [StubReply],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        install(
            endpointID, StubLedger.Entry(steps: sequence.map { StubStep($0) }, repeatsLast: false),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Like ``stub(_:sequence:fileID:filePath:line:column:)``, with steps that may be held by gates.
    public func stub(
        _ endpointID: String, steps: [StubStep],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        install(
            endpointID, StubLedger.Entry(steps: steps, repeatsLast: false),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers `endpointID` as the contract's scenario `name` says: a response (inline body or
    /// fixture), a transport failure, or a sequence of other scenarios.
    public func stub(
        _ endpointID: String, scenario name: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let endpoint = endpoint(endpointID, at: site) else { return }
        do {
            let scenario = try ScenarioReplies(fixtures: fixtures).steps(for: name, in: endpoint)
            install(
                endpointID, StubLedger.Entry(steps: scenario.steps, repeatsLast: !scenario.isSequence), at: site,
                audit: false)
        } catch {
            report([error.message], at: site)
        }
    }

    /// A JSON response whose body is the fixture `name` from the session's ``FixtureSource``.
    ///
    /// A missing fixture is reported here, at the caller, and the reply then has an empty body.
    public func fixture(
        _ name: String, status: Int = 200, headers: [HeaderField] = [],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> StubReply {
        let body = fixtures[name]
        if body == nil {
            report(
                [StubMessage.missingFixture(name, known: fixtures.names)],
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return .response(status: status, headers: StubReply.withJSONContentType(headers), body: body ?? Data())
    }

    /// Stubs a route without a contract endpoint; its id for spying is `METHOD /path`.
    /// - Returns: the route id.
    @discardableResult
    public func stub(
        method: String, path: String, steps: [StubStep],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> String {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let template = PathTemplate(path) else {
            report([StubMessage.badTemplate(path)], at: site)
            return "\(method.uppercased()) \(path)"
        }
        let route = StubRoute(method: method, template: template)
        core.ledger.withLock { ledger in
            if !ledger.adHocRoutes.contains(where: { $0.id == route.id }) { ledger.adHocRoutes.append(route) }
            ledger.setStub(route.id, StubLedger.Entry(steps: steps, repeatsLast: steps.count == 1))
        }
        return route.id
    }

    /// Stubs a route without a contract endpoint, answering every call with `reply`.
    @discardableResult
    public func stub(
        method: String, path: String, _ reply: StubReply,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> String {
        stub(method: method, path: path, steps: [StubStep(reply)], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records `entry` for `endpointID`; replies written in code are checked against the
    /// contract when ``StubOptions/checkStubbedReplies`` is on (scenarios are the contract's own).
    private func install(_ endpointID: String, _ entry: StubLedger.Entry, at site: CallSite, audit: Bool = true) {
        let known = core.ledger.withLock { $0.adHocRoutes.contains { $0.id == endpointID } }
        if !known {
            guard let endpoint = endpoint(endpointID, at: site) else { return }
            if audit && options.checkStubbedReplies {
                let audit = ReplyAudit(checker: core.verifier.checker)
                report(entry.steps.flatMap { audit.check($0.reply, for: endpoint) }, at: site)
            }
        }
        core.ledger.withLock { $0.setStub(endpointID, entry) }
    }

    private func endpoint(_ endpointID: String, at site: CallSite) -> Endpoint? {
        if let endpoint = contract?.endpoint(endpointID) { return endpoint }
        report([StubMessage.unknownEndpoint(endpointID, known: contract?.endpoints.map(\.id) ?? [])], at: site)
        return nil
    }
}
