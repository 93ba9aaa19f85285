import Foundation
import MoviesDomain

/// The catalog has no posters: every fetch fails (the details show without one).
struct NoPosters: PosterImagesRepository {
    /// Always throws `MoviesLoadError.failed`.
    func fetchPosterImage(path: String, width: Int) async throws -> Data {
        throw MoviesLoadError.failed(detail: "the embedded catalog has no posters")
    }
}
