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

    @Test func loveHasSeveralPagesWithWholeTitleAndPrefixMatchesFirst() {
        let first = catalog.search("love", page: 1)
        #expect(first.totalPages >= 3)
        #expect(first.totalResults > 40)
        #expect(first.movies.count == 20)
        let ranked = catalog.rankedMatches(for: "love")
        #expect(ranked.count == first.totalResults)
        #expect(Array(ranked.prefix(20)) == first.movies)
        let tiers = ranked.map { tier(of: "love", in: $0.title) }
        #expect(tiers.first == 0)
        #expect(tiers == tiers.sorted(), "tiers must not decrease along the ranking")
        for (previous, next) in zip(ranked, ranked.dropFirst())
        where tier(of: "love", in: previous.title) == tier(of: "love", in: next.title) {
            #expect((previous.reviewCount ?? -1) >= (next.reviewCount ?? -1))
        }
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

    /// 0 exact, 1 prefix, 2 whole word, 3 substring (independent re-implementation for checking).
    /// The reference tier: 0 whole title, 1 prefix (both also after a leading article), 2 whole
    /// word, 3 substring.
    private func tier(of query: String, in title: String) -> Int {
        let folded = SearchTextFolding.fold(title)
        let articles = ["the ", "a ", "an ", "el ", "la ", "los ", "las "]
        let bare = articles.first { folded.hasPrefix($0) && folded.count > $0.count }
            .map { String(folded.dropFirst($0.count)) }
        if folded == query || bare == query { return 0 }
        if folded.hasPrefix(query) || bare?.hasPrefix(query) == true { return 1 }
        if " \(folded) ".contains(" \(query) ") { return 2 }
        return folded.contains(query) ? 3 : 99
    }
}
