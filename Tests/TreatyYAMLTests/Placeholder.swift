import Testing

@Test func placeholderTreatyYAMLTests() { #expect(Bool(true)) }
