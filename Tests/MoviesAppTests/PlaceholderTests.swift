import Testing

@Test func placeholderMoviesAppTests() { #expect(Bool(true)) }
