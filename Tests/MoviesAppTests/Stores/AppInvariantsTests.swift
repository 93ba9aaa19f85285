import Flux
import MoviesApp
import MoviesDomain
import Testing

/// The invariants flux-movies declares: each names what a broken state breaks, and a state the
/// reducers make keeps them all.
@MainActor @Suite struct AppInvariantsTests {
    private func broken<State>(_ invariants: [Invariant<State>], _ state: State, store: String) -> [String] {
        invariants.compactMap { $0.check(state, store: store)?.description }
    }

    @Test func brokenSearchStatesNameTheirFields() {
        var state = SearchState()
        #expect(broken(AppInvariants.search, state, store: "search") == [])
        state.currentPage = 2
        state.pages = [MoviesPage(page: 3, totalPages: 3, totalResults: 0, movies: [])]
        state.request = SearchRequest(id: 4, query: "a", page: 1)
        state.lastRequestID = 5
        #expect(
            broken(AppInvariants.search, state, store: "search") == [
                #"store "search" broke "page within pages" (currentPage: 2, pageNumbers: [3])"#,
                #"store "search" broke "loading while a request is in flight" (loading: nil, request: SearchRequest(id: 4, query: "a", page: 1))"#,
                #"store "search" broke "request is the last made" (request: 4, last: 5)"#,
            ])
        state.pages.insert(MoviesPage(page: 4, totalPages: 3, totalResults: 0, movies: []), at: 0)
        #expect(
            broken(AppInvariants.search, state, store: "search").dropFirst().first
                == #"store "search" broke "pages in order" (pageNumbers: [4, 3])"#)
    }

    @Test func brokenSuggestionsAndDetailsStatesNameTheirFields() {
        var suggestions = SuggestionsState(queries: ["a"], isLoading: true)
        suggestions.live = LiveSuggestions(typed: "ab", query: "x")
        #expect(
            broken(AppInvariants.suggestions, suggestions, store: "suggestions") == [
                #"store "suggestions" broke "no queries while loading" (isLoading: true, queries: ["a"])"#,
                #"store "suggestions" broke "titles for a start of the typed text or a text it starts" (typed: "ab", query: "x")"#,
            ])
        var details = DetailsState()
        details.poster = .loading(PosterRequest(id: 2, path: "/p.jpg", width: 342))
        details.lastPosterRequestID = 3
        #expect(
            broken(AppInvariants.details, details, store: "details") == [
                #"store "details" broke "poster only with a movie" (movie: nil, poster: loading(MoviesApp.PosterRequest(id: 2, path: "/p.jpg", width: 342)))"#,
                #"store "details" broke "poster loads by the last request" (poster: loading(MoviesApp.PosterRequest(id: 2, path: "/p.jpg", width: 342)), lastPosterRequestID: 3)"#,
            ])
    }

    /// Found by the explorer (MoviesExplorationTests): titles shown, then Backspace. The
    /// reducer keeps the longer text's titles until the shorter text's arrive, and the rule
    /// allows it; it once stopped a debug build here.
    @Test func backspaceAfterTitlesKeepsTheSuggestionsRule() {
        var state = SuggestionsState()
        for action: SuggestionsAction in [
            .typed(text: "lbla"), .titlesFound(query: "lbla", titles: []), .typed(text: "lbl"),
        ] {
            SuggestionsReducer.reduce(&state, action)
        }
        #expect(state.live == LiveSuggestions(typed: "lbl", query: "lbla"))
        #expect(broken(AppInvariants.suggestions, state, store: "suggestions") == [])
    }

    @Test func theDetailsScreenNeedsAnOpenedMovie() throws {
        let stores = AppStores(initialState: AppState(navigation: NavigationState(screen: .details)))
        let invariants = AppInvariants.navigation(details: stores.details)
        #expect(
            broken(invariants, stores.navigation.state, store: "navigation") == [
                #"store "navigation" broke "details screen has a movie" (screen: details)"#
            ])
        #expect(broken(invariants, NavigationState(), store: "navigation") == [])
    }
}
