import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// The packaged catalog, loaded once for all catalog tests.
enum BundledCatalog {
    static let result: Result<MovieCatalog, CatalogLoadError> = Result { () throws(CatalogLoadError) in
        try MovieCatalog.bundled()
    }
    static var catalog: MovieCatalog { (try? result.get()) ?? MovieCatalog(movies: []) }
}

@Suite struct BundledCatalogTests {
    let catalog = BundledCatalog.catalog

    @Test func loadsEveryFilmFromThePackagedResource() throws {
        _ = try BundledCatalog.result.get()
        #expect(catalog.movies.count == 17_472)
        let url = try #require(MovieCatalog.bundledResourceURL)
        #expect(!url.path.contains("/shared/"))
    }

    @Test func decodesEveryFieldOfARecord() throws {
        let amelie = try #require(catalog.movies.first { $0.id == 484_048 })
        #expect(
            amelie
                == Movie(
                    id: 484_048, title: "Amélie", genres: ["Romance", "Comedy", "Drama"],
                    posterPath: nil, overview: nil,
                    releaseDate: Date(timeIntervalSince1970: 983_318_400), year: 2001, runtimeMinutes: 122,
                    director: "Jean-Pierre Jeunet", countries: ["France"], languages: ["French"],
                    rating: 8.1, reviewCount: 231, mpaa: "R"
                ))
    }

    @Test func ameliFindsAmelieWithItsAccent() {
        let page = catalog.search("amelie", page: 1)
        #expect(page.movies.first?.title == "Amélie")
    }

    @Test func starWarsEpisodeIVComesFirst() {
        let page = catalog.search("star wars episode iv", page: 1)
        #expect(page.movies.first?.title == "Star Wars: Episode IV – A New Hope")
    }

    @Test func matrixFindsTheMatrixFirstDespiteItsArticle() {
        let titles = catalog.search("matrix", page: 1).movies.prefix(4).map(\.title)
        #expect(titles == ["The Matrix", "The Matrix Reloaded", "The Matrix Revolutions", "The Matrix Revisited"])
    }

    @Test func batmanBeginsComesFirst() {
        let page = catalog.search("batman begins", page: 1)
        #expect(page.movies.first?.title == "Batman Begins")
    }

    @Test func unknownQueryGivesEmptyPageOneOfZero() {
        #expect(catalog.search("zzqqxx", page: 1) == MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []))
    }

    @Test func punctuationOnlyQueryMatchesNothing() {
        #expect(catalog.search("  !?–  ", page: 1) == .empty)
    }

    @Test func loveHasSeveralPagesAndFindsExactlyTheWordsStartingWithLove() {
        let first = catalog.search("love", page: 1)
        #expect(first.totalPages >= 3)
        #expect(first.totalResults > 40)
        #expect(first.movies.count == 20)
        let ranked = catalog.rankedMatches(for: "love")
        #expect(ranked.count == first.totalResults)
        #expect(Array(ranked.prefix(20)) == first.movies)
        #expect(ranked.prefix(3).map(\.title) == ["Love and Mercy", "Love Is Strange", "Love Actually"])
        let expected = Set(catalog.movies.filter { hasWord(startingWith: "love", in: $0) }.map(\.id))
        #expect(Set(ranked.map(\.id)) == expected)
        let byDirector = ranked.firstIndex { !hasWord(startingWith: "love", in: Movie(id: 0, title: $0.title)) }
        let byPrefix = ranked.firstIndex {
            !hasWord("love", in: $0.title) && hasWord(startingWith: "love", in: Movie(id: 0, title: $0.title))
        }
        #expect((byDirector ?? ranked.count) < (byPrefix ?? ranked.count), "directors' exact words before prefixes")
    }

    @Test func theLastPageHoldsTheRemainderAndPagesPastTheEndAreEmpty() {
        let first = catalog.search("love", page: 1)
        let last = catalog.search("love", page: first.totalPages)
        #expect(last.movies.count == first.totalResults - (first.totalPages - 1) * 20)
        let past = catalog.search("love", page: first.totalPages + 1)
        #expect(
            past
                == MoviesPage(
                    page: first.totalPages + 1, totalPages: first.totalPages,
                    totalResults: first.totalResults, movies: []))
    }

    /// Reference matching: a title or director word (folded, split at non-alphanumerics) starting with `prefix`.
    private func hasWord(startingWith prefix: String, in movie: Movie) -> Bool {
        let words = SearchTextFolding.fold(movie.title + " " + (movie.director ?? "")).split(separator: " ")
        return words.contains { $0.hasPrefix(prefix) }
    }

    private func hasWord(_ word: String, in title: String) -> Bool {
        SearchTextFolding.fold(title).split(separator: " ").contains { $0 == word }
    }
}
