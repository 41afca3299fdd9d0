/// The user who owns a project.
public struct Owner: Decodable, Equatable, Sendable {
    public var id: Int
    public var login: String

    public init(id: Int, login: String) {
        self.id = id
        self.login = login
    }
}
