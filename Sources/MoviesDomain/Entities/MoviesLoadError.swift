/// Why a movies page or a poster could not be loaded: the only errors repositories throw
/// (besides `CancellationError` when the calling task was cancelled).
///
/// Repositories map their own error taxonomies to these cases at the edge, so the app can say
/// what went wrong and what to do without knowing the source. Every case carries a `detail`:
/// the technical description, for logs, never shown as the user's message.
package enum MoviesLoadError: Error, Equatable, Sendable {
    /// This machine is offline (not connected to any network).
    case noConnection(detail: String)
    /// The host did not take the connection: refused, not found (DNS) or lost; `address` is
    /// `HOST:PORT`.
    case unreachable(address: String, detail: String)
    /// The source rejected the API key (HTTP 401).
    case rejectedKey(detail: String)
    /// The source has no such resource (HTTP 404).
    case notFound(detail: String)
    /// The source is limiting requests (HTTP 429).
    case rateLimited(detail: String)
    /// The source failed (HTTP 5xx); `status` is the HTTP status.
    case serverError(status: Int, detail: String)
    /// Any other HTTP status >= 400.
    case httpStatus(Int, detail: String)
    /// No answer within `seconds` seconds.
    case timedOut(seconds: Int, detail: String)
    /// The answer was larger than `limit` bytes, so it was not read to its end.
    case tooLarge(limit: Int, detail: String)
    /// The answer could not be read: `problem` says which field.
    case unreadable(AnswerProblem, detail: String)
    /// Any other failure (a URL that cannot be built, an unknown transport error...).
    case failed(detail: String)

    /// The technical description carried by every case.
    package var detail: String {
        switch self {
        case .noConnection(let detail), .unreachable(_, let detail), .rejectedKey(let detail),
            .notFound(let detail), .rateLimited(let detail), .serverError(_, let detail),
            .httpStatus(_, let detail), .timedOut(_, let detail), .tooLarge(_, let detail), .unreadable(_, let detail),
            .failed(let detail):
            detail
        }
    }
}
