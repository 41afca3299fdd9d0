import Testing
import TreatyContract

/// The media-type rules the loader, the stubs and the live check share.
@Suite struct MediaTypeTests {
    @Test(arguments: [
        "application/json", "text/csv; charset=utf-8", "image/*", "*/*", "application/vnd.api+json", " text/plain ; q=1",
        "Application/Problem+JSON",
    ])
    func aMediaTypeIsValid(_ value: String) {
        #expect(MediaType.isValid(value))
    }

    @Test(arguments: [
        "string", "undefined", "text plain", "text/", "/csv", "text/csv/x", "text/csv\r\nX-Evil: 1", "", "text/csv; a=\u{202E}b",
        "tëxt/plain", "*/csv", "**/x", "image/p*g", "image/**",
    ])
    func anythingElseIsNot(_ value: String) {
        #expect(!MediaType.isValid(value))
    }

    @Test func essenceAndJSONIgnoreCaseAndParameters() {
        #expect(MediaType.essence("Application/JSON; charset=utf-8") == "application/json")
        #expect(MediaType.essence("text/csv") == "text/csv")
        #expect(MediaType.isJSON("application/problem+json") && MediaType.isJSON("Application/JSON ; charset=utf-8"))
        #expect(!MediaType.isJSON("application/jsonl") && !MediaType.isJSON("text/json-seq"))
    }

    @Test func aRangeMatchesItsTypes() {
        #expect(MediaType.matches("image/png", declared: "image/*"))
        #expect(!MediaType.matches("text/png", declared: "image/*"))
        #expect(MediaType.matches("anything/else", declared: "*/*"))
        #expect(MediaType.matches("TEXT/CSV; charset=utf-8", declared: "text/csv"))
        #expect(!MediaType.matches(nil, declared: "*/*"))
        #expect(MediaType.isConcrete("text/csv; charset=utf-8") && !MediaType.isConcrete("image/*"))
    }

    @Test func textIsWhatAFixtureCanHoldAsWritten() {
        for type in ["text/csv", "application/xml", "application/atom+xml", "application/x-yaml", "application/json"] {
            #expect(MediaType.isText(type), "\(type)")
        }
        for type in ["application/pdf", "image/png", "application/octet-stream", "application/zip"] {
            #expect(!MediaType.isText(type), "\(type)")
        }
    }
}
