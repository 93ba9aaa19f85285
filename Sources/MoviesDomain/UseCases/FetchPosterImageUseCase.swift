import Foundation

/// Fetches poster image bytes.
public struct FetchPosterImageUseCase: Sendable {
    private let posterImagesRepository: any PosterImagesRepository

    /// Creates the use case over a poster repository.
    public init(posterImagesRepository: any PosterImagesRepository) {
        self.posterImagesRepository = posterImagesRepository
    }

    /// Fetches the poster at `path` in the source's width closest to `width`.
    /// - Throws: the repository's `MoviesLoadError`, or `CancellationError`.
    public func execute(path: String, width: Int) async throws -> Data {
        try await posterImagesRepository.fetchPosterImage(path: path, width: width)
    }
}
