import Testing

@Test func placeholderFluxTestingTests() { #expect(Bool(true)) }
