import Testing

@Test func placeholderTreatyStubsTests() { #expect(Bool(true)) }
