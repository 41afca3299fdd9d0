/// How a live check runs: limits and retry policy, with defaults fit for a scheduled job.
public struct CheckOptions: Sendable, Hashable {
    /// The most requests in flight at once.
    public var concurrency: Int
    /// Seconds each request may take, headers and body.
    public var timeout: Double
    /// Retries after a 429, a 502, 503 or 504, or a lost connection or timeout (0 sends each sample once).
    public var retries: Int
    /// The largest body read; longer responses are environment trouble, not drift.
    public var maxBodyBytes: Int
    public var backoff: Backoff
    /// The most requests per second to one host (`--rate N`); nil for no spacing. The server's
    /// own `RateLimit-*` and `Retry-After` headers are honoured either way.
    public var rate: Double?
    /// Keep each judged JSON body in its result (``SampleResult/recordedBody``) for `--record`.
    public var recordBodies = false

    public init(
        concurrency: Int = 4, timeout: Double = 30, retries: Int = 2, maxBodyBytes: Int = 16 << 20, backoff: Backoff = Backoff()
    ) {
        self.concurrency = max(1, concurrency)
        self.timeout = timeout
        self.retries = max(0, retries)
        self.maxBodyBytes = maxBodyBytes
        self.backoff = backoff
    }
}
