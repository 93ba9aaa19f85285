import Testing

@Test func placeholderMoviesDataTests() { #expect(Bool(true)) }
