import Testing

@Test func placeholderFlux() { #expect(Bool(true)) }
