import Testing
import TreatyContract

@testable import TreatyLive

/// A live sample asks the API the way the contract says clients do: an array or object query
/// value is written in its parameter's style, the way the stubs expect to read it.
@Suite struct QueryItemsTests {
    static let tags: JSONValue = ["a", "b"]

    static func written(_ value: JSONValue, _ style: ParameterStyle, explode: Bool) -> String {
        QueryItems.items("tags", value, style: style, explode: explode).map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }

    @Test func arraysAreWrittenInTheirStyle() {
        #expect(Self.written(Self.tags, .form, explode: true) == "tags=a&tags=b")
        #expect(Self.written(Self.tags, .form, explode: false) == "tags=a,b")
        #expect(Self.written(Self.tags, .spaceDelimited, explode: false) == "tags=a b")
        #expect(Self.written(Self.tags, .pipeDelimited, explode: false) == "tags=a|b")
        #expect(Self.written(Self.tags, .deepObject, explode: true) == "tags[]=a&tags[]=b")
    }

    @Test func objectsAreWrittenInTheirStyleAndScalarsAsOnePair() {
        #expect(Self.written(["status": "open", "size": 2], .deepObject, explode: true) == "tags[status]=open&tags[size]=2")
        #expect(Self.written(["status": "open", "size": 2], .form, explode: true) == "status=open&size=2")
        #expect(Self.written(["status": "open", "size": 2], .form, explode: false) == "tags=status,open,size,2")
        #expect(Self.written(["status": "open", "size": 2], .pipeDelimited, explode: false) == "tags=status|open|size|2")
        #expect(Self.written(3, .pipeDelimited, explode: false) == "tags=3")
    }
}
