import Flux
import MoviesDomain

/// Fetches the recent queries each time the suggestions are requested.
///
/// Effect `AppEffectID.recentQueries` (a newer request cancels an older fetch) sends
/// `suggestions.loaded` with up to `SuggestionsState.fetchCount` queries, or
/// `suggestions.loadFailed` when storage fails.
@MainActor
package struct RecentQueriesMiddleware: Middleware {
    private let fetchRecentQueries: AppDependencies.FetchRecentQueries

    /// Creates the middleware over the recent-queries use case.
    package init(fetchRecentQueries: @escaping AppDependencies.FetchRecentQueries) {
        self.fetchRecentQueries = fetchRecentQueries
    }

    /// Starts the fetch after `suggestions.requested`.
    package func after(_ action: SuggestionsAction, dispatcher: Dispatcher<SuggestionsAction>) {
        guard case .requested = action else { return }
        let fetch = fetchRecentQueries
        dispatcher.effects.run(id: AppEffectID.recentQueries, cancelInFlight: true) { send in
            do {
                let queries = try await fetch(SuggestionsState.fetchCount)
                await send(.loaded(queries: queries.map(\.query)))
            } catch {
                if Task.isCancelled || error is CancellationError { return }
                await send(.loadFailed(detail: FailureDetail.of(error)))
            }
        }
    }
}
