import MoviesDomain

/// What kind of failure a load met: it decides the line the user sees, and failure actions carry
/// it, so a replay shows the same line.
package enum FailureKind: Equatable, Sendable {
    /// This machine is offline.
    case noConnection
    /// The host at `address` (`HOST:PORT`) refused the connection or was not found.
    case unreachable(address: String)
    /// TMDB rejected the API key (HTTP 401).
    case rejectedKey
    /// Not found (HTTP 404).
    case notFound
    /// Too many requests (HTTP 429).
    case rateLimited
    /// A server error (HTTP 5xx).
    case serverError(status: Int)
    /// Any other HTTP status >= 400.
    case httpStatus(Int)
    /// No answer within `seconds` seconds.
    case timedOut(seconds: Int)
    /// The answer was too large to read (an endless or absurd answer), whatever its limit.
    case tooLarge
    /// The answer could not be read; `problem` names the field.
    case unreadable(AnswerProblem)
    /// Anything else; also the kind of a logged failure that names none.
    case failed

    /// The kind of a repository error.
    package init(_ error: MoviesLoadError) {
        switch error {
        case .noConnection: self = .noConnection
        case .unreachable(let address, _): self = .unreachable(address: address)
        case .rejectedKey: self = .rejectedKey
        case .notFound: self = .notFound
        case .rateLimited: self = .rateLimited
        case .serverError(let status, _): self = .serverError(status: status)
        case .httpStatus(let status, _): self = .httpStatus(status)
        case .timedOut(let seconds, _): self = .timedOut(seconds: seconds)
        case .tooLarge: self = .tooLarge
        case .unreadable(let problem, _): self = .unreadable(problem)
        case .failed: self = .failed
        }
    }

    /// The HTTP status the kind stands for, or nil when the server gave none.
    package var statusCode: Int? {
        switch self {
        case .rejectedKey: 401
        case .notFound: 404
        case .rateLimited: 429
        case .serverError(let status), .httpStatus(let status): status
        default: nil
        }
    }
}
