/// A request `treaty check` sends to the real API, from an endpoint's `live:` list.
public struct LiveSample: Sendable, Hashable, Codable {
    /// The values the sample request carries.
    public var input: RequestInput
    /// `status:`, when the sample is expected to produce one particular status (e.g. a 404 probe).
    public var expectedStatus: Int?
    /// Where the sample is written.
    public var location: FileLocation

    /// A live sample.
    public init(input: RequestInput = RequestInput(), expectedStatus: Int? = nil, location: FileLocation) {
        self.input = input
        self.expectedStatus = expectedStatus
        self.location = location
    }
}
