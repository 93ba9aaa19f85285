import MoviesApp
import MoviesDomain
import Testing

/// The search reducer alone (searching, paging, cancelling, stale results): exact states for
/// every rule.
@Suite struct SearchReducerTests {
    private static func reduce(_ state: SearchState, _ actions: AppAction...) -> SearchState {
        var state = state
        for case .search(let action) in actions { SearchReducer.reduce(&state, action) }
        return state
    }

    private static func expected(
        query: String = "love", pages: [MoviesPage] = [], current: Int = 0, total: Int = 1, results: Int = 0,
        loading: Loading? = nil, error: LoadFailure? = nil, request: SearchRequest? = nil, lastRequestID: Int,
        replaced: ReplacedList? = nil
    ) -> SearchState {
        var state = SearchState()
        state.query = query
        state.pages = pages
        state.currentPage = current
        state.totalPageCount = total
        state.totalResultCount = results
        state.loading = loading
        state.error = error
        state.request = request
        state.lastRequestID = lastRequestID
        state.replaced = replaced
        return state
    }

    private static let page1 = MovieFixtures.page(1, of: 2, ids: 1...20)
    private static let page2 = MovieFixtures.page(2, of: 2, ids: 21...40)

    @Test func theStartState() {
        let state = SearchState()
        #expect(state.query == "" && state.pages == [] && state.items == [])
        #expect(state.currentPage == 0 && state.totalPageCount == 1 && state.hasMorePages && state.nextPage == 1)
        #expect(state.loading == nil && state.error == nil && state.isEmpty)
        #expect(SearchState.screenTitle == "Movies" && SearchState.emptyStateTitle == "Search results")
        #expect(SearchState.errorTitle == "Error" && SearchState.searchPlaceholder == "Search Movies")
    }

    @Test func aSearchTrimsResetsAndLoadsPage1FullScreen() {
        let loaded = Self.reduce(
            SearchState(), .search(.submitted(query: "old")), .search(.pageLoaded(requestID: 1, page: Self.page1)))
        var failed = loaded
        failed.error = LoadFailure(kind: .failed, detail: "x")

        let state = Self.reduce(failed, .search(.submitted(query: "  love \n")))

        #expect(
            state
                == Self.expected(
                    loading: .fullScreen, request: SearchRequest(id: 2, query: "love", page: 1), lastRequestID: 2,
                    replaced: ReplacedList(of: loaded)))
    }

    @Test(arguments: ["", "   ", "\n\t "])
    func aBlankSearchChangesNothing(_ query: String) {
        let loaded = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: Self.page1)))
        #expect(Self.reduce(loaded, .search(.submitted(query: query))) == loaded)
        #expect(Self.reduce(SearchState(), .search(.submitted(query: query))) == SearchState())
    }

    @Test func anEmptyPageGivesTheEmptyStateCurrentPage1AndNoMorePages() {
        let state = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: .empty)))
        #expect(state == Self.expected(pages: [.empty], current: 1, total: 0, lastRequestID: 1))
        #expect(state.isEmpty && !state.hasMorePages && state.items == [])
    }

    @Test func theFirstPageOnlyGivesItsItemsAndMorePages() {
        let state = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: Self.page1)))
        #expect(state == Self.expected(pages: [Self.page1], current: 1, total: 2, results: 40, lastRequestID: 1))
        #expect(state.items == Self.page1.movies && state.hasMorePages && state.nextPage == 2)
    }

    @Test func firstAndSecondPagesGiveBothInOrderAndNoMorePages() {
        let state = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: Self.page1)),
            .search(.nextPageRequested))
        #expect(
            state
                == Self.expected(
                    pages: [Self.page1], current: 1, total: 2, results: 40, loading: .nextPage,
                    request: SearchRequest(id: 2, query: "love", page: 2), lastRequestID: 2))

        let done = Self.reduce(state, .search(.pageLoaded(requestID: 2, page: Self.page2)))

        #expect(
            done == Self.expected(pages: [Self.page1, Self.page2], current: 2, total: 2, results: 40, lastRequestID: 2))
        #expect(done.items == Self.page1.movies + Self.page2.movies && !done.hasMorePages && done.nextPage == 2)
        #expect(
            done.item(number: 21) == Self.page2.movies[0] && done.item(number: 41) == nil && done.item(number: 0) == nil
        )
    }

    @Test func aFailureGivesTheExactErrorTextAndEmptyItems() {
        let failure = LoadFailure(kind: .noConnection, detail: "connection refused")
        let state = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.loadFailed(requestID: 1, failure: failure)))
        #expect(state == Self.expected(error: failure, lastRequestID: 1))
        #expect(
            Self.message(state) == "No internet connection: check your network, then type \"more\" to retry."
                && state.items == [])
        let other = Self.reduce(
            SearchState(), .search(.submitted(query: "love")),
            .search(.loadFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "HTTP 500"))))
        #expect(Self.message(other) == "Failed loading movies: type \"more\" to retry.")
    }

    /// The English message of the state's failure (its error line without `Error: `), or nil.
    private static func message(_ state: SearchState) -> String? {
        state.error.map { Language.english.strings.failureMessage($0.kind) }
    }

    @Test func theLastPageHasNoMorePagesAndMoreIsANoOp() {
        let last = MoviesPage(page: 3, totalPages: 3, totalResults: 45, movies: [MovieFixtures.movie(41)])
        var state = Self.expected(pages: [Self.page1, Self.page2], current: 2, total: 3, lastRequestID: 2)
        state = Self.reduce(state, .search(.nextPageRequested), .search(.pageLoaded(requestID: 3, page: last)))
        #expect(!state.hasMorePages && state.currentPage == 3 && state.nextPage == 3)
        #expect(Self.reduce(state, .search(.nextPageRequested)) == state)
    }

    @Test func moreIsANoOpWhileLoadingOrBeforeAnySearch() {
        let loading = Self.reduce(SearchState(), .search(.submitted(query: "love")))
        #expect(Self.reduce(loading, .search(.nextPageRequested)) == loading)
        #expect(Self.reduce(SearchState(), .search(.nextPageRequested)) == SearchState())
    }

    @Test func aCachedPageIsAppliedAtOnceThenTheFreshPageReplacesIt() {
        let cached = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(99)])
        let started = Self.reduce(SearchState(), .search(.submitted(query: "love")))
        let withCache = Self.reduce(started, .search(.cachedPageLoaded(requestID: 1, page: cached)))
        #expect(
            withCache
                == Self.expected(
                    pages: [cached], current: 1, total: 1, results: 1, loading: .fullScreen,
                    request: SearchRequest(id: 1, query: "love", page: 1), lastRequestID: 1))

        let fresh = Self.reduce(withCache, .search(.pageLoaded(requestID: 1, page: Self.page1)))

        #expect(fresh == Self.expected(pages: [Self.page1], current: 1, total: 2, results: 40, lastRequestID: 1))
    }

    @Test func aCachedPageThenAFailureKeepsTheCachedItemsAndShowsTheError() {
        let failure = LoadFailure(kind: .noConnection, detail: "offline")
        let state = Self.reduce(
            SearchState(), .search(.submitted(query: "love")),
            .search(.cachedPageLoaded(requestID: 1, page: Self.page1)),
            .search(.loadFailed(requestID: 1, failure: failure)))
        #expect(
            state
                == Self.expected(
                    pages: [Self.page1], current: 1, total: 2, results: 40, error: failure, lastRequestID: 1))
        #expect(state.items == Self.page1.movies)
    }

    @Test func aFailedNextPageKeepsItemsAndCurrentPageSoMoreRetriesIt() {
        let failure = LoadFailure(kind: .failed, detail: "timeout")
        let state = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: Self.page1)),
            .search(.nextPageRequested), .search(.loadFailed(requestID: 2, failure: failure)))
        #expect(
            state
                == Self.expected(
                    pages: [Self.page1], current: 1, total: 2, results: 40, error: failure, lastRequestID: 2))

        let retry = Self.reduce(state, .search(.nextPageRequested))

        #expect(
            retry
                == Self.expected(
                    pages: [Self.page1], current: 1, total: 2, results: 40, loading: .nextPage,
                    request: SearchRequest(id: 3, query: "love", page: 2), lastRequestID: 3))
    }

    @Test func aStaleResponseAfterANewerSearchIsIgnored() {
        let newer = Self.reduce(SearchState(), .search(.submitted(query: "old")), .search(.submitted(query: "love")))
        let stale = MoviesPage(page: 1, totalPages: 9, totalResults: 180, movies: [MovieFixtures.movie(7)])

        let state = Self.reduce(
            newer, .search(.cachedPageLoaded(requestID: 1, page: stale)),
            .search(.pageLoaded(requestID: 1, page: stale)),
            .search(.loadFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "late"))))

        #expect(state == newer)
        #expect(
            state
                == Self.expected(
                    loading: .fullScreen, request: SearchRequest(id: 2, query: "love", page: 1), lastRequestID: 2))
    }

    @Test func cancelStopsLoadingKeepsItemsShowsNoErrorAndIgnoresTheLateResult() {
        let loadingNext = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: Self.page1)),
            .search(.nextPageRequested))

        let cancelled = Self.reduce(loadingNext, .search(.cancelRequested))
        let late = Self.reduce(
            cancelled, .search(.pageLoaded(requestID: 2, page: Self.page2)),
            .search(.loadFailed(requestID: 2, failure: LoadFailure(kind: .failed, detail: "cancelled"))))

        #expect(cancelled == Self.expected(pages: [Self.page1], current: 1, total: 2, results: 40, lastRequestID: 2))
        #expect(late == cancelled)
        #expect(Self.reduce(cancelled, .search(.cancelRequested)) == cancelled)
    }

    @Test func searchingTheSameQueryAgainResetsAndReloads() {
        let loaded = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: Self.page1)))
        #expect(
            Self.reduce(loaded, .search(.submitted(query: "love")))
                == Self.expected(
                    loading: .fullScreen, request: SearchRequest(id: 2, query: "love", page: 1), lastRequestID: 2,
                    replaced: ReplacedList(of: loaded)))
    }

    @Test func pagesStayOrderedAndAPageReplacesItsNumber() {
        var state = Self.expected(
            pages: [Self.page2], current: 2, total: 2, loading: .fullScreen,
            request: SearchRequest(id: 1, query: "love", page: 1), lastRequestID: 1)
        state = Self.reduce(state, .search(.cachedPageLoaded(requestID: 1, page: Self.page1)))
        #expect(state.pages == [Self.page1, Self.page2])
        let replacement = MovieFixtures.page(1, of: 2, ids: 101...120)
        state = Self.reduce(state, .search(.pageLoaded(requestID: 1, page: replacement)))
        #expect(state.pages == [replacement, Self.page2])
    }

    @Test func otherFeaturesActionsChangeNothing() {
        let loaded = Self.reduce(
            SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: Self.page1)))
        #expect(
            Self.reduce(loaded, .suggestions(.picked(index: 1)), .details(.opened(index: 1)), .navigation(.back))
                == loaded)
    }
}
