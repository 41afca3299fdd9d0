import TreatyContract

extension StubSession {
    /// Every request received, in arrival order.
    public var requests: [RecordedRequest] { core.ledger.withLock { $0.requests } }

    /// Requests that matched `endpointID` (a contract endpoint, or an ad-hoc route's `METHOD /path`).
    public func requests(to endpointID: String) -> [RecordedRequest] {
        requests.filter { $0.endpointID == endpointID }
    }

    /// How many requests matched `endpointID`.
    public func callCount(_ endpointID: String) -> Int {
        requests(to: endpointID).count
    }

    /// Reports every request that went anywhere but `endpointIDs`: "nothing else was called".
    public func expectNoRequests(
        except endpointIDs: Set<String>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let allowed = endpointIDs.sorted()
        let strays = requests.filter { request in request.endpointID.map { !endpointIDs.contains($0) } ?? true }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        report(strays.map { StubMessage.unexpectedRequest($0.summary, endpointID: $0.endpointID, allowed: allowed) }, at: site)
    }
}
