import Foundation

/// Fetches poster image bytes.
package struct FetchPosterImageUseCase: Sendable {
    private let posterImagesRepository: any PosterImagesRepository

    /// Creates the use case over a poster repository.
    package init(posterImagesRepository: any PosterImagesRepository) {
        self.posterImagesRepository = posterImagesRepository
    }

    /// Fetches the poster at `path` in the source's width closest to `width`.
    /// - Throws: the repository's `MoviesLoadError`, or `CancellationError`.
    package func execute(path: String, width: Int) async throws -> Data {
        try await posterImagesRepository.fetchPosterImage(path: path, width: width)
    }
}
