/// The table archives as a list of entries sorted by reference, so the output is stable.
extension SchemaTable: Codable {
    private struct Entry: Codable {
        var reference: SchemaReference
        var shape: Shape
    }

    public init(from decoder: any Decoder) throws {
        let entries = try [Entry](from: decoder)
        self.init(Dictionary(entries.map { ($0.reference, $0.shape) }) { first, _ in first })
    }

    public func encode(to encoder: any Encoder) throws {
        try sortedReferences.map { Entry(reference: $0, shape: schemas[$0]!) }.encode(to: encoder)
    }
}
