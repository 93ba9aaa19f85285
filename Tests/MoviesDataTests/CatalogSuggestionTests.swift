import MoviesDomain
import Testing

@testable import MoviesData

/// "Did you mean" titles for a query that finds nothing.
@Suite struct CatalogSuggestionTests {
    let catalog = BundledCatalog.catalog

    @Test func aQueryTooFarForTheTypoRulesGetsTheNearestTitles() {
        #expect(catalog.search("godfter", page: 1).totalResults == 0)
        let titles = catalog.suggestions(for: "godfter").map { "\($0.title) (\($0.year ?? 0))" }
        #expect(titles.first == "The Godfather (1972)")
        #expect(titles.count <= 3)
    }

    @Test func aQueryThatMatchesOrIsNothingLikeATitleGetsNone() {
        #expect(catalog.suggestions(for: "godfather").isEmpty)
        #expect(catalog.suggestions(for: "zzqqxx").isEmpty)
        #expect(catalog.suggestions(for: "  ").isEmpty)
        #expect(catalog.suggestions(for: "godfter", limit: 0).isEmpty)
    }

    @Test func theRepositoryGivesAnEmptyResultItsNearestTitles() async throws {
        let repository = CatalogMoviesRepository(catalog: catalog)
        let empty = try await repository.fetchMoviesPage(query: MovieQuery(query: "godfter"), page: 1) { _ in }
        #expect(empty.totalResults == 0)
        #expect(empty.didYouMean?.first?.title == "The Godfather")
        let found = try await repository.fetchMoviesPage(query: MovieQuery(query: "godfather"), page: 1) { _ in }
        #expect(found.didYouMean == nil)
        let nothingNear = try await repository.fetchMoviesPage(query: MovieQuery(query: "zzqqxx"), page: 1) { _ in }
        #expect(nothingNear.didYouMean == nil)
    }

}
