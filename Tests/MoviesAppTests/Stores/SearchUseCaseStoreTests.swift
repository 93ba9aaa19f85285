import FluxTesting
import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The app over the real domain use cases and in-memory repositories: a
/// successful fetch saves the query as recent, a failed one does not.
@MainActor @Suite struct SearchUseCaseStoreTests {
    private actor MemoryQueries: MovieQueriesRepository {
        var saved: [String] = []
        func fetchRecentQueries(maxCount: Int) async throws -> [MovieQuery] {
            saved.prefix(maxCount).map(MovieQuery.init(query:))
        }
        func saveRecentQuery(_ query: MovieQuery) async throws {
            saved.removeAll { $0 == query.query }
            saved.insert(query.query, at: 0)
        }
    }

    private struct ScriptedMovies: MoviesRepository {
        func fetchMoviesPage(query: MovieQuery, page: Int, cached: @Sendable (MoviesPage) async -> Void) async throws
            -> MoviesPage
        {
            if query.query == "offline" { throw MoviesLoadError.noConnection(detail: "no route") }
            return MovieFixtures.page(page, of: 1, ids: 1...1)
        }
    }

    private struct NoPosters: PosterImagesRepository {
        let unimplemented: Unimplemented
        func fetchPosterImage(path: String, width: Int) async throws -> Data {
            try unimplemented.call("FetchPosterImage")
        }
    }

    @Test func aSuccessfulFetchSavesTheQueryAndAFailedOneDoesNot() async {
        let queries = MemoryQueries()
        let unimplemented = Unimplemented()
        let dependencies = AppDependencies(
            searchMovies: SearchMoviesUseCase(moviesRepository: ScriptedMovies(), queriesRepository: queries),
            fetchRecentQueries: FetchRecentMovieQueriesUseCase(queriesRepository: queries),
            fetchPosterImage: FetchPosterImageUseCase(posterImagesRepository: NoPosters(unimplemented: unimplemented)),
            posterURL: { path, width in "w\(width)\(path)" })
        let core = AppCore.live(dependencies: dependencies)
        let store = TestStore(
            dispatcher: core.dispatcher, exhaustivity: .off, timeout: hangGuard, unimplemented: unimplemented)

        store.send(.search(.submitted(query: "love")))
        await store.receive(.search(.pageLoaded(requestID: 1, page: MovieFixtures.page(1, of: 1, ids: 1...1))))
        store.send(.search(.submitted(query: "offline")))
        await store.receive(
            .search(.loadFailed(requestID: 2, failure: LoadFailure(kind: .noConnection, detail: "no route"))))
        store.send(.suggestions(.requested))
        await store.receive(.suggestions(.loaded(queries: ["love"]))) { $0[core.stores.suggestions].queries = ["love"] }
        await store.finish()

        #expect(await queries.saved == ["love"])
    }
}
