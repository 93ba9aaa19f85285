import Testing

@Test func placeholderMoviesDomainTests() { #expect(Bool(true)) }
