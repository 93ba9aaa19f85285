import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// The prior that orders equally good matches, the rule by which a whole title yields to a far
/// better-known title that starts with the query, and the first film of a series before its
/// sequels (issue #34, items 2 and 3).
@Suite struct WellKnownFilmRankingTests {
    private func movie(_ id: Int, _ title: String, rating: Double?, reviews: Int?, year: Int? = nil) -> Movie {
        Movie(id: id, title: title, year: year, rating: rating, reviewCount: reviews)
    }

    @Test func anOriginalWithFewerReviewsAndAFarBetterRatingComesBeforeItsSequel() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Saga Part III", rating: 7.4, reviews: 335, year: 2005),
            movie(2, "Saga Part IV", rating: 9.1, reviews: 206, year: 1977),
            movie(3, "Saga Part I", rating: 6.2, reviews: 290, year: 1999),
        ])
        #expect(catalog.search("saga", page: 1).movies.map(\.id) == [2, 1, 3])
    }

    @Test func aRemakeWithMoreReviewsComesAfterTheBetterOriginalOfTheSameTitle() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Night", rating: 4.4, reviews: 122, year: 2007),
            movie(2, "Night", rating: 8.6, reviews: 92, year: 1978),
        ])
        #expect(catalog.search("night", page: 1).movies.map(\.id) == [2, 1])
    }

    @Test func aFewReviewsDoNotLetAHighRatingJumpAhead() {
        let prior = PopularityPrior(movies: [
            movie(1, "A", rating: 6.0, reviews: 100), movie(2, "B", rating: 6.0, reviews: 100),
        ])
        let famous = prior.score(of: movie(3, "Famous", rating: 8.0, reviews: 300))
        let obscure = prior.score(of: movie(4, "Obscure", rating: 10.0, reviews: 2))
        #expect(prior.meanRating == 6.0)
        #expect(famous > obscure)
        #expect(abs(obscure - ((2 * 10.0 + 25 * 6.0) / 27 + 0.5 * log1p(2.0))) < 1e-9)
    }

    @Test func aFilmWithoutARatingCountsAsRatedLikeFilmsWithAsManyReviews() {
        var movies = (0..<10).map { movie($0, "Few \($0)", rating: 5.0, reviews: $0) }
        movies += (10..<20).map { movie($0, "Many \($0)", rating: 8.0, reviews: 200 + $0) }
        let prior = PopularityPrior(movies: movies)
        #expect(prior.meanRating == 6.5)
        #expect(prior.assumedRating(reviews: 3) == 5.0)
        #expect(prior.assumedRating(reviews: 250) == 8.0)
        #expect(prior.assumedRating(reviews: 0) == 5.0)
        #expect(PopularityPrior(movies: []).assumedRating(reviews: 10) == 0)
    }

    @Test func aWholeTitleYieldsToATitleStartingWithTheQueryWithFiveTimesItsReviews() {
        let catalog = MovieCatalog(movies: [
            movie(1, "The Ring Saga", rating: 5.5, reviews: 46, year: 1978),
            movie(2, "The Ring Saga: The King", rating: 9.1, reviews: 306, year: 2003),
            movie(3, "The Ring Saga: The Towers", rating: 8.7, reviews: 200, year: 2002),
            movie(4, "Saga of the Ring", rating: 9.9, reviews: 999, year: 2010),
        ])
        #expect(catalog.search("the ring saga", page: 1).movies.map(\.id) == [2, 3, 1, 4])
        #expect(catalog.search("the ring sagq", page: 1).movies.map(\.id).prefix(3) == [2, 3, 1])
    }

    @Test func aWholeTitleKeepsItsPlaceUnderFiveTimesTheReviews() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Cinder", rating: 8.0, reviews: 42, year: 1950),
            movie(2, "Cinder Man", rating: 7.4, reviews: 208, year: 2005),
        ])
        #expect(catalog.search("cinder", page: 1).movies.map(\.id) == [1, 2])
        let outshone = MovieCatalog(movies: [
            movie(1, "Cinder", rating: 8.0, reviews: 42, year: 1950),
            movie(2, "Cinder Man", rating: 7.4, reviews: 210, year: 2005),
        ])
        #expect(outshone.search("cinder", page: 1).movies.map(\.id) == [2, 1])
    }

    @Test func theFirstFilmOfASeriesComesBeforeASequelRatedHigher() {
        let catalog = MovieCatalog(movies: [
            movie(1, "The Don Part II", rating: 9.7, reviews: 129, year: 1974),
            movie(2, "The Don", rating: 9.4, reviews: 153, year: 1972),
            movie(3, "The Don Part III", rating: 6.4, reviews: 68, year: 1990),
            movie(4, "Donnie", rating: 9.9, reviews: 300, year: 2001),
        ])
        #expect(catalog.search("the do", page: 1).movies.map(\.id) == [4, 2, 1, 3])
        #expect(catalog.search("don", page: 1).movies.map(\.id) == [2, 1, 3, 4])
    }

    @Test func aSequelWithFiveTimesTheReviewsStaysBeforeTheFirstFilm() {
        let catalog = MovieCatalog(movies: [
            movie(1, "Mission Part II", rating: 7.7, reviews: 330, year: 2011),
            movie(2, "Mission", rating: 6.1, reviews: 66, year: 1996),
        ])
        #expect(catalog.search("missi", page: 1).movies.map(\.id) == [1, 2])
        let closer = MovieCatalog(movies: [
            movie(1, "Mission Part II", rating: 7.7, reviews: 329, year: 2011),
            movie(2, "Mission", rating: 6.1, reviews: 66, year: 1996),
        ])
        #expect(closer.search("missi", page: 1).movies.map(\.id) == [2, 1])
    }
}
