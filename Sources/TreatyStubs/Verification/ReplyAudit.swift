import Foundation
import TreatyContract

/// Checks a reply written in a test against what the contract lets the endpoint answer.
struct ReplyAudit {
    let checker: ShapeChecker

    /// Messages for a status the endpoint does not declare, or a body that does not fit it.
    func check(_ reply: StubReply, for endpoint: Endpoint) -> [String] {
        guard case .response(let status, _, let body) = reply else { return [] }
        guard let spec = endpoint.response(for: status) else {
            return [
                StubMessage.undeclaredReplyStatus(
                    endpoint.id, status: status, declared: endpoint.responses.map(\.status.description))
            ]
        }
        guard let shape = spec.body, !body.isEmpty else { return [] }
        return checker.checkBody(body, shape).map { StubMessage.replyMismatch(endpoint.id, status: status, $0) }
    }
}
