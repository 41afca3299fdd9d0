/// The body of `createProject`.
public struct NewProject: Codable, Equatable, Sendable {
    public var name: String
    /// Left out of the JSON when nil.
    public var description: String?
    public var visibility: Visibility

    public init(name: String, description: String? = nil, visibility: Visibility) {
        self.name = name
        self.description = description
        self.visibility = visibility
    }
}
