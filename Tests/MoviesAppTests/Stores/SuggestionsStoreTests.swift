import FluxTesting
import MoviesApp
import MoviesDomain
import Testing

/// The suggestions store with its middleware (recent searches: loading them, picking one).
@MainActor @Suite struct SuggestionsStoreTests {
    private static func showSuggestions(_ app: AppHarness, _ queries: [String]) async {
        app.fakes.answerRecent(with: .success(queries.map(MovieQuery.init(query:))))
        app.store.send(.suggestions(.requested)) {
            $0[app.suggestions].isLoading = true
            $0[app.navigation].screen = .suggestions
        }
        await app.store.receive(.suggestions(.loaded(queries: queries))) {
            $0[app.suggestions] = SuggestionsState(queries: queries, isLoading: false)
        }
    }

    @Test func showsTheQueriesStorageReturnsWithoutTruncating() async {
        let app = AppHarness()
        let eleven = (1...11).map { "query \($0)" }

        await Self.showSuggestions(app, eleven)
        await app.store.finish()

        #expect(app.fakes.recentCounts == [10])
        #expect(app.suggestions.state.queries.count == 11)
    }

    @Test func eachShowingFetchesAgain() async {
        let app = AppHarness()

        await Self.showSuggestions(app, ["love"])
        app.fakes.answerRecent(with: .success([MovieQuery(query: "amelie"), MovieQuery(query: "love")]))
        app.store.send(.suggestions(.requested)) {
            $0[app.suggestions] = SuggestionsState(queries: [], isLoading: true)
        }
        await app.store.receive(.suggestions(.loaded(queries: ["amelie", "love"]))) {
            $0[app.suggestions] = SuggestionsState(queries: ["amelie", "love"])
        }
        await app.store.finish()

        #expect(app.fakes.recentCounts == [10, 10])
    }

    @Test func aFetchErrorShowsNoSuggestions() async {
        let app = AppHarness()
        await Self.showSuggestions(app, ["old"])
        app.fakes.answerRecent(with: .failure(.failed(detail: "unreadable")))

        app.store.send(.suggestions(.requested)) {
            $0[app.suggestions] = SuggestionsState(queries: [], isLoading: true)
        }
        await app.store.receive(.suggestions(.loadFailed(detail: "unreadable"))) {
            $0[app.suggestions] = SuggestionsState()
        }
        await app.store.finish()
    }

    @Test func pickingAQueryDispatchesASearchForExactlyThatQuery() async {
        let app = AppHarness()
        let page = MovieFixtures.page(1, of: 1, ids: 1...3)
        await Self.showSuggestions(app, ["love", " Amélie "])
        app.fakes.answerSearch(with: .success(page))

        app.store.send(.suggestions(.picked(index: 2)))
        await app.store.receive(.search(.submitted(query: " Amélie "))) {
            $0[app.search].query = "Amélie"
            $0[app.search].loading = .fullScreen
            $0[app.search].request = SearchRequest(id: 1, query: "Amélie", page: 1)
            $0[app.search].lastRequestID = 1
            $0[app.navigation].screen = .list
        }
        await app.store.receive(.search(.pageLoaded(requestID: 1, page: page))) {
            $0[app.search].pages = [page]
            $0[app.search].currentPage = 1
            $0[app.search].totalPageCount = 1
            $0[app.search].totalResultCount = 20
            $0[app.search].loading = nil
            $0[app.search].request = nil
        }
        await app.store.finish()

        #expect(app.fakes.searches == [.init(query: "Amélie", page: 1)])
    }

    @Test func pickingOutOfRangeDoesNothing() async {
        let app = AppHarness()
        await Self.showSuggestions(app, ["love"])

        app.store.send(.suggestions(.picked(index: 2)))
        app.store.send(.suggestions(.picked(index: 0)))
        await app.store.finish()

        #expect(app.fakes.searches == [])
    }
}
