import Flux

/// Fetches the poster the details store asks for.
///
/// After `details.opened`, a new `PosterStatus.loading` request starts effect
/// `AppEffectID.poster` with `cancelInFlight` (a new fetch cancels the previous one); opening a
/// movie without a poster cancels a running fetch, and so does `details.posterCancelRequested`.
/// Results: `posterLoaded`, or `posterFailed` with the failure's kind.
@MainActor
package final class PosterImageMiddleware: Middleware {
    private let fetchPoster: AppDependencies.FetchPoster
    private let state: @MainActor () -> DetailsState
    private var startedRequestID = 0

    /// Creates the middleware over the poster use case and the details store's state.
    /// - Parameters:
    ///   - fetchPoster: the use case.
    ///   - state: reads the details store's current state.
    package init(fetchPoster: @escaping AppDependencies.FetchPoster, state: @escaping @MainActor () -> DetailsState) {
        self.fetchPoster = fetchPoster
        self.state = state
    }

    /// Starts or cancels the poster fetch after a movie was opened; cancels it on request.
    package func after(_ action: DetailsAction, dispatcher: Dispatcher<DetailsAction>) {
        if case .posterCancelRequested = action {
            dispatcher.effects.cancel(id: AppEffectID.poster)
            return
        }
        guard case .opened = action else { return }
        let poster = state().poster
        guard case .loading(let request) = poster, request.id > startedRequestID else {
            if poster == .none { dispatcher.effects.cancel(id: AppEffectID.poster) }
            return
        }
        startedRequestID = request.id
        let fetch = fetchPoster
        dispatcher.effects.run(id: AppEffectID.poster, cancelInFlight: true) { send in
            do {
                let image = try await fetch(request.path, request.width)
                await send(.posterLoaded(requestID: request.id, url: image.url, data: image.data))
            } catch {
                if Task.isCancelled || error is CancellationError { return }
                await send(.posterFailed(requestID: request.id, failure: FailureDetail.failure(error)))
            }
        }
    }
}
