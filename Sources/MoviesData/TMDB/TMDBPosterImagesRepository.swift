import Foundation
import MoviesDomain

/// Poster bytes from TMDB's image host, in the available width closest to the one asked.
package struct TMDBPosterImagesRepository: PosterImagesRepository {
    private let dataTransfer: DataTransferService

    /// Creates a repository over a service configured with `TMDBConfiguration.imageNetworkConfiguration`.
    package init(dataTransfer: DataTransferService) {
        self.dataTransfer = dataTransfer
    }

    /// Creates a repository for `configuration` over `session`.
    package init(configuration: TMDBConfiguration, session: any NetworkSession) {
        let network = NetworkService(configuration: configuration.imageNetworkConfiguration, session: session)
        self.init(dataTransfer: DataTransferService(networkService: network))
    }

    /// Fetches `GET {imageBase}/t/p/w{closest width}{path}`.
    /// - Throws: `MoviesLoadError` (a malformed `path` is `.failed`, a missing poster `.notFound`),
    ///   or `CancellationError`.
    package func fetchPosterImage(path: String, width: Int) async throws -> Data {
        let configuration = dataTransfer.networkService.configuration
        let endpoint: Endpoint
        do {
            endpoint = try TMDBEndpoints.posterImage(path: path, width: width)
        } catch {
            throw TMDBErrorMapping.loadError(.networkFailure(error), configuration: configuration)
        }
        do {
            return try await dataTransfer.requestData(endpoint)
        } catch {
            throw TMDBErrorMapping.loadError(error, configuration: configuration)
        }
    }
}
