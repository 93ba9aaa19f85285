import MoviesApp
import MoviesDomain
import Testing

/// `cancel` during a new search brings back the list that search replaced (issue #12): exact
/// states for a list with movies, for none, for a search typed during another, for a cancelled
/// next page, and for the results that end a load.
@Suite struct SearchCancelTests {
    private static func reduce(_ state: SearchState, _ actions: AppAction...) -> SearchState {
        var state = state
        for case .search(let action) in actions { SearchReducer.reduce(&state, action) }
        return state
    }

    private static let page1 = MovieFixtures.page(1, of: 3, ids: 1...20)
    private static let page2 = MovieFixtures.page(2, of: 3, ids: 21...40)
    private static let other = MovieFixtures.page(1, of: 1, ids: 101...105)

    /// "love" with pages 1 and 2 loaded (requests 1 and 2).
    private static let twoPages = reduce(
        SearchState(), .search(.submitted(query: "love")), .search(.pageLoaded(requestID: 1, page: page1)),
        .search(.nextPageRequested), .search(.pageLoaded(requestID: 2, page: page2)))

    @Test func aNewSearchKeepsTheListItReplaces() {
        let loading = Self.reduce(Self.twoPages, .search(.submitted(query: "alien")))

        #expect(loading.query == "alien" && loading.pages == [] && loading.loading == .fullScreen)
        var replaced = ReplacedList(of: Self.twoPages)
        #expect(replaced.query == "love" && replaced.pages == [Self.page1, Self.page2])
        #expect(replaced.currentPage == 2 && replaced.totalPageCount == 3 && replaced.totalResultCount == 60)
        #expect(loading.replaced == replaced)
        replaced.query = "x"
        #expect(loading.replaced != replaced)
    }

    @Test func cancelBringsBackTheReplacedListWithItsPagingAndTheNextRequestID() {
        let cancelled = Self.reduce(Self.twoPages, .search(.submitted(query: "alien")), .search(.cancelRequested))

        var expected = Self.twoPages
        expected.lastRequestID = 3
        #expect(cancelled == expected)
        #expect(cancelled.item(number: 21)?.id == 21 && cancelled.nextPage == 3)
        let more = Self.reduce(cancelled, .search(.nextPageRequested))
        #expect(more.request == SearchRequest(id: 4, query: "love", page: 3) && more.loading == .nextPage)
    }

    @Test func cancelWithNothingBeforeGivesTheStartScreen() {
        let cancelled = Self.reduce(SearchState(), .search(.submitted(query: "alien")), .search(.cancelRequested))

        var expected = SearchState()
        expected.lastRequestID = 1
        #expect(cancelled == expected)
    }

    @Test func aListWithoutMoviesIsNotKeptAndAFailedOneIsNotBroughtBack() {
        let none = MoviesPage(page: 1, totalPages: 1, totalResults: 0, movies: [])
        let empty = Self.reduce(
            SearchState(), .search(.submitted(query: "zzz")), .search(.pageLoaded(requestID: 1, page: none)))
        let failed = Self.reduce(
            SearchState(), .search(.submitted(query: "boom")),
            .search(
                .loadFailed(requestID: 1, failure: LoadFailure(kind: .serverError(status: 500), detail: "HTTP 500"))))

        for before in [empty, failed] {
            let loading = Self.reduce(before, .search(.submitted(query: "alien")))
            #expect(loading.replaced == nil)
            var expected = SearchState()
            expected.lastRequestID = 2
            #expect(Self.reduce(loading, .search(.cancelRequested)) == expected)
        }
    }

    @Test func aSearchTypedDuringAnotherKeepsTheListOnScreenBeforeBoth() {
        let cancelled = Self.reduce(
            Self.twoPages, .search(.submitted(query: "alien")), .search(.submitted(query: "boom")),
            .search(.cancelRequested))

        var expected = Self.twoPages
        expected.lastRequestID = 4
        #expect(cancelled == expected)
    }

    @Test func theFirstPageOrAFailureOfTheNewSearchDropsTheReplacedList() {
        let loading = Self.reduce(Self.twoPages, .search(.submitted(query: "alien")))
        let cached = Self.reduce(loading, .search(.cachedPageLoaded(requestID: 3, page: Self.other)))
        let loaded = Self.reduce(loading, .search(.pageLoaded(requestID: 3, page: Self.other)))
        let failure = LoadFailure(kind: .timedOut(seconds: 15), detail: "timeout")
        let failed = Self.reduce(loading, .search(.loadFailed(requestID: 3, failure: failure)))

        #expect(cached.replaced == nil && cached.items.map(\.id) == Array(101...105) && cached.loading == .fullScreen)
        #expect(loaded.replaced == nil && loaded.query == "alien" && loaded.loading == nil)
        #expect(failed.replaced == nil && failed.error == failure && failed.pages == [])
        // A cancel after the cached page keeps that page: it is the list on screen now.
        let cancelled = Self.reduce(cached, .search(.cancelRequested))
        #expect(cancelled.query == "alien" && cancelled.pages == [Self.other] && cancelled.loading == nil)
    }

    @Test func aStaleResultAfterCancelChangesNothing() {
        let cancelled = Self.reduce(Self.twoPages, .search(.submitted(query: "alien")), .search(.cancelRequested))
        let late = Self.reduce(cancelled, .search(.pageLoaded(requestID: 3, page: Self.other)))
        #expect(late == cancelled)
    }

    @Test func cancellingANextPageKeepsTheItemsAndKeepsNothingElse() {
        let cancelled = Self.reduce(Self.twoPages, .search(.nextPageRequested), .search(.cancelRequested))
        var expected = Self.twoPages
        expected.lastRequestID = 3
        #expect(cancelled == expected && cancelled.replaced == nil)
    }
}
