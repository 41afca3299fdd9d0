import TreatyContract

/// A change's pointer into a shape (`/items/properties/title`) as the pointer of the body member
/// it is about (`/*/title`), the form usage records give what a client sends and reads.
enum BodyPointer {
    /// The member pointer of `shapePointer`: `properties/NAME` is a member (its token kept
    /// escaped, as records write it), `items` and `prefixItems/N` any array item, and an
    /// `allOf`/`anyOf`/`oneOf` branch the value itself. nil when the pointer passes through a
    /// place no member pointer names (a map's values, `not`): the caller then assumes the worst.
    static func member(ofShapePointer shapePointer: String) -> String? {
        guard !shapePointer.isEmpty else { return "" }
        guard shapePointer.hasPrefix("/") else { return nil }
        let tokens = shapePointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var member = ""
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case "properties":
                guard index + 1 < tokens.count else { return nil }
                member += "/" + tokens[index + 1]
                index += 2
            case "items":
                member += "/*"
                index += 1
            case "prefixItems":
                member += "/*"
                index += 2
            case "allOf", "anyOf", "oneOf":
                index += 2
            default:
                return nil
            }
        }
        return member
    }
}
