/// One operation of the API: a method on a path template, what it accepts, what it answers,
/// and the scenarios and live samples that exercise it.
public struct Endpoint: Sendable, Hashable, Codable {
    /// The key under `endpoints:` (`listProjects`); names generated tests and report rows.
    public var id: String
    /// Upper-case HTTP method.
    public var method: String
    /// The path template (`/v1/projects/{projectId}`).
    public var path: PathTemplate
    /// `summary:`, one line for people and reports.
    public var summary: String?
    /// What the endpoint accepts.
    public var request: RequestSpec
    /// `responses:`, sorted by status pattern (codes, then ranges, then `default`).
    public var responses: [ResponseSpec]
    /// `scenarios:`, in document order.
    public var scenarios: [Scenario]
    /// `live:` sample requests for `treaty check`.
    public var live: [LiveSample]
    /// `maxResponseTime:` in milliseconds, a budget for live checks.
    public var maxResponseTime: Int?
    /// An OpenAPI operation's `tags`, for `treaty import --tag` and `--split tag`.
    public var tags: [String] = []
    /// Where the endpoint is declared.
    public var location: FileLocation

    /// An endpoint; the loader builds these, tests may too.
    public init(
        id: String, method: String, path: PathTemplate, summary: String? = nil, request: RequestSpec = RequestSpec(),
        responses: [ResponseSpec] = [], scenarios: [Scenario] = [], live: [LiveSample] = [], maxResponseTime: Int? = nil,
        location: FileLocation
    ) {
        self.id = id
        self.method = method
        self.path = path
        self.summary = summary
        self.request = request
        self.responses = responses
        self.scenarios = scenarios
        self.live = live
        self.maxResponseTime = maxResponseTime
        self.location = location
    }

    /// The declared response that covers `status`: an exact code first, then its `NXX` range, then `default`.
    public func response(for status: Int) -> ResponseSpec? {
        responses.first { $0.status == .code(status) }
            ?? responses.first { $0.status == .range(status / 100) }
            ?? responses.first { $0.status == .default }
    }

    /// The scenario with this name.
    public func scenario(_ name: String) -> Scenario? {
        scenarios.first { $0.name == name }
    }
}
