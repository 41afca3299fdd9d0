import Testing

@Test func placeholderTreatyDiffTests() { #expect(Bool(true)) }
