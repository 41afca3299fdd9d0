import Testing

@Test func placeholderTreatyLoaderTests() { #expect(Bool(true)) }
