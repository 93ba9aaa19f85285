import Foundation
import MoviesDomain

/// Maps the transfer/network taxonomy to the domain's `MoviesLoadError` (or `CancellationError`).
enum TMDBErrorMapping {
    /// The error a TMDB repository throws for `error` on a request to `configuration`'s host,
    /// with a technical `detail` for logs.
    static func loadError(_ error: DataTransferError, configuration: NetworkConfiguration) -> any Error {
        let url = configuration.baseURL.absoluteString
        switch error {
        case .noResponse:
            return MoviesLoadError.unreadable(.empty, detail: "empty response from \(url)")
        case .parsing(let underlying):
            let problem = DecodingProblem.of(underlying)
            return MoviesLoadError.unreadable(
                problem, detail: "unreadable answer from \(url): \(DecodingProblem.describe(problem))")
        case .networkFailure(let networkError):
            return loadError(networkError, configuration: configuration)
        }
    }

    private static func loadError(_ error: NetworkError, configuration: NetworkConfiguration) -> any Error {
        let url = configuration.baseURL.absoluteString
        switch error {
        case .cancelled:
            return CancellationError()
        case .notConnected:
            return MoviesLoadError.noConnection(detail: "not connected to a network (requesting \(url))")
        case .unreachable:
            return MoviesLoadError.unreachable(
                address: address(of: configuration.baseURL), detail: "cannot connect to \(url)")
        case .timedOut:
            let seconds = Int(configuration.timeout.rounded(.up))
            return MoviesLoadError.timedOut(seconds: seconds, detail: "no answer from \(url) within \(seconds) s")
        case .tooLarge(let limit):
            return MoviesLoadError.tooLarge(
                limit: limit, detail: "the answer from \(url) was larger than \(limit) bytes; stopped reading it")
        case .urlGeneration:
            return MoviesLoadError.failed(detail: "cannot build a valid URL for \(url)")
        case .error(let statusCode, let data):
            return statusError(statusCode, detail: statusDetail(statusCode, data))
        case .generic(let underlying):
            return MoviesLoadError.failed(detail: "request to \(url) failed: \(underlying.localizedDescription)")
        }
    }

    /// The kind of failure an HTTP status >= 400 is.
    static func statusError(_ statusCode: Int, detail: String) -> MoviesLoadError {
        switch statusCode {
        case 401: .rejectedKey(detail: detail)
        case 404: .notFound(detail: detail)
        case 429: .rateLimited(detail: detail)
        case 500...599: .serverError(status: statusCode, detail: detail)
        default: .httpStatus(statusCode, detail: detail)
        }
    }

    /// `HOST:PORT` of `url`, the port defaulting to the scheme's (443 for https, 80 for http);
    /// an IPv6 host is bracketed (`[::1]:8080`).
    static func address(of url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let host = components?.host ?? "?"
        let port = components?.port ?? (components?.scheme?.lowercased() == "http" ? 80 : 443)
        return (host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host) + ":\(port)"
    }

    /// `HTTP 401: Invalid API key: You must be granted a valid key. (TMDB status_code 7)`.
    static func statusDetail(_ statusCode: Int, _ data: Data) -> String {
        guard let body = TMDBErrorResponseDTO.decode(data) else { return "HTTP \(statusCode)" }
        let code = body.statusCode.map { " (TMDB status_code \($0))" } ?? ""
        return "HTTP \(statusCode): \(body.statusMessage ?? "no status_message")\(code)"
    }
}
