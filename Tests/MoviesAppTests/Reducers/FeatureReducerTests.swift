import Flux
import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The suggestions, details and navigation reducers alone, each over its own feature's actions:
/// exact states.
@Suite struct FeatureReducerTests {
    private static let search: SearchState = {
        var state = SearchState()
        SearchReducer.reduce(&state, .submitted(query: "love"))
        SearchReducer.reduce(
            &state,

            .pageLoaded(
                requestID: 1,
                page: MoviesPage(
                    page: 1, totalPages: 1, totalResults: 2,
                    movies: [MovieFixtures.movie(1, posterPath: "/one.jpg"), MovieFixtures.movie(2)])))
        return state
    }()

    @Test func suggestionsShowWhatStorageReturnsAndNothingOnFailure() {
        var state = SuggestionsState(queries: ["old"])
        SuggestionsReducer.reduce(&state, .requested)
        #expect(state == SuggestionsState(queries: [], isLoading: true))
        let eleven = (1...11).map { "q\($0)" }
        SuggestionsReducer.reduce(&state, .loaded(queries: eleven))
        #expect(state == SuggestionsState(queries: eleven, isLoading: false))
        #expect(state.query(at: 11) == "q11" && state.query(at: 12) == nil && state.query(at: 0) == nil)
        SuggestionsReducer.reduce(&state, .picked(index: 1))
        #expect(state == SuggestionsState(queries: eleven))
        SuggestionsReducer.reduce(&state, .requested)
        SuggestionsReducer.reduce(&state, .loadFailed(detail: "unreadable"))
        #expect(state == SuggestionsState())
    }

    @Test func openingAMovieWithAPosterRequestsTheClosestWidth() {
        var state = DetailsState(requestedPosterWidth: 200)
        DetailsReducer.reduce(&state, .opened(index: 1), search: Self.search)
        var expected = DetailsState(requestedPosterWidth: 200)
        expected.movie = MovieFixtures.movie(1, posterPath: "/one.jpg")
        expected.poster = .loading(PosterRequest(id: 1, path: "/one.jpg", width: 185))
        expected.lastPosterRequestID = 1
        #expect(state == expected)
        #expect(state.title == "Movie 1" && !state.isPosterHidden)

        DetailsReducer.reduce(
            &state, .posterLoaded(requestID: 1, url: "u", data: Data([9])), search: Self.search)
        expected.poster = .loaded(PosterImage(url: "u", data: Data([9])))
        #expect(state == expected)
    }

    @Test func aMovieWithoutAPosterHidesItAndStalePosterResultsAreIgnored() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .opened(index: 1), search: Self.search)
        DetailsReducer.reduce(&state, .opened(index: 2), search: Self.search)
        var expected = DetailsState()
        expected.movie = MovieFixtures.movie(2)
        expected.lastPosterRequestID = 1
        #expect(state == expected)
        #expect(state.isPosterHidden)
        DetailsReducer.reduce(
            &state, .posterLoaded(requestID: 1, url: "u", data: Data([1])), search: Self.search)
        DetailsReducer.reduce(
            &state, .posterFailed(requestID: 1, failure: LoadFailure(kind: .notFound, detail: "late")),
            search: Self.search)
        #expect(state == expected)
        DetailsReducer.reduce(&state, .opened(index: 3), search: Self.search)
        #expect(state == expected)
        #expect(DetailsState().title == "")
    }

    @Test func aPosterFailureKeepsItsKindAndTheMovie() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .opened(index: 1), search: Self.search)
        DetailsReducer.reduce(
            &state, .posterFailed(requestID: 1, failure: LoadFailure(kind: .notFound, detail: "HTTP 404")),
            search: Self.search)
        #expect(state.poster == .failed(reason: .notFound))
        #expect(state.movie == MovieFixtures.movie(1, posterPath: "/one.jpg"))
    }

    @Test func aPosterFailureOfNoKnownKindHasNoReason() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .opened(index: 1), search: Self.search)
        DetailsReducer.reduce(
            &state, .posterFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "?")),
            search: Self.search)
        #expect(state.poster == .failed(reason: nil))
    }

    @Test func cancellingAPosterLoadMarksItCancelledAndLaterResultsAreIgnored() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .opened(index: 1), search: Self.search)
        DetailsReducer.reduce(&state, .posterCancelRequested, search: Self.search)
        #expect(state.poster == .cancelled)
        DetailsReducer.reduce(
            &state, .posterLoaded(requestID: 1, url: "u", data: Data([1])), search: Self.search)
        DetailsReducer.reduce(&state, .posterCancelRequested, search: Self.search)
        #expect(state.poster == .cancelled)
    }

    @Test func closestPosterWidths() {
        #expect(PosterWidth.closest(to: 123) == 92)
        #expect(PosterWidth.closest(to: 124) == 154)
        #expect(PosterWidth.closest(to: 342) == 342)
        #expect(PosterWidth.closest(to: 0) == 92)
        #expect(PosterWidth.closest(to: -5) == 92)
        #expect(PosterWidth.closest(to: 5_000) == 780)
        #expect(PosterWidth.closest(to: 421) == 342)
        #expect(PosterWidth.closest(to: 422) == 500)
    }

    @Test func navigationMovesOnlyForAcceptedActions() {
        var state = NavigationState()
        navigate(&state, .suggestions(.requested), search: Self.search)
        #expect(state.screen == .suggestions)
        navigate(&state, .suggestions(.picked(index: 1)), search: Self.search)
        #expect(state.screen == .suggestions)
        navigate(&state, .search(.submitted(query: "  ")), search: Self.search)
        #expect(state.screen == .suggestions)
        navigate(&state, .search(.submitted(query: "love")), search: Self.search)
        #expect(state.screen == .list)
        navigate(&state, .details(.opened(index: 3)), search: Self.search)
        #expect(state.screen == .list)
        navigate(&state, .details(.opened(index: 2)), search: Self.search)
        #expect(state.screen == .details)
        navigate(&state, .search(.nextPageRequested), search: Self.search)
        #expect(state.screen == .details)
        navigate(&state, .navigation(.back), search: Self.search)
        #expect(state.screen == .list)
    }

    /// Reduces `action` as the app's navigation store does: through its scope.
    private func navigate(_ state: inout NavigationState, _ action: AppAction, search: SearchState) {
        guard let event = ActionScope<AppAction, NavigationEvent>.navigation.extract(action) else { return }
        NavigationReducer.reduce(&state, event, search: search)
    }

}
