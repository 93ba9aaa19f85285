import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The suggestions, details and navigation reducers alone: exact states.
@Suite struct FeatureReducerTests {
    private static let search: SearchState = {
        var state = SearchState()
        SearchReducer.reduce(&state, .search(.submitted(query: "love")))
        SearchReducer.reduce(
            &state,
            .search(
                .pageLoaded(
                    requestID: 1,
                    page: MoviesPage(
                        page: 1, totalPages: 1, totalResults: 2,
                        movies: [MovieFixtures.movie(1, posterPath: "/one.jpg"), MovieFixtures.movie(2)]))))
        return state
    }()

    @Test func suggestionsShowWhatStorageReturnsAndNothingOnFailure() {
        var state = SuggestionsState(queries: ["old"])
        SuggestionsReducer.reduce(&state, .suggestions(.requested))
        #expect(state == SuggestionsState(queries: [], isLoading: true))
        let eleven = (1...11).map { "q\($0)" }
        SuggestionsReducer.reduce(&state, .suggestions(.loaded(queries: eleven)))
        #expect(state == SuggestionsState(queries: eleven, isLoading: false))
        #expect(state.query(at: 11) == "q11" && state.query(at: 12) == nil && state.query(at: 0) == nil)
        SuggestionsReducer.reduce(&state, .suggestions(.picked(index: 1)))
        #expect(state == SuggestionsState(queries: eleven))
        SuggestionsReducer.reduce(&state, .suggestions(.requested))
        SuggestionsReducer.reduce(&state, .suggestions(.loadFailed(detail: "unreadable")))
        #expect(state == SuggestionsState())
    }

    @Test func openingAMovieWithAPosterRequestsTheClosestWidth() {
        var state = DetailsState(requestedPosterWidth: 200)
        DetailsReducer.reduce(&state, .details(.opened(index: 1)), search: Self.search)
        var expected = DetailsState(requestedPosterWidth: 200)
        expected.movie = MovieFixtures.movie(1, posterPath: "/one.jpg")
        expected.poster = .loading(PosterRequest(id: 1, path: "/one.jpg", width: 185))
        expected.lastPosterRequestID = 1
        #expect(state == expected)
        #expect(state.title == "Movie 1" && !state.isPosterHidden)

        DetailsReducer.reduce(
            &state, .details(.posterLoaded(requestID: 1, url: "u", data: Data([9]))), search: Self.search)
        expected.poster = .loaded(PosterImage(url: "u", data: Data([9])))
        #expect(state == expected)
    }

    @Test func aMovieWithoutAPosterHidesItAndStalePosterResultsAreIgnored() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .details(.opened(index: 1)), search: Self.search)
        DetailsReducer.reduce(&state, .details(.opened(index: 2)), search: Self.search)
        var expected = DetailsState()
        expected.movie = MovieFixtures.movie(2)
        expected.lastPosterRequestID = 1
        #expect(state == expected)
        #expect(state.isPosterHidden)
        DetailsReducer.reduce(
            &state, .details(.posterLoaded(requestID: 1, url: "u", data: Data([1]))), search: Self.search)
        DetailsReducer.reduce(
            &state, .details(.posterFailed(requestID: 1, failure: LoadFailure(kind: .notFound, detail: "late"))),
            search: Self.search)
        #expect(state == expected)
        DetailsReducer.reduce(&state, .details(.opened(index: 3)), search: Self.search)
        #expect(state == expected)
        #expect(DetailsState().title == "")
    }

    @Test func aPosterFailureKeepsItsKindAndTheMovie() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .details(.opened(index: 1)), search: Self.search)
        DetailsReducer.reduce(
            &state, .details(.posterFailed(requestID: 1, failure: LoadFailure(kind: .notFound, detail: "HTTP 404"))),
            search: Self.search)
        #expect(state.poster == .failed(reason: .notFound))
        #expect(state.movie == MovieFixtures.movie(1, posterPath: "/one.jpg"))
    }

    @Test func aPosterFailureOfNoKnownKindHasNoReason() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .details(.opened(index: 1)), search: Self.search)
        DetailsReducer.reduce(
            &state, .details(.posterFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "?"))),
            search: Self.search)
        #expect(state.poster == .failed(reason: nil))
    }

    @Test func cancellingAPosterLoadMarksItCancelledAndLaterResultsAreIgnored() {
        var state = DetailsState()
        DetailsReducer.reduce(&state, .details(.opened(index: 1)), search: Self.search)
        DetailsReducer.reduce(&state, .details(.posterCancelRequested), search: Self.search)
        #expect(state.poster == .cancelled)
        DetailsReducer.reduce(
            &state, .details(.posterLoaded(requestID: 1, url: "u", data: Data([1]))), search: Self.search)
        DetailsReducer.reduce(&state, .details(.posterCancelRequested), search: Self.search)
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
        NavigationReducer.reduce(&state, .suggestions(.requested), search: Self.search)
        #expect(state.screen == .suggestions)
        NavigationReducer.reduce(&state, .suggestions(.picked(index: 1)), search: Self.search)
        #expect(state.screen == .suggestions)
        NavigationReducer.reduce(&state, .search(.submitted(query: "  ")), search: Self.search)
        #expect(state.screen == .suggestions)
        NavigationReducer.reduce(&state, .search(.submitted(query: "love")), search: Self.search)
        #expect(state.screen == .list)
        NavigationReducer.reduce(&state, .details(.opened(index: 3)), search: Self.search)
        #expect(state.screen == .list)
        NavigationReducer.reduce(&state, .details(.opened(index: 2)), search: Self.search)
        #expect(state.screen == .details)
        NavigationReducer.reduce(&state, .search(.nextPageRequested), search: Self.search)
        #expect(state.screen == .details)
        NavigationReducer.reduce(&state, .navigation(.back), search: Self.search)
        #expect(state.screen == .list)
    }
}
