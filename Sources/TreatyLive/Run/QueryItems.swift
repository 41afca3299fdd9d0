import TreatyContract

/// A query parameter's value as the name and value pairs its `style` writes, before
/// percent-encoding: what a well-behaved client sends, so a live sample asks the API the way the
/// contract says clients do.
enum QueryItems {
    /// `tags=a&tags=b` (exploded), `tags=a,b` (`form`, not exploded), `tags=a b`
    /// (`spaceDelimited`), `tags=a|b` (`pipeDelimited`), `tags[]=a&tags[]=b` and
    /// `filter[status]=open` (`deepObject`). An object exploded in the `form` style is one pair
    /// per member (`status=open&size=2`), not exploded its names and values joined
    /// (`filter=status,open,size,2`). A scalar is one pair whatever the style.
    static func items(_ name: String, _ value: JSONValue, style: ParameterStyle, explode: Bool) -> [(String, String)] {
        switch value {
        case .array(let elements):
            let texts = elements.map(SampleRequestBuilder.text)
            if style == .deepObject { return texts.map { (name + "[]", $0) } }
            if explode { return texts.map { (name, $0) } }
            return [(name, texts.joined(separator: String(style.separator)))]
        case .object(let object) where style == .deepObject:
            return object.members.map { (name + "[" + $0.key + "]", SampleRequestBuilder.text($0.value)) }
        case .object(let object) where explode:
            return object.members.map { ($0.key, SampleRequestBuilder.text($0.value)) }
        case .object(let object):
            let parts = object.members.flatMap { [$0.key, SampleRequestBuilder.text($0.value)] }
            return [(name, parts.joined(separator: String(style.separator)))]
        default:
            return [(name, SampleRequestBuilder.text(value))]
        }
    }
}
