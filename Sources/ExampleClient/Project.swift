public import Foundation

/// A project as the Projects API returns it.
public struct Project: Decodable, Equatable, Sendable, Identifiable {
    public var id: Int
    public var name: String
    /// Optional and nullable in the contract: absent and `null` both read as nil.
    public var description: String?
    public var visibility: Visibility
    /// `createdAt`, an RFC 3339 date-time string on the wire.
    public var createdAt: Date
    /// Absent or `null` for projects whose owner was deleted.
    public var owner: Owner?
    /// Absent, empty or up to ten labels.
    public var tags: [String]

    public init(
        id: Int, name: String, description: String?, visibility: Visibility, createdAt: Date, owner: Owner?, tags: [String] = []
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.visibility = visibility
        self.createdAt = createdAt
        self.owner = owner
        self.tags = tags
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, visibility, createdAt, owner, tags
    }

    /// Decodes exactly what the contract requires: `id`, `name`, `visibility` and `createdAt`
    /// must be present with their types; `description` and `owner` may be absent or `null`;
    /// `tags` may be absent (no tags).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        visibility = try container.decode(Visibility.self, forKey: .visibility)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        owner = try container.decodeIfPresent(Owner.self, forKey: .owner)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}
