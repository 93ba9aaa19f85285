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
    private let state: @MainActor () -> SearchState
    private var startedRequestID = 0

    /// Creates the middleware over the search use case and the search store's state.
    /// - Parameters:
    ///   - searchMovies: the use case.
    ///   - state: reads the search store's current state (a store of the app's action type or,
    ///     when the feature is tested alone, of ``SearchAction``).
    package init(
        searchMovies: @escaping AppDependencies.SearchMovies, state: @escaping @MainActor () -> SearchState
    ) {
        self.searchMovies = searchMovies
        self.state = state
    }

    /// Starts a load for a new request; cancels the load on `cancelRequested`.
    package func after(_ action: SearchAction, dispatcher: Dispatcher<SearchAction>) {
        if case .cancelRequested = action {
            dispatcher.effects.cancel(id: AppEffectID.searchLoad)
            return
        }
        guard let request = state().request, request.id > startedRequestID else { return }
        startedRequestID = request.id
        let searchMovies = searchMovies
        dispatcher.effects.run(id: AppEffectID.searchLoad, cancelInFlight: true) { send in
            await Self.load(request, searchMovies: searchMovies, send: send)
        }
    }

    private nonisolated static func load(
        _ request: SearchRequest, searchMovies: AppDependencies.SearchMovies, send: Send<SearchAction>
    ) async {
        do {
            let page = try await searchMovies(MovieQuery(query: request.query), request.page) { cached in
                await send(.cachedPageLoaded(requestID: request.id, page: cached))
            }
            await send(.pageLoaded(requestID: request.id, page: page))
        } catch let error as MoviesLoadError {
            await send(.loadFailed(requestID: request.id, failure: LoadFailure(error)))
        } catch {
            if Task.isCancelled || error is CancellationError { return }
            await send(.loadFailed(requestID: request.id, failure: FailureDetail.failure(error)))
        }
    }
}
