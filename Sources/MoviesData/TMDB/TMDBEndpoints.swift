import Foundation
import MoviesDomain

/// The TMDB endpoints used by the app.
package enum TMDBEndpoints {
    /// `GET /3/search/movie?query=Q&page=N` (the API key and language come from the configuration).
    package static func searchMovies(query: String, page: Int) -> Endpoint {
        Endpoint(
            path: "/3/search/movie",
            queryItems: [
                URLQueryItem(name: "query", value: query),
                URLQueryItem(name: "page", value: String(page)),
            ])
    }

    /// `GET /t/p/w{closest width}{path}` on the image host.
    /// - Throws: `NetworkError.urlGeneration` when `path` does not start with `/` or is not a
    ///   valid URL path (TMDB poster paths look like `/abc.jpg`).
    package static func posterImage(path: String, width: Int) throws(NetworkError) -> Endpoint {
        guard URLPathValidation.isValid(path) else { throw .urlGeneration }
        return Endpoint(path: "/t/p/w\(PosterWidth.closest(to: width))\(path)")
    }
}
