import Testing

@testable import TreatyLoader

/// The one-lookup dispatch of shape keywords, and the `#/components/…` names schema references
/// resolve through: both read every schema of a document, byte by byte or key by key.
@Suite struct ShapeKeywordTests {
    /// Every word the decoder reads is one lint accepts, found by its spelling; those it reads
    /// that carry no validation meaning are listed as annotations, and the rest are what lint
    /// calls supported, so the two lists cannot drift apart.
    @Test func everyKeywordReadIsAcceptedAndSortedOnce() {
        for keyword in ShapeKeyword.allCases {
            #expect(ShapeKeyword.named[keyword.rawValue] == keyword, "\(keyword)")
            #expect(ShapeKeywords.known.contains(keyword.rawValue), "\(keyword)")
            #expect(ShapeKeywords.annotations.contains(keyword.rawValue) == keyword.isAnnotation, "\(keyword)")
        }
        #expect(ShapeKeywords.supported.count + 3 == ShapeKeyword.allCases.count)
        #expect(Set(ShapeKeywords.supported).isDisjoint(with: ShapeKeywords.annotations))
    }

    /// JSON pointer tokens (RFC 6901: `~1` is `/`, `~0` is `~`) and URI fragments (percent
    /// escapes), under exactly `/components/<kind>/`.
    @Test(
        arguments: [
            ("/components/schemas/Pet", "Pet"),
            ("/components/schemas/a~1b", "a/b"),
            ("/components/schemas/a~0b", "a~b"),
            ("/components/schemas/Caf%C3%A9", "Café"),
            ("/components/schemas/", nil),
            ("/components/schemas/Pet/properties/id", nil),
            ("/components/schemasPet", nil),
            ("/components/schema/Pet", nil),
            ("/components/responses/Pet", nil),
            ("components/schemas/Pet", nil),
            ("/definitions/Pet", nil),
            ("", nil),
        ] as [(String, String?)])
    func componentNames(pointer: String, name: String?) {
        #expect(OpenAPISource.componentName(pointer, kind: "schemas") == name)
    }

    @Test func theKindIsMatchedWhole() {
        #expect(OpenAPISource.componentName("/components/responses/NotFound", kind: "responses") == "NotFound")
        #expect(OpenAPISource.componentName("/components/responsesX/NotFound", kind: "responses") == nil)
    }
}
