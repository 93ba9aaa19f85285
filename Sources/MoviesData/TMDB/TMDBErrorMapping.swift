import Foundation
import MoviesDomain

/// Maps the transfer/network taxonomy to the domain's `MoviesLoadError` (or `CancellationError`).
enum TMDBErrorMapping {
    /// The error a TMDB repository throws for `error`, with a technical `detail` for logs.
    static func loadError(_ error: DataTransferError, url: String) -> any Error {
        switch error {
        case .noResponse:
            return MoviesLoadError.failed(detail: "empty response from \(url)")
        case .parsing(let underlying):
            return MoviesLoadError.failed(detail: "malformed response from \(url): \(underlying)")
        case .networkFailure(let networkError):
            return loadError(networkError, url: url)
        }
    }

    private static func loadError(_ error: NetworkError, url: String) -> any Error {
        switch error {
        case .cancelled:
            return CancellationError()
        case .notConnected:
            return MoviesLoadError.noConnection(detail: "cannot connect to \(url)")
        case .urlGeneration:
            return MoviesLoadError.failed(detail: "cannot build a valid URL for \(url)")
        case .error(let statusCode, let data):
            return MoviesLoadError.failed(detail: statusDetail(statusCode, data))
        case .generic(let underlying):
            return MoviesLoadError.failed(detail: "request to \(url) failed: \(underlying.localizedDescription)")
        }
    }

    /// `HTTP 401: Invalid API key: You must be granted a valid key. (TMDB status_code 7)`.
    static func statusDetail(_ statusCode: Int, _ data: Data) -> String {
        guard let body = TMDBErrorResponseDTO.decode(data) else { return "HTTP \(statusCode)" }
        let code = body.statusCode.map { " (TMDB status_code \($0))" } ?? ""
        return "HTTP \(statusCode): \(body.statusMessage ?? "no status_message")\(code)"
    }
}
