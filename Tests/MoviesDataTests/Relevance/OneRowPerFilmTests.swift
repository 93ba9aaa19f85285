import MoviesDomain
import Testing

@testable import MoviesData

/// No film is listed twice by one search: not on a page, not across pages.
@Suite struct OneRowPerFilmTests {
    let catalog = BundledCatalog.catalog

    /// Queries that listed their film twice (a typo in the last word of a title).
    static let typedWithATypo = ["fight clubb", "blade runer", "raging bulll", "shawshank redemtion"]

    @Test(arguments: [
        ("fight clubb", "Fight Club"), ("blade runer", "Blade Runner"), ("raging bulll", "Raging Bull"),
        ("shawshank redemtion", "The Shawshank Redemption"),
    ])
    func aTitleWithATypoListsItsFilmOnce(query: String, title: String) {
        let page = catalog.search(query, page: 1)
        #expect(page.movies.filter { $0.title == title }.count == 1)
        #expect(page.totalResults == catalog.rankedMatches(for: query).count)
        #expect(page.movies.first?.title == title)
    }

    @Test func everyQueryOfTheRelevanceSetListsEachFilmOnceAcrossItsPages() {
        let queries = RelevanceSet.cases.map(\.query) + Self.typedWithATypo
        for query in queries {
            let first = catalog.search(query, page: 1)
            var ids: [Int] = []
            for number in 1...max(first.totalPages, 1) {
                ids += catalog.search(query, page: number).movies.map(\.id)
            }
            #expect(ids.count == first.totalResults, "\(query)")
            #expect(Set(ids).count == ids.count, "\(query) lists a film twice")
        }
    }
}
