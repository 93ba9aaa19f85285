import Foundation
import MoviesDomain
import Testing

@Suite struct FetchRecentMovieQueriesUseCaseTests {
    let stored = (1...12).map { MovieQuery(query: "q\($0)") }

    @Test func returnsWhatStorageReturnsUpToMaxCount() async throws {
        let useCase = FetchRecentMovieQueriesUseCase(queriesRepository: FakeQueriesRepository(stored: stored))
        #expect(try await useCase.execute(maxCount: 3) == Array(stored.prefix(3)))
        #expect(try await useCase.execute(maxCount: 12) == stored)
    }

    @Test(arguments: [0, -1])
    func nonPositiveMaxCountReturnsNothing(maxCount: Int) async throws {
        let useCase = FetchRecentMovieQueriesUseCase(queriesRepository: FakeQueriesRepository(stored: stored))
        #expect(try await useCase.execute(maxCount: maxCount) == [])
    }
}

@Suite struct FetchPosterImageUseCaseTests {
    @Test func passesPathAndWidthAndReturnsTheBytes() async throws {
        let repository = FakePosterRepository(bytes: Data([0xFF, 0xD8, 0x01]))
        let useCase = FetchPosterImageUseCase(posterImagesRepository: repository)

        let data = try await useCase.execute(path: "/abc.jpg", width: 200)

        #expect(data == Data([0xFF, 0xD8, 0x01]))
        let requests = await repository.requests
        #expect(requests.map(\.path) == ["/abc.jpg"])
        #expect(requests.map(\.width) == [200])
    }
}

@Suite struct EntitiesTests {
    @Test func emptyPageIsPageOneOfZero() {
        #expect(MoviesPage.empty == MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []))
        #expect(MoviesPage.empty.hasMorePages == false)
        #expect(Samples.page1.hasMorePages == true)
    }

    @Test func movieRoundTripsThroughJSON() throws {
        let movie = Movie(
            id: 7, title: "Amélie", genres: ["Romance"], posterPath: "/p.jpg", overview: "o",
            releaseDate: Date(timeIntervalSince1970: 982_886_400), year: 2001, runtimeMinutes: 122,
            director: "Jean-Pierre Jeunet", countries: ["France"], languages: ["French"],
            rating: 8.1, reviewCount: 231, mpaa: "R"
        )
        let decoded = try JSONDecoder().decode(Movie.self, from: JSONEncoder().encode(movie))
        #expect(decoded == movie)
    }

    @Test func loadErrorExposesItsDetail() {
        #expect(MoviesLoadError.noConnection(detail: "a").detail == "a")
        #expect(MoviesLoadError.failed(detail: "b").detail == "b")
    }
}
