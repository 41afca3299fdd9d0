/// One answer in a stub's sequence: a reply, optionally held behind a gate.
public struct StubStep: Sendable {
    /// What the step answers.
    public var reply: StubReply
    /// When set, the answer waits until the gate is released.
    public var gate: StubGate?

    /// A step answering `reply`, after `gate` is released when there is one.
    public init(_ reply: StubReply, heldBy gate: StubGate? = nil) {
        self.reply = reply
        self.gate = gate
    }
}
