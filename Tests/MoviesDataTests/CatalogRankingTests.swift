import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

@Suite struct CatalogRankingTests {
    private func movie(_ id: Int, _ title: String, reviews: Int?) -> Movie {
        Movie(id: id, title: title, reviewCount: reviews)
    }

    @Test func ranksExactThenPrefixThenWordThenSubstringThenReviewsThenTitle() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Glove Story", reviews: 1000),
            movie(2, "Crazy, Stupid, Love.", reviews: 100),
            movie(3, "Love Actually", reviews: 10),
            movie(4, "Lovely", reviews: 50),
            movie(5, "Clover", reviews: 3),
            movie(6, "LOVE", reviews: 5),
            movie(7, "Love & Mercy", reviews: 10),
            movie(8, "Unrelated", reviews: 9999),
            movie(9, "Love Me", reviews: nil),
            movie(10, "In Love", reviews: 100),
        ])
        let titles = catalog.search("Love", page: 1).movies.map(\.title)
        #expect(
            titles == [
                "LOVE",
                "Lovely", "Love Actually", "Love & Mercy", "Love Me",
                "Crazy, Stupid, Love.", "In Love",
                "Glove Story", "Clover",
            ])
    }

    @Test func aLeadingArticleIsSkippedForTheWholeTitleAndPrefixTiers() {
        let catalog = MovieCatalog(movies: [
            movie(1, "The Matrix Reloaded", reviews: 300),
            movie(2, "Inside the Matrix", reviews: 900),
            movie(3, "The Matrix", reviews: 100),
            movie(4, "Matrixes", reviews: 5),
            movie(5, "Los Matrix", reviews: 1),
            movie(6, "Theme Matrix", reviews: 2000),
            movie(7, "A Matrix", reviews: 50),
        ])
        let titles = catalog.search("matrix", page: 1).movies.map(\.title)
        #expect(
            titles == [
                "The Matrix", "A Matrix", "Los Matrix",
                "The Matrix Reloaded", "Matrixes",
                "Theme Matrix", "Inside the Matrix",
            ])
        #expect(catalog.search("the matrix", page: 1).movies.map(\.id) == [3, 1, 2])
        #expect(catalog.search("a", page: 1).movies.map(\.id).prefix(1) == [7])
    }

    @Test func everyArticleInBothLanguagesIsSkipped() {
        let titles = ["The Wall", "A Wall", "An Wall", "El Wall", "La Wall", "Los Wall", "Las Wall", "Les Wall"]
        let catalog = MovieCatalog(movies: titles.enumerated().map { movie($0.offset + 1, $0.element, reviews: 1) })
        #expect(catalog.search("wall", page: 1).movies.map(\.id) == [2, 3, 4, 5, 7, 6, 1, 8])
    }

    @Test func aWordOccurrenceLaterInTheTitleStillCountsAsWholeWord() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Gloves of Love", reviews: 1),
            movie(2, "Cloves", reviews: 5),
        ])
        #expect(catalog.search("love", page: 1).movies.map(\.id) == [1, 2])
    }

    @Test func matchingIgnoresCaseAccentsAndPunctuation() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Schindler’s List", reviews: 1),
            movie(2, "Amélie", reviews: 1),
            movie(3, "Kick-Ass", reviews: 1),
        ])
        #expect(catalog.search("SCHINDLERS list", page: 1).movies.map(\.id) == [1])
        #expect(catalog.search("schindler's", page: 1).movies.map(\.id) == [1])
        #expect(catalog.search("AMÉLIE", page: 1).movies.map(\.id) == [2])
        #expect(catalog.search("kick ass", page: 1).movies.map(\.id) == [3])
        #expect(catalog.search("kick...ass!", page: 1).movies.map(\.id) == [3])
    }

    @Test func paginatesTwentyAPageWithTMDBTotals() {
        let catalog = MovieCatalog(movies: (1...45).map { movie($0, "Film \($0)", reviews: 100 - $0) })
        let page1 = catalog.search("film", page: 1)
        #expect(page1.page == 1 && page1.totalPages == 3 && page1.totalResults == 45)
        #expect(page1.movies.map(\.id) == Array(1...20))
        #expect(catalog.search("film", page: 2).movies.map(\.id) == Array(21...40))
        #expect(catalog.search("film", page: 3).movies.map(\.id) == Array(41...45))
        #expect(catalog.search("film", page: 4) == MoviesPage(page: 4, totalPages: 3, totalResults: 45, movies: []))
        #expect(catalog.search("film", page: 0) == MoviesPage(page: 0, totalPages: 3, totalResults: 45, movies: []))
        #expect(catalog.search("film", page: -2).movies.isEmpty)
        #expect(catalog.search("film", page: Int.max).movies.isEmpty)
    }

    @Test func exactlyTwentyResultsMakeOnePage() {
        let catalog = MovieCatalog(movies: (1...20).map { movie($0, "Film \($0)", reviews: 100 - $0) })
        let page = catalog.search("film", page: 1)
        #expect(page.totalPages == 1 && page.totalResults == 20 && page.movies.count == 20)
        #expect(catalog.search("film", page: 2).movies.isEmpty)
    }

    @Test func emptyCatalogAndEmptyQueryMatchNothing() {
        #expect(MovieCatalog(movies: []).search("love", page: 1) == .empty)
        #expect(MovieCatalog(movies: [movie(1, "Love", reviews: 1)]).search("", page: 1) == .empty)
    }
}

@Suite struct SearchTextFoldingTests {
    @Test(arguments: [
        ("Star Wars: Episode IV – A New Hope", "star wars episode iv a new hope"),
        ("Amélie", "amelie"),
        ("Schindler’s List", "schindlers list"),
        ("  Kick-Ass 2!  ", "kick ass 2"),
        ("Straße, Æon Flux, Søren, Łódź", "strasse aeon flux soren lodz"),
        ("Ça C’est Paris…", "ca cest paris"),
        ("Ο Θίασος", "ο θιασος"),
        ("?!–", ""),
        ("", ""),
    ])
    func foldsToTheExpectedText(input: String, expected: String) {
        #expect(SearchTextFolding.fold(input) == expected)
    }
}
