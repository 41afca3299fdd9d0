import Testing

@Test func placeholderTreatyCLITests() { #expect(Bool(true)) }
