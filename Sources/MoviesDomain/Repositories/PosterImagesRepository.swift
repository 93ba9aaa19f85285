import Foundation

/// A source of poster image bytes.
package protocol PosterImagesRepository: Sendable {
    /// Fetches the poster at `path` in the available width closest to `width`.
    /// - Parameters:
    ///   - path: the movie's `posterPath`, e.g. `/abc.jpg`.
    ///   - width: the wanted width in pixels; the source picks its closest size.
    /// - Returns: the image's bytes.
    /// - Throws: `MoviesLoadError`, or `CancellationError` when the task was cancelled.
    func fetchPosterImage(path: String, width: Int) async throws -> Data
}
