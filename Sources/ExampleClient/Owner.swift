/// The user who owns a project.
public struct Owner: Decodable, Equatable, Sendable {
    public var id: Int
    public var login: String
    /// The display name: absent or `null` when the user has not set one.
    public var name: String?

    public init(id: Int, login: String, name: String? = nil) {
        self.id = id
        self.login = login
        self.name = name
    }
}
