import Flux
import MoviesApp

/// Writes the technical detail of failed loads to stderr (for example TMDB's `status_message`),
/// while stdout shows only the user's line for the kind of failure (`Error: TMDB rejected the API
/// key (HTTP 401): ...`, `Poster: unavailable (HTTP 404)`).
@MainActor
enum FailureDiagnostics {
    /// Observes `dispatcher` until the returned token is released, writing to `errors` (above
    /// the prompt and the line being typed, while a session runs: never glued to the prompt), in
    /// the language of `errors`.
    static func attach(to dispatcher: Dispatcher<AppAction>, errors: ErrorLines) -> SubscriptionToken {
        dispatcher.addObserver { _, action in
            switch action {
            case .search(.loadFailed(_, let failure)):
                errors.write(.loadingMoviesFailed(detail: failure.detail))
            case .details(.posterFailed(_, let failure)):
                errors.write(.loadingPosterFailed(detail: failure.detail))
            case .suggestions(.loadFailed(let detail)):
                errors.write(.readingRecentSearchesFailed(detail: detail))
            default:
                break
            }
        }
    }
}
