import Dispatch
import TreatyContract

extension ContractSuite {
    /// What the client reads of a success scenario's response, measured by probing it: for each
    /// member of the served body, in document order up to ``ProbeSettings/limit``, the response
    /// is played once without the member and once with its type changed
    /// (``ProbedMember/otherType(than:)``), and the client called again. A client that fails
    /// without the member `needs` it; one that fails on its new type `reads` it.
    ///
    /// Probe plays report nothing: a client failing on a changed response is the measurement,
    /// not a regression. A member one of whose plays got no request to the endpoint, like a
    /// member beyond the bound or left when ``ProbeSettings/seconds`` are up, is `unprobed`: the
    /// record cannot vouch for it.
    ///
    /// - Returns: nil unless probing is on and the scenario both expects and produced success
    ///   with a JSON body (a fixture or an inline body); a sequence is not probed.
    func probe(
        _ endpoint: Endpoint, _ scenario: Scenario, input: RequestInput, observed: ClientOutcome, site: CallSite,
        call: @Sendable (StubSession, ContractInput.Values) async throws -> Void,
        classify: @Sendable (any Error) -> ClientOutcome
    ) async -> ResponseUsage? {
        guard probing.isOn, scenario.expect == .success, observed == .success, case .response(let reply) = scenario.outcome,
            let body = servedBody(of: reply)
        else { return nil }
        let members = ProbedMember.all(in: body)
        let play = ResponsePlay(
            suite: self, endpoint: endpoint, reply: reply, input: input, reporter: FailureReporter { _, _ in }, site: site)
        var probed: [String] = []
        var needs: [String] = []
        var reads: [String] = []
        var unprobed = members.dropFirst(probing.limit).map(\.pointer)
        // DispatchTime, not a Clock: the runtime supports macOS 12 and iOS 15.
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(probing.seconds) * 1_000_000_000
        for member in members.prefix(probing.limit) {
            guard DispatchTime.now().uptimeNanoseconds < deadline else {
                unprobed.append(member.pointer)
                continue
            }
            guard let removed = await play.outcome(member.removed(from: body), call: call, classify: classify),
                let retyped = await play.outcome(member.retyped(in: body), call: call, classify: classify)
            else {
                unprobed.append(member.pointer)
                continue
            }
            probed.append(member.pointer)
            if removed != .success { needs.append(member.pointer) }
            if retyped != .success { reads.append(member.pointer) }
        }
        return ResponseUsage(
            status: reply.status, probed: probed.sorted(), needs: needs.sorted(), reads: reads.sorted(),
            unprobed: unprobed.sorted())
    }

    /// The body `reply` serves, when it is JSON.
    private func servedBody(of reply: StubResponse) -> JSONValue? {
        switch reply.body {
        case .inline(let value):
            return value
        case .fixture(let reference):
            guard let bytes = fixtures[reference.name] else { return nil }
            return try? JSONParser().parse([UInt8](bytes))
        case .none, .raw:
            return nil
        }
    }
}
