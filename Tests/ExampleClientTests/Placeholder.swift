import Testing

@Test func placeholderExampleClientTests() { #expect(Bool(true)) }
