import Foundation
import TreatyContract

/// The part of a stub session the `URLProtocol` reaches through the registry: routing, request
/// verification, the ledger. It holds no reference to the public session, so dropping the
/// session is what unregisters it.
final class SessionCore: Sendable {
    /// What to do with one received request.
    enum Decision {
        case reply(StubReply)
        case held(StubGate, StubReply)
        /// Fail the task: no stub answers. The message is also recorded as a failure.
        case unmatched(String)
        /// Fail the task: no route matches; `closest` is the route it most resembles. Recorded too.
        case noRoute(String, closest: StubRoute?)
    }

    let contract: Contract?
    let contractRoutes: [StubRoute]
    let verifier: RequestVerifier
    let ledger = Protected(StubLedger())
    /// ``StubOptions/unverifiedBodies``: nil fails requests whose body the stub cannot see.
    let unverifiedBodies: String?

    /// - Parameter routes: the contract's routes when the caller built them already; nil builds them.
    init(contract: Contract?, routes: [StubRoute]? = nil, checker: ShapeChecker?, unverifiedBodies: String? = nil) {
        self.contract = contract
        self.unverifiedBodies = unverifiedBodies
        self.contractRoutes = routes ?? contract?.endpoints.map(StubRoute.init(endpoint:)) ?? []
        self.verifier = RequestVerifier(checker: checker ?? .standard(schemas: contract?.schemaTable ?? SchemaTable()))
    }

    /// Records `request`, verifies it against its endpoint and picks the stub step that answers it.
    ///
    /// `choose` may answer a matched route itself (a served request naming its scenario); when it
    /// is nil or returns nil, the route's stub answers and counts the call.
    func receive(
        _ request: RecordedRequest, token: ObjectIdentifier,
        choose: ((StubRoute) -> Result<StubStep, StubFailure>?)? = nil
    ) -> Decision {
        let path = request.url.encodedPath
        let adHocRoutes = ledger.withLock { $0.adHocRoutes }
        let match = bestMatch([contractRoutes, adHocRoutes], method: request.method, path: path)
        var recorded = request
        recorded.endpointID = match?.route.id
        var failures: [String] = []
        if let match, let endpoint = match.route.endpoint, let contract {
            failures = verifier.verify(recorded, endpoint: endpoint, contract: contract, pathValues: match.values)
                .map { StubMessage.regression(endpoint.id, $0) }
        }
        return ledger.withLock { ledger in
            ledger.requests.append(recorded)
            ledger.failures += failures
            if !recorded.bodyVisible {
                if unverifiedBodies == nil {
                    ledger.failures.append(StubMessage.bodyNotVisible(recorded.summary, endpointID: recorded.endpointID))
                } else {
                    ledger.unverifiedBodies.append(recorded.summary)
                }
            }
            guard let route = match?.route else {
                let closest = ClosestRoute(routes: contractRoutes + adHocRoutes)
                let message = StubMessage.unmatched(
                    recorded.summary, closest: closest.explain(method: request.method, path: path))
                ledger.failures.append(message)
                return .noRoute(message, closest: closest.closest(method: request.method, path: path))
            }
            switch choose?(route) ?? ledger.nextStep(for: route.id, request: recorded) {
            case .failure(let failure):
                return unmatched(failure.message, &ledger)
            case .success(let step):
                guard let gate = step.gate else { return .reply(step.reply) }
                ledger.held[token] = gate
                return .held(gate, step.reply)
            }
        }
    }

    /// The request served by `token` was answered; it can no longer be cancelled.
    func delivered(_ token: ObjectIdentifier) {
        _ = ledger.withLock { $0.held.removeValue(forKey: token) }
    }

    /// Foundation called `stopLoading` for `token`: a held request was cancelled.
    func stopped(_ token: ObjectIdentifier) {
        let gate = ledger.withLock { $0.held.removeValue(forKey: token) }
        gate?.cancel(token)
    }

    private func unmatched(_ message: String, _ ledger: inout StubLedger) -> Decision {
        ledger.failures.append(message)
        return .unmatched(message)
    }

    /// The matching route with the most literal text, so `/projects/search` beats `/projects/{id}`;
    /// the first of equals. Walks the groups in place: joining them copied every route per request.
    private func bestMatch(_ groups: [[StubRoute]], method: String, path: String)
        -> (route: StubRoute, values: [String: String])?
    {
        var best: (route: StubRoute, values: [String: String], length: Int)?
        for routes in groups {
            for route in routes {
                guard let values = route.match(method: method, path: path) else { continue }
                let length = route.literalLength
                if length > best?.length ?? -1 { best = (route, values, length) }
            }
        }
        return best.map { ($0.route, $0.values) }
    }
}
