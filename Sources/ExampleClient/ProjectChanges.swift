/// The body of `updateProject`: only the fields that are set are sent.
public struct ProjectChanges: Codable, Equatable, Sendable {
    public var name: String?
    public var description: String?
    public var visibility: Visibility?

    public init(name: String? = nil, description: String? = nil, visibility: Visibility? = nil) {
        self.name = name
        self.description = description
        self.visibility = visibility
    }
}
