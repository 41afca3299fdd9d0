import Testing

@testable import TreatyContract

/// Path templates are read byte by byte when they are ASCII and character by character otherwise;
/// both readings must split every template the same way.
@Suite struct PathTemplateTests {
    @Test func aTemplateSplitsIntoLiteralsAndParameters() throws {
        let template = try #require(PathTemplate("/v1/projects/{projectId}/tasks/{taskId}.json"))
        #expect(
            template.segments == [
                .literal("/v1/projects/"), .parameter("projectId"), .literal("/tasks/"), .parameter("taskId"),
                .literal(".json"),
            ])
        #expect(template.parameterNames == ["projectId", "taskId"])
        #expect(template.matchKey == "/v1/projects/{}/tasks/{}.json")
        #expect(PathTemplate("{a}{b}")?.segments == [.parameter("a"), .parameter("b")])
    }

    @Test(arguments: ["/a/{", "/a/}", "/a/{}", "/a/{b{c}", "/a/{b}}", "}{"])
    func unbalancedOrEmptyBracesAreRefused(_ raw: String) {
        #expect(PathTemplate(raw) == nil)
    }

    @Test func aNonASCIITemplateIsReadByCharacters() {
        #expect(PathTemplate("/café/{id}/ü")?.segments == [.literal("/café/"), .parameter("id"), .literal("/ü")])
        // A combining mark on a brace makes one character that is no brace.
        #expect(PathTemplate("/a/{\u{301}b}")?.segments == nil)
        #expect(PathTemplate("/a/{\u{301}")?.segments == [.literal("/a/{\u{301}")])
    }

    /// Every template of up to five characters over an alphabet of braces, letters, a slash and
    /// `\r\n` (one character of two bytes) is split the same way by both readings.
    @Test func bothReadingsAgreeOnEveryShortASCIITemplate() {
        let alphabet = ["{", "}", "a", "/", "\r\n"]
        var templates = [""]
        var compared = 0
        for _ in 1...5 {
            templates = templates.flatMap { prefix in alphabet.map { prefix + $0 } }
            for raw in templates {
                #expect(PathTemplate.asciiSegments(of: raw) == PathTemplate.segments(of: raw), "\(raw.debugDescription)")
                compared += 1
            }
        }
        #expect(compared == 5 + 25 + 125 + 625 + 3125)
    }
}
