import Foundation
import MoviesDomain

/// Small, exact movies and pages for tests.
enum MovieFixtures {
    /// Movie `id` titled "Movie <id>" with a year and one genre.
    static func movie(_ id: Int, title: String? = nil, posterPath: String? = nil) -> Movie {
        Movie(
            id: id, title: title ?? "Movie \(id)", genres: ["Drama"], posterPath: posterPath, year: 2000 + id % 20,
            rating: Double(id % 10) + 0.5)
    }

    /// Page `number` of `totalPages` holding movies with ids `ids`.
    static func page(_ number: Int, of totalPages: Int, ids: ClosedRange<Int>, totalResults: Int? = nil) -> MoviesPage {
        MoviesPage(
            page: number, totalPages: totalPages, totalResults: totalResults ?? totalPages * 20,
            movies: ids.map { movie($0) })
    }

    /// A full movie with every fact (as the catalog gives them).
    static let loveActually = Movie(
        id: 1_195, title: "Love Actually", genres: ["Comedy", "Drama", "Romance"],
        releaseDate: Date(timeIntervalSince1970: 1_068_768_000), year: 2003, runtimeMinutes: 135,
        director: "Richard Curtis", countries: ["United Kingdom", "United States"], languages: ["English"],
        rating: 8.1, reviewCount: 231, mpaa: "R")
}
