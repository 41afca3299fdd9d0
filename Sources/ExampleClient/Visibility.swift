/// Who can see a project.
public enum Visibility: String, Codable, Equatable, Sendable, CaseIterable {
    case `private`, `internal`, `public`
}
