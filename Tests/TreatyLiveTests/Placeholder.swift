import Testing

@Test func placeholderTreatyLiveTests() { #expect(Bool(true)) }
