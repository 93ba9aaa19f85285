import MoviesDomain
import Testing

@testable import MoviesData

/// A director's name typed alone lists that director's films, not a title one typo away.
@Suite struct DirectorQueryTests {
    let catalog = BundledCatalog.catalog

    /// The query, the director's name as the catalog has it, and how many films they directed
    /// there (alone or with others: *Sin City*, *Four Rooms*).
    @Test(arguments: [("nolan", "Christopher Nolan", 9), ("tarantino", "Quentin Tarantino", 10)])
    func aDirectorsNameListsTheirFilmsFirst(query: String, director: String, films: Int) {
        let page = catalog.search(query, page: 1).movies
        #expect(page.count >= films)
        #expect(
            page.prefix(films).allSatisfy { $0.director?.contains(director) == true }, "\(page.map(\.title))")
        #expect(!page.contains { $0.title == "Nola" || $0.title == "Tarnation" })
    }

    @Test func theDarkNightStillFindsTheDarkKnightFirst() {
        #expect(catalog.search("the dark night", page: 1).movies.first?.title == "The Dark Knight")
    }
}
