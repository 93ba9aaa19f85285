import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

@Suite struct CatalogParsingTests {
    private func decode(_ text: String) throws(CatalogLoadError) -> [Movie] {
        try MovieCatalog.decodeMovies(jsonLines: Data(text.utf8))
    }

    @Test func decodesEscapesNullsAndUnknownKeysAndSkipsBlankLines() throws {
        let text = #"""
            {"id": 1, "title": "Caf\u00e9 \"Noir\" \ud83c\udfac", "year": null, "release_date": "1999-12-31", "genres": [], "votes": 3, "rating": 7, "extra": {"x": 1}}
            """#
        // A nested object is outside the catalog schema: rejected with the line number.
        #expect(throws: CatalogLoadError.malformedLine(line: 1, reason: "unexpected '{' at column 147")) {
            try decode(text)
        }
        let valid = """

            {"id": 1, "title": "Caf\\u00e9 \\"Noir\\" \\ud83c\\udfac", "year": null, "release_date": "1999-12-31", "genres": [], "votes": 3, "rating": 7, "imdb_id": "tt1", "flag": true}

            {"id": 2, "title": "B", "release_date": "2001-02-30", "mpaa": "", "director": ""}
            """
        let movies = try decode(valid)
        #expect(
            movies == [
                Movie(
                    id: 1, title: "Café \"Noir\" 🎬", releaseDate: Date(timeIntervalSince1970: 946_598_400),
                    year: 1999, rating: 7, reviewCount: 3),
                Movie(id: 2, title: "B"),
            ])
    }

    @Test(arguments: [
        (#"{"title": "No id"}"#, "missing integer id"),
        (#"{"id": 3, "title": ""}"#, "missing title"),
        (#"{"id": 3, "title": "A"} x"#, "unexpected text after the object"),
        (#"{"id": 3, "title": "A"#, "unterminated string"),
        (#"{"id": 3 "title": "A"}"#, "expected ',' or '}'"),
        (#"{"id": 3, "title": "\x"}"#, "invalid escape"),
        (#"{"id": 3, "title": "\u00"}"#, "bad \\u escape"),
        (#"{"id": +5, "title": "A"}"#, "unexpected '+' at column 8"),
        ("{\"id\": 5, \"title\": \"A\", \"x\": \u{1B}}", "unexpected byte 0x1B at column 30"),
        (#"{"id" 5}"#, "expected ':' at column 7"),
        (#"{"id": 1e999, "title": "A"}"#, "bad number 1e999"),
    ])
    func rejectsAMalformedLineNamingIt(line: String, reason: String) {
        #expect(throws: CatalogLoadError.malformedLine(line: 2, reason: reason)) {
            try decode("{\"id\": 1, \"title\": \"ok\"}\n" + line + "\n")
        }
    }

    /// D6: the character after a lone surrogate is kept.
    @Test func aLoneSurrogateInATitleBecomesAReplacementCharacterAndTheNextCharacterStays() throws {
        let movies = try decode(#"{"id": 1, "title": "Surr\ud800\u0041gate"}"# + "\n")
        #expect(movies.map(\.title) == ["Surr\u{FFFD}Agate"])
    }

    @Test func aMissingFileIsUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/movies.jsonl")
        #expect {
            try MovieCatalog.load(contentsOf: url)
        } throws: { error in
            guard case .unreadable(let detail) = error as? CatalogLoadError else { return false }
            return detail.hasPrefix(url.path)
        }
    }
}

@Suite struct CalendarDayTests {
    @Test(arguments: [
        ("1970-01-01", 0.0), ("2001-02-28", 983_318_400), ("2000-02-29", 951_782_400),
        ("1940-12-25", -915_753_600),
    ])
    func parsesValidDaysToMidnightUTC(text: String, seconds: Double) {
        #expect(CalendarDay.date(fromISODay: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "2001", "2001-02-29", "1900-02-29", "2001-13-01", "2001-00-10", "2001-1-01",
        "01-02-2001", "2001-02-28T00:00:00Z", "2001/02/28", "abcd-ef-gh", "0000-01-01",
    ])
    func rejectsInvalidDays(text: String) {
        #expect(CalendarDay.date(fromISODay: text) == nil)
    }

    @Test func yearOfADate() {
        #expect(CalendarDay.year(of: Date(timeIntervalSince1970: 983_318_400)) == 2001)
        #expect(CalendarDay.year(of: Date(timeIntervalSince1970: -1)) == 1969)
    }
}

@Suite struct CatalogMoviesRepositoryTests {
    let catalog = MovieCatalog(movies: [Movie(id: 1, title: "Love", reviewCount: 1)])

    @Test func answersTheCatalogSearchAndNeverDeliversACachedPage() async throws {
        let repository = CatalogMoviesRepository(catalog: catalog)
        let page = try await repository.fetchMoviesPage(query: MovieQuery(query: "LOVE"), page: 1) { _ in
            Issue.record("the catalog has no cache")
        }
        #expect(page == MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: Array(catalog.movies)))
    }

    @Test func aCancelledSearchDuringLatencyThrowsCancellation() async {
        let repository = CatalogMoviesRepository(catalog: catalog, latency: .seconds(600))
        let task = Task {
            try await repository.fetchMoviesPage(query: MovieQuery(query: "love"), page: 1) { _ in }
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func theBundledInitializerLoadsThePackagedCatalog() throws {
        let repository = try CatalogMoviesRepository(latency: .milliseconds(-5))
        #expect(repository.catalog.movies.count == 17_472)
        #expect(repository.latency == .zero)
    }
}
