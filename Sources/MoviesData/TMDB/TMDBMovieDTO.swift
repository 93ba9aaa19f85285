import Foundation

/// One movie in TMDB's `search/movie` results, with TMDB's field names. Unknown fields are ignored.
struct TMDBMovieDTO: Decodable, Equatable, Sendable {
    let id: Int
    let title: String?
    let overview: String?
    let posterPath: String?
    let releaseDate: String?
    let genreIds: [Int]?
    let voteAverage: Double?
    let voteCount: Int?

    enum CodingKeys: String, CodingKey {
        case id, title, overview
        case posterPath = "poster_path"
        case releaseDate = "release_date"
        case genreIds = "genre_ids"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}
