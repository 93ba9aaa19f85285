import Foundation
import MoviesDomain
import Testing

@Suite struct SearchMoviesUseCaseTests {
    let query = MovieQuery(query: "love")

    @Test func savesTheQueryAfterASuccessfulFreshFetch() async throws {
        let movies = FakeMoviesRepository(answer: .page(Samples.page1))
        let queries = FakeQueriesRepository()
        let useCase = SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries)

        let page = try await useCase.execute(query: query, page: 1, cached: { _ in })

        #expect(page == Samples.page1)
        #expect(await queries.saved == [query])
        let calls = await movies.calls
        #expect(calls.map(\.query) == [query])
        #expect(calls.map(\.page) == [1])
    }

    @Test func aSearchThatFoundNoMoviesIsNotSaved() async throws {
        let movies = FakeMoviesRepository(answer: .page(MoviesPage.empty))
        let queries = FakeQueriesRepository()
        let useCase = SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries)

        let page = try await useCase.execute(query: query, page: 1, cached: { _ in })

        #expect(page == MoviesPage.empty)
        #expect(await queries.saved == [])
    }

    @Test func savesAgainForEveryFreshPage() async throws {
        let movies = FakeMoviesRepository(answer: .page(Samples.page1))
        let queries = FakeQueriesRepository()
        let useCase = SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries)

        _ = try await useCase.execute(query: query, page: 1, cached: { _ in })
        _ = try await useCase.execute(query: query, page: 2, cached: { _ in })

        #expect(await queries.saved == [query, query])
    }

    @Test(arguments: [
        MoviesLoadError.noConnection(detail: "refused"),
        MoviesLoadError.failed(detail: "HTTP 500"),
    ])
    func doesNotSaveAfterAFailure(error: MoviesLoadError) async throws {
        let movies = FakeMoviesRepository(answer: .failure(error))
        let queries = FakeQueriesRepository()
        let useCase = SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries)

        await #expect(throws: error) {
            try await useCase.execute(query: query, page: 1, cached: { _ in })
        }
        #expect(await queries.saved.isEmpty)
    }

    @Test func doesNotSaveForACachedPageWhenTheFreshFetchFails() async throws {
        let movies = FakeMoviesRepository(
            cachedPage: Samples.cachedPage1,
            answer: .failure(.noConnection(detail: "offline"))
        )
        let queries = FakeQueriesRepository()
        let delivered = Collector<MoviesPage>()
        let useCase = SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries)

        await #expect(throws: MoviesLoadError.noConnection(detail: "offline")) {
            try await useCase.execute(query: query, page: 1, cached: { await delivered.append($0) })
        }
        #expect(await delivered.values == [Samples.cachedPage1])
        #expect(await queries.saved.isEmpty)
    }

    @Test func savesOnceForCachedThenFreshPage() async throws {
        let movies = FakeMoviesRepository(cachedPage: Samples.cachedPage1, answer: .page(Samples.page1))
        let queries = FakeQueriesRepository()
        let delivered = Collector<MoviesPage>()
        let useCase = SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries)

        let fresh = try await useCase.execute(query: query, page: 1, cached: { await delivered.append($0) })

        #expect(fresh == Samples.page1)
        #expect(await delivered.values == [Samples.cachedPage1])
        #expect(await queries.saved == [query])
    }

    @Test func aFailedSaveDoesNotFailTheSearchAndIsReported() async throws {
        let movies = FakeMoviesRepository(answer: .page(Samples.page1))
        let queries = FakeQueriesRepository(failSaves: true)
        let reported = Collector<String>()
        let useCase = SearchMoviesUseCase(
            moviesRepository: movies,
            queriesRepository: queries,
            onSaveFailure: { error in await reported.append(String(describing: error)) }
        )

        let page = try await useCase.execute(query: query, page: 1, cached: { _ in })

        #expect(page == Samples.page1)
        #expect(await queries.saved.isEmpty)
        #expect(await reported.values == ["SaveFailed()"])
    }

    @Test func aCancelledSearchThrowsCancellationAndSavesNothing() async throws {
        let movies = FakeMoviesRepository(answer: .page(Samples.page1))
        let queries = FakeQueriesRepository()
        let useCase = SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await useCase.execute(query: query, page: 1, cached: { _ in })
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await queries.saved.isEmpty)
    }
}
