import Flux

/// The rules the app's states keep after every action: checked in debug builds, by `TestStore`
/// and by `replay --verify` (see `Invariant`).
///
/// Each holds whatever the network or the files return: they follow from the reducers alone,
/// not from the data (a TMDB page numbered beyond its page count is data, not a broken rule).
package enum AppInvariants {
    /// The movies list: paging and the request in flight.
    package static var search: [Invariant<SearchState>] {
        [
            // The rules read the pages in place (replay --verify checks them after every action);
            // `pageNumbers`, an array, is only built to show a broken rule's fields.
            Invariant("page within pages", fields: ["currentPage": \.currentPage, "pageNumbers": \.pageNumbers]) {
                state in state.currentPage == 0 || state.pages.contains { $0.page == state.currentPage }
            },
            Invariant("pages in order", fields: ["pageNumbers": \.pageNumbers]) {
                zip($0.pages, $0.pages.dropFirst()).allSatisfy { $0.page < $1.page }
            },
            Invariant("loading while a request is in flight", fields: ["loading": \.loading, "request": \.request]) {
                ($0.loading == nil) == ($0.request == nil)
            },
            Invariant("request is the last made", fields: ["request": \.request?.id, "last": \.lastRequestID]) {
                state in state.request.map { $0.id == state.lastRequestID } ?? true
            },
        ]
    }

    /// The recent queries and the live title suggestions.
    package static var suggestions: [Invariant<SuggestionsState>] {
        [
            Invariant("no queries while loading", fields: ["isLoading": \.isLoading, "queries": \.queries]) {
                !$0.isLoading || $0.queries.isEmpty
            },
            // Backspace keeps the titles of the longer text until the shorter one's arrive (the
            // reducer's `typed`): the explorer found that this rule once allowed only a start of
            // the typed text, and a debug build stopped at the first Backspace after titles.
            Invariant(
                "titles for a start of the typed text or a text it starts",
                fields: ["typed": \.live?.typed, "query": \.live?.query]
            ) {
                $0.live.map { !$0.typed.isEmpty && ($0.typed.hasPrefix($0.query) || $0.query.hasPrefix($0.typed)) }
                    ?? true
            },
        ]
    }

    /// The details screen: a poster belongs to the movie opened, by the last request.
    package static var details: [Invariant<DetailsState>] {
        [
            Invariant("poster only with a movie", fields: ["movie": \.movie?.id, "poster": \.poster]) {
                $0.movie != nil || $0.poster == .none
            },
            Invariant(
                "poster loads by the last request",
                fields: ["poster": \.poster, "lastPosterRequestID": \.lastPosterRequestID]
            ) {
                guard case .loading(let request) = $0.poster else { return true }
                return request.id == $0.lastPosterRequestID
            },
        ]
    }

    /// The screen in front: the details screen shows an opened movie (read from `details`,
    /// which has reduced the action when invariants are checked).
    @MainActor
    package static func navigation(details: Store<DetailsState, AppAction>) -> [Invariant<NavigationState>] {
        [
            Invariant("details screen has a movie", fields: ["screen": \.screen]) { state in
                state.screen != .details || details.state.movie != nil
            }
        ]
    }
}

extension SearchState {
    /// The numbers of the loaded pages, in order (what the paging invariants show).
    fileprivate var pageNumbers: [Int] { pages.map(\.page) }
}
