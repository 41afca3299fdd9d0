/// A request `treaty check` sends to the real API, from an endpoint's `live:` list.
public struct LiveSample: Sendable, Hashable, Codable {
    public var input: RequestInput
    /// `status:`, when the sample is expected to produce one particular status (e.g. a 404 probe).
    public var expectedStatus: Int?
    public var location: SourceLocation

    public init(input: RequestInput = RequestInput(), expectedStatus: Int? = nil, location: SourceLocation) {
        self.input = input
        self.expectedStatus = expectedStatus
        self.location = location
    }
}
