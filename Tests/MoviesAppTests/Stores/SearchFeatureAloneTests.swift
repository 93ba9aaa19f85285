import Flux
import FluxTesting
import MoviesApp
import MoviesDomain
import Testing

/// The search feature tested on its own action type: the reducer and middleware the app composes
/// with `ActionScope.search`, here on a dispatcher of `SearchAction` with no other feature.
@MainActor @Suite struct SearchFeatureAloneTests {
    @Test func aSearchLoadsItsPageWithNoOtherFeature() async throws {
        let page = MovieFixtures.page(1, of: 2, ids: 1...3)
        let search = Store(name: "search", initialState: SearchState(), reducer: SearchReducer.reduce)
        let dispatcher = Dispatcher<SearchAction>()
        try dispatcher.register(search)
        dispatcher.addMiddleware(SearchMoviesMiddleware(searchMovies: { _, _, _ in page }) { search.state })
        let store = TestStore(dispatcher: dispatcher, timeout: hangGuard)

        store.send(.submitted(query: " love ")) {
            $0[search].query = "love"
            $0[search].loading = .fullScreen
            $0[search].request = SearchRequest(id: 1, query: "love", page: 1)
            $0[search].lastRequestID = 1
        }
        await store.receive(.pageLoaded(requestID: 1, page: page)) {
            $0[search].pages = [page]
            $0[search].currentPage = 1
            $0[search].totalPageCount = 2
            $0[search].totalResultCount = page.totalResults
            $0[search].loading = nil
            $0[search].request = nil
        }
        await store.finish()
    }

    @Test func theAppComposesTheSameFeatureThroughItsScope() async throws {
        let page = MovieFixtures.page(1, of: 1, ids: 1...1)
        let core = AppCore()
        let search = core.stores.search
        core.dispatcher.scope(.search).addMiddleware(
            SearchMoviesMiddleware(searchMovies: { _, _, _ in page }) { search.state })
        let store = TestStore(dispatcher: core.dispatcher, exhaustivity: .off, timeout: hangGuard)

        store.send(.search(.submitted(query: "love")))
        await store.receive(.search(.pageLoaded(requestID: 1, page: page)))
        await store.finish()
        #expect(core.stores.navigation.state.screen == .list)
        #expect(search.state.items == page.movies)
    }
}
