/// Why a movies page could not be loaded: the only errors repositories throw
/// (besides `CancellationError` when the calling task was cancelled).
///
/// Repositories map their own error taxonomies to these two cases at the edge, so the app can tell
/// "No internet connection" from "Failed loading movies" without knowing the source.
package enum MoviesLoadError: Error, Equatable, Sendable {
    /// A connectivity failure: not connected, host unreachable or not found,
    /// connection refused or lost, cannot connect. `detail` is for logs, not for users.
    case noConnection(detail: String)
    /// Any other failure: HTTP status >= 400, malformed response, timeout, etc.
    /// `detail` is the technical description (for TMDB, its `status_message`), for logs.
    case failed(detail: String)

    /// The technical description carried by either case.
    package var detail: String {
        switch self {
        case .noConnection(let detail), .failed(let detail): detail
        }
    }
}
