import MoviesDomain
import Testing

@testable import MoviesData

/// The relevance set against the packaged catalog: each film at its exact position on page 1
/// (first, unless the case says otherwise), or, for `mustNotMatch`, in no page; the score per
/// category printed.
@Suite struct CatalogRelevanceTests {
    let catalog = BundledCatalog.catalog

    @Test(arguments: RelevanceSet.cases)
    func findsTheFilmMeant(_ relevance: RelevanceCase) {
        let found = passes(relevance)
        let top = catalog.search(relevance.query, page: 1).movies.prefix(3).map { "\($0.title) (\($0.year ?? 0))" }
        #expect(found, "top 3: \(top)")
    }

    @Test func scoresEveryCategoryInFull() {
        var lines: [String] = []
        var total = 0
        for category in RelevanceCase.Category.allCases {
            let cases = RelevanceSet.cases.filter { $0.category == category }
            let passed = cases.filter(passes).count
            total += passed
            lines.append("  \(category.rawValue): \(passed)/\(cases.count)")
            #expect(passed == cases.count, "\(category.rawValue)")
        }
        print("Catalog search relevance: \(total)/\(RelevanceSet.cases.count)\n" + lines.joined(separator: "\n"))
        #expect(RelevanceSet.cases.count >= 120)
    }

    @Test func everyFilmOfTheSetIsInTheCatalog() {
        for relevance in RelevanceSet.cases {
            #expect(
                catalog.movies.contains { $0.title == relevance.title && $0.year == relevance.year },
                "\(relevance.title) (\(relevance.year))")
        }
    }

    private func passes(_ relevance: RelevanceCase) -> Bool {
        let isTheFilm = { (movie: Movie) in movie.title == relevance.title && movie.year == relevance.year }
        if relevance.category == .mustNotMatch {
            return !catalog.rankedMatches(for: relevance.query).contains(where: isTheFilm)
        }
        let movies = catalog.search(relevance.query, page: 1).movies
        return movies.indices.contains(relevance.position - 1) && isTheFilm(movies[relevance.position - 1])
    }
}
