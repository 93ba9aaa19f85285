import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

@Suite struct CatalogRankingTests {
    private func movie(_ id: Int, _ title: String, reviews: Int?, year: Int? = nil, director: String? = nil) -> Movie {
        Movie(id: id, title: title, year: year, director: director, reviewCount: reviews)
    }

    @Test func ranksExactTitleThenWordsThenPrefixThenFieldThenReviews() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Glove Story", reviews: 1000),
            movie(2, "Crazy, Stupid, Love.", reviews: 100),
            movie(3, "Love Actually", reviews: 10),
            movie(4, "Lovely", reviews: 50),
            movie(5, "Clover", reviews: 3),
            movie(6, "LOVE", reviews: 5),
            movie(7, "The Love", reviews: 3),
            movie(8, "Unrelated", reviews: 9999, director: "Courtney Love"),
            movie(9, "Love Me", reviews: nil),
            movie(10, "In Love", reviews: 100),
        ])
        let titles = catalog.search("Love", page: 1).movies.map(\.title)
        #expect(
            titles == [
                "LOVE", "The Love",
                "Love Actually", "Love Me",
                "Crazy, Stupid, Love.", "In Love",
                "Unrelated",
                "Lovely",
            ])
        #expect(catalog.search("the love", page: 1).movies.map(\.id).prefix(2) == [7, 6])
    }

    @Test func smallWordsAreOptionalButAnExactTitleWithThemComesFirst() {
        let catalog = MovieCatalog(movies: [
            movie(1, "The Matrix Reloaded", reviews: 300),
            movie(2, "Inside the Matrix", reviews: 900),
            movie(3, "The Matrix", reviews: 100),
            movie(4, "Matrixes", reviews: 5),
            movie(5, "Theme Matrix", reviews: 2000),
            movie(6, "Animatrix", reviews: 2000),
        ])
        #expect(catalog.search("matrix", page: 1).movies.map(\.id) == [3, 1, 5, 2, 4])
        #expect(catalog.search("the matrix", page: 1).movies.map(\.id) == [3, 1, 5, 2, 4])
        #expect(catalog.search("matrix the of", page: 1).movies.map(\.id) == [3, 1, 5, 2])
        #expect(catalog.search("the", page: 1).movies.map(\.id) == [2, 1, 3, 5])
    }

    @Test func wordsMatchInAnyOrderAndOnlyTheLastMayBeAPrefix() {
        let catalog = MovieCatalog(movies: [
            movie(1, "The Lord of the Rings: The Return of the King", reviews: 306),
            movie(2, "Crouching Tiger, Hidden Dragon", reviews: 159),
            movie(3, "Tiger Bay", reviews: 20),
        ])
        #expect(catalog.search("king lord rings", page: 1).movies.map(\.id) == [1])
        #expect(catalog.search("crouching tig", page: 1).movies.map(\.id) == [2])
        #expect(catalog.search("tig crouching", page: 1).movies.isEmpty)
        #expect(catalog.search("tig", page: 1).movies.map(\.id) == [3, 2])
    }

    @Test func typosFollowTheWordLengthAndRankBelowExactMatches() {
        let catalog = MovieCatalog(movies: [
            movie(1, "The Godfather", reviews: 153),
            movie(2, "The Godfather Part II", reviews: 129),
            movie(3, "Godfathers", reviews: 500),
            movie(4, "Interstellar", reviews: 375),
            movie(5, "Matrix", reviews: 10),
            movie(6, "Love", reviews: 10),
        ])
        #expect(catalog.search("godfater", page: 1).movies.map(\.id) == [1, 2])
        #expect(catalog.search("godfather", page: 1).movies.map(\.id) == [1, 2, 3])
        #expect(catalog.search("matrx", page: 1).movies.map(\.id) == [5])
        #expect(catalog.search("mtarix", page: 1).movies.map(\.id) == [5])
        #expect(catalog.search("mtrx", page: 1).movies.isEmpty)
        #expect(catalog.search("lvoe", page: 1).movies.isEmpty)
        #expect(catalog.search("intrstelar", page: 1).movies.map(\.id) == [4])
        #expect(catalog.search("intrstlar", page: 1).movies.isEmpty)
    }

    @Test func aDirectorsNameIsNotCorrectedIntoATitle() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Nola", reviews: 900),
            movie(2, "Inception", reviews: 300, director: "Christopher Nolan"),
            movie(3, "Memento", reviews: 200, director: "Christopher Nolan"),
            movie(5, "Tarnation", reviews: 800),
            movie(6, "Pulp Fiction", reviews: 400, director: "Quentin Tarantino"),
        ])
        // Every film that matches "nolan" exactly matches it in the director's name: no title is
        // corrected into it ("Nola" stays out).
        #expect(catalog.search("nolan", page: 1).movies.map(\.id) == [2, 3])
        #expect(catalog.search("christopher nolan", page: 1).movies.map(\.id) == [2, 3])
        #expect(catalog.search("tarantino", page: 1).movies.map(\.id) == [6])
        // A word no film has exactly is still corrected.
        #expect(catalog.search("tarnaton", page: 1).movies.map(\.id) == [5])
    }

    @Test func aTitleThatIsTheQueryButForATypoInAKnownWordJoinsPartialMatches() {
        let catalog = MovieCatalog(movies: [
            movie(1, "So Dark the Night", reviews: 20),
            movie(2, "The Dark Knight", reviews: 300),
            movie(3, "The Dark Knight Rises", reviews: 250),
            movie(4, "Dark Night of the Soul", reviews: 5),
            movie(5, "Night Moves", reviews: 50, director: "Dark Horse"),
            movie(6, "The Night", reviews: 40),
            movie(7, "The Knight", reviews: 30),
        ])
        // Starts with the query's words, then the whole title but for "night", then the rest.
        #expect(catalog.search("the dark night", page: 1).movies.map(\.id) == [4, 2, 1, 5])
        // A title that is the query: no typo is looked for ("The Knight" stays out).
        #expect(catalog.search("the night", page: 1).movies.map(\.id) == [6, 5, 1, 4])
        #expect(catalog.search("dark knight", page: 1).movies.map(\.id) == [2, 3])
        // In another order the words are no title but for a typo: the exact matches only.
        #expect(catalog.search("night dark", page: 1).movies.map(\.id) == [1, 4, 5])
    }

    @Test func whenNothingMatchesTwoNeighbouringWordsMayBeOneWordOfATitle() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Braveheart", reviews: 200),
            movie(2, "Brave", reviews: 100),
            movie(3, "Crazy Heart", reviews: 50),
            movie(4, "Interstellar", reviews: 375),
            movie(5, "Heart of a Lion", reviews: 10),
        ])
        #expect(catalog.search("brave heart", page: 1).movies.map(\.id) == [1])
        #expect(catalog.search("inter stellar", page: 1).movies.map(\.id) == [4])
        // Every word must still match: neither "braveheart lion" nor "brave heartlion" finds a film.
        #expect(catalog.search("brave heart lion", page: 1).movies.isEmpty)
        // Words that match as they are are never joined.
        #expect(catalog.search("crazy heart", page: 1).movies.map(\.id) == [3])
        #expect(catalog.search("heart", page: 1).movies.map(\.id) == [5, 3])
    }

    @Test func aTitleButForATypoJoinsOnlyAPageOfMatchesOrLess() {
        let nights = (1...21).map { movie($0, "Night \($0)", reviews: $0) }
        let many = MovieCatalog(movies: nights + [movie(100, "The Knight", reviews: 1000)])
        let few = MovieCatalog(movies: Array(nights.prefix(20)) + [movie(100, "The Knight", reviews: 1000)])

        // 21 films start with "night": "The Knight" does not join them.
        #expect(many.search("the night", page: 2).movies.map(\.id) == [1])
        // 20 do: it joins them, after them (they start with the query's words).
        #expect(few.search("the night", page: 1).movies.map(\.id) == Array((1...20).reversed()))
        #expect(few.search("the night", page: 2).movies.map(\.id) == [100])
    }

    @Test func aYearFiltersUnlessNothingHasItAndATitleWithTheNumberStillMatches() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Psycho", reviews: 118, year: 1960),
            movie(2, "Psycho", reviews: 77, year: 1998),
            movie(3, "Psycho II", reviews: 35, year: 1983),
            movie(4, "2001: A Space Odyssey", reviews: 118, year: 1968),
            movie(5, "Amélie", reviews: 231, year: 2001),
        ])
        #expect(catalog.search("psycho 1998", page: 1).movies.map(\.id) == [2])
        #expect(catalog.search("1960 psycho", page: 1).movies.map(\.id) == [1])
        #expect(catalog.search("psycho 1975", page: 1).movies.map(\.id) == [1, 2, 3])
        #expect(catalog.search("2001", page: 1).movies.map(\.id) == [4, 5])
        #expect(catalog.search("psycho 2", page: 1).movies.map(\.id) == [3])
    }

    @Test func directorsAreSearchableBelowTitles() {
        let catalog = MovieCatalog(movies: [
            movie(1, "The Shining", reviews: 111, director: "Stanley Kubrick"),
            movie(2, "Colour Me Kubrick", reviews: 10, director: "Brian W. Cook"),
            movie(3, "Jaws", reviews: 146, director: "Steven Spielberg"),
            movie(4, "Jaws 2", reviews: 39, director: "Jeannot Szwarc"),
        ])
        #expect(catalog.search("kubrick", page: 1).movies.map(\.id) == [2, 1])
        #expect(catalog.search("spielberg jaws", page: 1).movies.map(\.id) == [3])
        #expect(catalog.search("jaws", page: 1).movies.map(\.id) == [3, 4])
    }

    @Test func matchingFoldsCaseAccentsPunctuationAmpersandsAndNumerals() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Schindler’s List", reviews: 1),
            movie(2, "Amélie", reviews: 1),
            movie(3, "Spider-Man", reviews: 1),
            movie(4, "WALL-E", reviews: 1),
            movie(5, "E.T. the Extra-Terrestrial", reviews: 1),
            movie(6, "Fast & Furious", reviews: 1),
            movie(7, "Rocky II", reviews: 1),
            movie(8, "The Godfather Part III", reviews: 1),
            movie(9, "X-Men", reviews: 1),
        ])
        let expectations: [(String, Int)] = [
            ("SCHINDLERS list", 1), ("schindler's", 1), ("AMÉLIE", 2), ("amelie", 2),
            ("spiderman", 3), ("spider man", 3), ("Spider-Man", 3), ("walle", 4), ("wall e", 4),
            ("et", 5), ("e.t.", 5), ("fast and furious", 6), ("fast & furious", 6), ("rocky 2", 7),
            ("rocky ii", 7), ("godfather 3", 8), ("godfather part iii", 8), ("xmen", 9), ("x men", 9),
        ]
        for (query, id) in expectations {
            #expect(catalog.search(query, page: 1).movies.first?.id == id, "\(query)")
        }
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
