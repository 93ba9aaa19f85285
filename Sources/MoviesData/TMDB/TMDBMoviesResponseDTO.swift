/// TMDB's `search/movie` response: `page`, `total_pages`, `total_results`, `results`.
struct TMDBMoviesResponseDTO: Decodable, Equatable, Sendable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let results: [TMDBMovieDTO]

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
