import Flux
import MoviesDomain

/// Runs the search use case for each request the search store makes, and cancels it on demand.
///
/// After an action, if the search store holds a request newer than the last one started, it
/// starts the load as effect `AppEffectID.searchLoad` with `cancelInFlight` (a new search cancels
/// the previous load). Results come back as `cachedPageLoaded`, `pageLoaded` or `loadFailed`
/// carrying the request's id. `cancelRequested` cancels the effect: it delivers nothing more,
/// so a cancelled load never produces an error.
@MainActor
package final class SearchMoviesMiddleware: Middleware {
    private let searchMovies: AppDependencies.SearchMovies
    private let store: Store<SearchState, AppAction>
    private var startedRequestID = 0

    /// Creates the middleware over the search use case and the search store.
    package init(searchMovies: @escaping AppDependencies.SearchMovies, store: Store<SearchState, AppAction>) {
        self.searchMovies = searchMovies
        self.store = store
    }

    /// Starts a load for a new request; cancels the load on `cancelRequested`.
    package func after(_ action: AppAction, dispatcher: Dispatcher<AppAction>) {
        if case .search(.cancelRequested) = action {
            dispatcher.cancelEffects(id: AppEffectID.searchLoad)
            return
        }
        guard let request = store.state.request, request.id > startedRequestID else { return }
        startedRequestID = request.id
        let searchMovies = searchMovies
        dispatcher.run(id: AppEffectID.searchLoad, cancelInFlight: true) { send in
            await Self.load(request, searchMovies: searchMovies, send: send)
        }
    }

    private nonisolated static func load(
        _ request: SearchRequest, searchMovies: AppDependencies.SearchMovies, send: Send<AppAction>
    ) async {
        do {
            let page = try await searchMovies(MovieQuery(query: request.query), request.page) { cached in
                await send(.search(.cachedPageLoaded(requestID: request.id, page: cached)))
            }
            await send(.search(.pageLoaded(requestID: request.id, page: page)))
        } catch let error as MoviesLoadError {
            await send(.search(.loadFailed(requestID: request.id, failure: LoadFailure(error))))
        } catch {
            if Task.isCancelled || error is CancellationError { return }
            await send(.search(.loadFailed(requestID: request.id, failure: FailureDetail.failure(error))))
        }
    }
}
