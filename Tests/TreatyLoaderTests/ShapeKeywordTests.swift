import Testing

@testable import TreatyLoader

/// The one-lookup dispatch of shape keywords, and the `#/components/…` names schema references
/// resolve through: both read every schema of a document, byte by byte or key by key.
@Suite struct ShapeKeywordTests {
    /// A supported keyword the dispatch does not know would be neither reported nor read: a
    /// contract's `minLength` silently dropped.
    @Test func everySupportedKeywordIsReadIntoAField() {
        for keyword in ShapeKeywords.supported {
            #expect(ShapeKeyword.named[keyword]?.rawValue == keyword, "\(keyword)")
        }
        let annotationsRead = ShapeKeyword.allCases.map(\.rawValue).filter { !ShapeKeywords.supported.contains($0) }
        #expect(annotationsRead == ["description", "readOnly", "writeOnly"])
        #expect(annotationsRead.allSatisfy(ShapeKeywords.annotations.contains))
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
