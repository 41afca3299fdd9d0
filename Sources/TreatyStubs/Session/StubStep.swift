/// One answer in a stub's sequence: a reply, optionally held behind a gate.
public struct StubStep: Sendable {
    public var reply: StubReply
    public var gate: StubGate?

    public init(_ reply: StubReply, heldBy gate: StubGate? = nil) {
        self.reply = reply
        self.gate = gate
    }
}
