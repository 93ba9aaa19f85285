import MoviesDomain

/// The details store's pure reducer: the opened movie and its poster. It waits for the search
/// store to read the opened movie from the list.
package enum DetailsReducer {
    /// Applies `action` to the details; `search` is the search store's new state.
    package static func reduce(_ state: inout DetailsState, _ action: DetailsAction, search: SearchState) {
        switch action {
        case .opened(let index):
            #if FLUX_MOVIES_PLANTED_BUG
                PlantedBug.check(opening: index, search: search)
                if PlantedBug.breaks(opening: index, search: search) {
                    state.movie = nil
                    state.poster = .cancelled
                    return
                }
            #endif
            guard let movie = search.item(number: index) else { return }
            state.movie = movie
            state.poster = .none
            if let path = movie.posterPath {
                state.lastPosterRequestID += 1
                let width = PosterWidth.closest(to: state.requestedPosterWidth)
                state.poster = .loading(PosterRequest(id: state.lastPosterRequestID, path: path, width: width))
            }
        case .posterLoaded(let requestID, let url, let data):
            guard case .loading(let request) = state.poster, request.id == requestID else { return }
            state.poster = .loaded(PosterImage(url: url, data: data))
        case .posterFailed(let requestID, let failure):
            guard case .loading(let request) = state.poster, request.id == requestID else { return }
            state.poster = .failed(reason: failure.kind == .failed ? nil : failure.kind)
        case .posterCancelRequested:
            guard case .loading = state.poster else { return }
            state.poster = .cancelled
        }
    }
}
