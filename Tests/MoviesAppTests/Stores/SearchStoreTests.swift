import FluxTesting
import MoviesApp
import MoviesDomain
import TestSupport
import Testing

/// The search store with its middleware and scripted use cases (search, more, cancel): exact
/// states after every action, and exactly the actions the effects dispatched.
@MainActor @Suite struct SearchStoreTests {
    private static let page1 = MovieFixtures.page(1, of: 2, ids: 1...20)
    private static let page2 = MovieFixtures.page(2, of: 2, ids: 21...40)

    /// Sends `search love` and asserts the reset and the full-screen load of page 1 (request `id`).
    private static func submitLove(_ app: AppHarness, id: Int = 1) {
        app.store.send(.search(.submitted(query: " love "))) {
            $0[app.search].query = "love"
            $0[app.search].pages = []
            $0[app.search].currentPage = 0
            $0[app.search].totalPageCount = 1
            $0[app.search].totalResultCount = 0
            $0[app.search].error = nil
            $0[app.search].loading = .fullScreen
            $0[app.search].request = SearchRequest(id: id, query: "love", page: 1)
            $0[app.search].lastRequestID = id
        }
    }

    /// Receives page 1 of 2 (40 results) as the answer to request `id`, the first page shown.
    private static func receivePage1(_ app: AppHarness, id: Int = 1) async {
        await app.store.receive(.search(.pageLoaded(requestID: id, page: page1))) {
            $0[app.search].pages = [page1]
            $0[app.search].currentPage = 1
            $0[app.search].totalPageCount = 2
            $0[app.search].totalResultCount = 40
            $0[app.search].loading = nil
            $0[app.search].request = nil
        }
    }

    /// Asks for page 2 of `love` (request 2), after page 1.
    private static func requestPage2(_ app: AppHarness) {
        app.store.send(.search(.nextPageRequested)) {
            $0[app.search].loading = .nextPage
            $0[app.search].request = SearchRequest(id: 2, query: "love", page: 2)
            $0[app.search].lastRequestID = 2
        }
    }

    /// Receives the failure of request 1, which ends the load.
    private static func receiveFailure(_ app: AppHarness, _ failure: LoadFailure) async {
        await app.store.receive(.search(.loadFailed(requestID: 1, failure: failure))) {
            $0[app.search].error = failure
            $0[app.search].loading = nil
            $0[app.search].request = nil
        }
    }

    @Test func anEmptyPageGivesTheEmptyStateCurrentPage1AndNoMorePages() async {
        let app = AppHarness()
        app.fakes.answerSearch(with: .success(.empty))

        Self.submitLove(app)
        await app.store.receive(.search(.pageLoaded(requestID: 1, page: .empty))) {
            $0[app.search].pages = [.empty]
            $0[app.search].currentPage = 1
            $0[app.search].totalPageCount = 0
            $0[app.search].loading = nil
            $0[app.search].request = nil
        }
        await app.store.finish()

        #expect(app.search.state.isEmpty && !app.search.state.hasMorePages)
        #expect(app.fakes.searches == [.init(query: "love", page: 1)])
    }

    @Test func theFirstPageOnlyGivesItsItemsAndMorePages() async {
        let app = AppHarness()
        app.fakes.answerSearch(with: .success(Self.page1))

        Self.submitLove(app)
        await Self.receivePage1(app)
        await app.store.finish()

        #expect(app.search.state.items == Self.page1.movies && app.search.state.hasMorePages)
    }

    @Test func firstAndSecondPagesGiveBothInOrderAndNoMorePages() async {
        let app = AppHarness()
        app.fakes.answerSearch(with: .success(Self.page1))
        app.fakes.answerSearch(with: .success(Self.page2))

        Self.submitLove(app)
        await Self.receivePage1(app)
        Self.requestPage2(app)
        await app.store.receive(.search(.pageLoaded(requestID: 2, page: Self.page2))) {
            $0[app.search].pages = [Self.page1, Self.page2]
            $0[app.search].currentPage = 2
            $0[app.search].loading = nil
            $0[app.search].request = nil
        }
        app.store.send(.search(.nextPageRequested))  // the last page: a no-op, nothing requested
        await app.store.finish()

        #expect(app.search.state.items == Self.page1.movies + Self.page2.movies)
        #expect(!app.search.state.hasMorePages)
        #expect(app.fakes.searches == [.init(query: "love", page: 1), .init(query: "love", page: 2)])
    }

    /// A repository failure, the failure the store keeps, and the text the user sees.
    nonisolated static let failures: [(MoviesLoadError, LoadFailure, String)] = [
        (
            .noConnection(detail: "connection refused"),
            LoadFailure(kind: .noConnection, detail: "connection refused"),
            "No internet connection: check your network, then type \"more\" to retry."
        ),
        (
            .serverError(status: 500, detail: "HTTP 500"),
            LoadFailure(kind: .serverError(status: 500), detail: "HTTP 500"),
            "TMDB server error (HTTP 500): type \"more\" to retry."
        ),
        (
            .failed(detail: "?"), LoadFailure(kind: .failed, detail: "?"),
            "Failed loading movies: type \"more\" to retry."
        ),
    ]

    @Test(arguments: failures)
    func aFailureGivesTheExactErrorTextAndEmptyItems(
        error: MoviesLoadError, failure: LoadFailure, message: String
    ) async {
        let app = AppHarness()
        app.fakes.answerSearch(with: .failure(error))

        Self.submitLove(app)
        await Self.receiveFailure(app, failure)
        await app.store.finish()

        #expect(app.search.state.error?.kind == failure.kind)
        #expect(app.search.state.error.map { Language.english.strings.failureMessage($0.kind) } == message)
        #expect(app.search.state.items == [])
    }

    @Test func aCachedPageFirstThenTheFreshPageReplacesIt() async {
        let app = AppHarness()
        let cached = MoviesPage(page: 1, totalPages: 1, totalResults: 3, movies: [MovieFixtures.movie(90)])
        app.fakes.answerSearch(cached: cached, with: .success(Self.page1))

        Self.submitLove(app)
        await app.store.receive(.search(.cachedPageLoaded(requestID: 1, page: cached))) {
            $0[app.search].pages = [cached]
            $0[app.search].currentPage = 1
            $0[app.search].totalPageCount = 1
            $0[app.search].totalResultCount = 3
        }
        await app.store.receive(.search(.pageLoaded(requestID: 1, page: Self.page1))) {
            $0[app.search].pages = [Self.page1]
            $0[app.search].totalPageCount = 2
            $0[app.search].totalResultCount = 40
            $0[app.search].loading = nil
            $0[app.search].request = nil
        }
        await app.store.finish()
    }

    @Test func aCachedPageThenAFailureKeepsTheCachedItemsAndShowsTheError() async {
        let app = AppHarness()
        app.fakes.answerSearch(cached: Self.page1, with: .failure(.noConnection(detail: "offline")))
        let failure = LoadFailure(kind: .noConnection, detail: "offline")

        Self.submitLove(app)
        await app.store.receive(.search(.cachedPageLoaded(requestID: 1, page: Self.page1))) {
            $0[app.search].pages = [Self.page1]
            $0[app.search].currentPage = 1
            $0[app.search].totalPageCount = 2
            $0[app.search].totalResultCount = 40
        }
        await Self.receiveFailure(app, failure)
        await app.store.finish()

        #expect(app.search.state.items == Self.page1.movies)
    }

    @Test func aStaleResponseAfterANewerSearchIsIgnored() async {
        let app = AppHarness()
        let slow = Gate()
        let stale = MovieFixtures.page(1, of: 9, ids: 500...519)
        app.fakes.answerSearch(with: .success(stale), gate: slow)
        app.fakes.answerSearch(with: .success(Self.page1))

        app.store.send(.search(.submitted(query: "old"))) {
            $0[app.search].query = "old"
            $0[app.search].loading = .fullScreen
            $0[app.search].request = SearchRequest(id: 1, query: "old", page: 1)
            $0[app.search].lastRequestID = 1
        }
        Self.submitLove(app, id: 2)
        await Self.receivePage1(app, id: 2)
        slow.open()  // the superseded load was cancelled: it delivers nothing
        // Even if a stale result reached the stores, the reducer ignores it.
        app.store.send(.search(.pageLoaded(requestID: 1, page: stale)))
        app.store.send(.search(.loadFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "late"))))
        await app.store.finish()

        #expect(app.fakes.searches == [.init(query: "old", page: 1), .init(query: "love", page: 1)])
    }

    @Test func cancelStopsTheLoadKeepsItemsAndLeavesNoError() async {
        let app = AppHarness()
        let slow = Gate()
        app.fakes.answerSearch(with: .success(Self.page1))
        app.fakes.answerSearch(with: .success(Self.page2), gate: slow)

        Self.submitLove(app)
        await Self.receivePage1(app)
        Self.requestPage2(app)
        app.store.send(.search(.cancelRequested)) {
            $0[app.search].loading = nil
            $0[app.search].request = nil
        }
        #expect(app.core.dispatcher.effects.isEmpty)
        slow.open()
        await app.store.finish()  // nothing arrives: no page, no error

        #expect(app.search.state.error == nil && app.search.state.items == Self.page1.movies)
    }
}
