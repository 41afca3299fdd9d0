import Testing
import TreatyContract

/// A pointer from the validator leads to the line and column of the value in the text.
@Suite struct JSONPointerLocatorTests {
    static let text = """
        [
          {
            "id": 1,
            "name": "a ] \\" } tricky",
            "tags": ["x", {"deep": [true, null]}],
            "owner": {"a/b": 2, "c~d": 3}
          },
          {"id": 2, "owner": {"email": 5}}
        ]
        """

    func place(_ pointer: String) -> String? {
        JSONPointerLocator.position(of: pointer, in: Array(Self.text.utf8)).map { "\($0.line):\($0.column)" }
    }

    @Test(arguments: [
        ("", "1:1"),
        ("/0", "2:3"),
        ("/0/id", "3:11"),
        ("/0/tags/1/deep/1", "5:35"),
        ("/0/owner/a~1b", "6:22"),
        ("/0/owner/c~0d", "6:32"),
        ("/1/owner/email", "8:32"),
        // A missing member: the object it belongs to.
        ("/0/missing", "2:3"),
        // An aggregated pointer: the first item the rest of the pointer reaches.
        ("/*/owner/email", "8:32"),
        ("/*/name", "4:13"),
        // Out of range: the deepest value reached.
        ("/7/id", "1:1"),
    ])
    func pointsAtTheValue(_ pointer: String, _ expected: String) {
        #expect(place(pointer) == expected)
    }

    @Test func columnsCountScalarsAndAByteOrderMarkIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"é\": [1, \"ü\", 3]}".utf8)
        let position = JSONPointerLocator.position(of: "/é/2", in: bytes)
        #expect(position.map { "\($0.line):\($0.column)" } == "1:17")
    }
}

@Suite struct JSONPointerTests {
    @Test func tokensAreUnescapedAndTheRootHasNone() {
        #expect(JSONPointer.tokens("") == [])
        #expect(JSONPointer.tokens("/") == [""])
        #expect(JSONPointer.tokens("/a~1b/0/c~0d/~01") == ["a/b", "0", "c~d", "~1"])
    }
}
