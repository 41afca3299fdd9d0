public import TreatyContract

/// Everything a live check will send, resolved before the first request: the requests, the
/// checkers they are compared with, and the secrets reports must mask.
public struct CheckPlan: Sendable {
    /// One request to send and how to judge its response.
    public struct Item: Sendable {
        public var contract: String
        public var endpoint: Endpoint
        /// 1-based position in the endpoint's `live:` list.
        public var sample: Int
        public var expectedStatus: Int?
        public var request: LiveRequest
        /// Path and query relative to the base URL, secrets masked.
        public var display: String
        public var location: FileLocation
        public var checker: ResponseChecker
        /// A request ``InputExplorer`` made, reported with a `curl` line to replay it.
        public var explored = false
        /// The item's position in the whole, unsharded plan: shard reports merge back in this order.
        public var order = 0
    }

    /// Requests in contract, endpoint and sample order.
    public var items: [Item]
    /// Endpoints left out, with the reason.
    public var skipped: [String]
    /// Masks every value read from the environment or given with `--header`.
    public var redactor: Redactor
    /// The contracts planned, stamped into the run's reports.
    public var contracts: [CheckRun.ContractVersion] = []
    /// The slice planned, when the run is one of several (`--shard K/N`).
    public var shard: Shard?
}

/// A check that cannot start: bad arguments or a contract the checker cannot use (exit code 2).
public struct CheckSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
