import Testing

@Test func placeholderTreatyContractTests() { #expect(Bool(true)) }
