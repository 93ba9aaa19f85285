import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The TMDB repositories over real HTTP against `stub_tmdb.py` on 127.0.0.1.
@Suite(.serialized) struct TMDBIntegrationTests {
    private func configuration(_ server: StubTMDBServer, timeout: TimeInterval = 10) throws -> TMDBConfiguration {
        try TMDBConfiguration.resolve(
            environment: [
                "TMDB_API_KEY": "test-key",
                "TMDB_BASE_URL": server.baseURL.absoluteString,
                "TMDB_IMAGE_BASE_URL": server.baseURL.absoluteString,
            ], timeout: timeout)
    }

    private func repository(
        _ server: StubTMDBServer, cache: ResponseCacheStore? = nil,
        timeout: TimeInterval = 10
    ) throws -> TMDBMoviesRepository {
        TMDBMoviesRepository(
            configuration: try configuration(server, timeout: timeout), cache: cache,
            session: URLSessionForTests.session)
    }

    private func fixturePage(_ number: Int) throws -> MoviesPage {
        let data = try TestFixtures.data("search-love-page\(number).json")
        return TMDBMapping.page(try JSONDecoder().decode(TMDBMoviesResponseDTO.self, from: data))
    }

    private func loadError(_ body: () async throws -> MoviesPage) async -> MoviesLoadError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error as? MoviesLoadError
        }
    }

    @Test func twoPagesOfResultsAreDecodedAndRequestedExactly() async throws {
        try await StubTMDBServer.serving { server in
            let repository = try repository(server)

            let page1 = try await repository.fetchMoviesPage(query: MovieQuery(query: "love"), page: 1) { _ in }
            let page2 = try await repository.fetchMoviesPage(query: MovieQuery(query: "love"), page: 2) { _ in }

            #expect(page1 == (try fixturePage(1)))
            #expect(page2 == (try fixturePage(2)))
            #expect(page1.page == 1 && page1.totalPages == 2 && page1.totalResults == 25 && page1.movies.count == 20)
            #expect(page2.page == 2 && page2.movies.map(\.id) == Array(1021...1025))
            #expect(
                page1.movies[0]
                    == Movie(
                        id: 1001, title: "Love 1", genres: ["Romance", "Comedy"], posterPath: "/poster1.jpg",
                        overview: "Overview 1", releaseDate: Date(timeIntervalSince1970: 1_062_460_800), year: 2003,
                        rating: 6.5, reviewCount: 101))
            #expect(
                try await server.receivedPaths() == [
                    "/3/search/movie?api_key=test-key&language=en-US&query=love&page=1",
                    "/3/search/movie?api_key=test-key&language=en-US&query=love&page=2",
                ])
        }
    }

    @Test func anUnknownQueryIsAnEmptyPage() async throws {
        try await StubTMDBServer.serving { server in
            let page = try await repository(server).fetchMoviesPage(query: MovieQuery(query: "zzqqxx"), page: 1) { _ in
            }
            #expect(page == .empty)
        }
    }

    /// A stub query and the error its answer maps to (`BASE` stands for the stub's base URL).
    nonisolated static let failingQueries: [(String, MoviesLoadError)] = [
        (
            "unauthorized",
            .rejectedKey(detail: "HTTP 401: Invalid API key: You must be granted a valid key. (TMDB status_code 7)")
        ),
        (
            "notfound",
            .notFound(detail: "HTTP 404: The resource you requested could not be found. (TMDB status_code 34)")
        ),
        (
            "ratelimited",
            .rateLimited(
                detail: "HTTP 429: Your request count (41) is over the allowed limit of 40. (TMDB status_code 25)")
        ),
        (
            "boom",
            .serverError(
                status: 500,
                detail: "HTTP 500: Internal error: Something went wrong, contact TMDb. (TMDB status_code 11)")
        ),
        ("unavailable", .serverError(status: 503, detail: "HTTP 503")),
        ("forbidden", .httpStatus(403, detail: "HTTP 403")),
        ("garbage", .unreadable(.notJSON, detail: "unreadable answer from BASE: not JSON")),
        ("empty", .unreadable(.empty, detail: "empty response from BASE")),
        (
            "nofield",
            .unreadable(
                .missingField(path: "total_pages"), detail: "unreadable answer from BASE: missing field \"total_pages\""
            )
        ),
        (
            "badfield",
            .unreadable(
                .badField(path: "results[0].id"), detail: "unreadable answer from BASE: bad field \"results[0].id\"")
        ),
        // Reading stops at 8 MiB: an endless body would otherwise grow until the timeout (or memory) ends it.
        (
            "endless",
            .tooLarge(
                limit: 8_388_608, detail: "the answer from BASE was larger than 8388608 bytes; stopped reading it")
        ),
        // Refused on its declared length, before the body: the stub sends bytes until it is hung up on.
        (
            "huge",
            .tooLarge(
                limit: 8_388_608, detail: "the answer from BASE was larger than 8388608 bytes; stopped reading it")
        ),
    ]

    @Test(arguments: failingQueries)
    func eachKindOfFailureIsMappedWithTMDBsStatusMessage(query: String, expected: MoviesLoadError) async throws {
        try await StubTMDBServer.serving { server in
            let repository = try repository(server)
            let error = await loadError {
                try await repository.fetchMoviesPage(query: MovieQuery(query: query), page: 1) { _ in }
            }
            let base = server.baseURL.absoluteString
            #expect(error.map { "\($0)" } == "\(expected)".replacingOccurrences(of: "BASE", with: base))
        }
    }

    @Test func aResponseSlowerThanTheTimeoutTimesOutNamingTheSeconds() async throws {
        try await StubTMDBServer.serving(slow: 3) { server in
            let repository = try repository(server, timeout: 0.5)
            let error = await loadError {
                try await repository.fetchMoviesPage(query: MovieQuery(query: "slow"), page: 1) { _ in }
            }
            #expect(
                error == .timedOut(seconds: 1, detail: "no answer from \(server.baseURL.absoluteString) within 1 s"))
        }
    }

    @Test func aClosedPortIsUnreachableWithItsAddressNotNoConnection() async throws {
        let server = try await StubTMDBServer.start()
        await server.stop()
        let repository = try repository(server)
        let error = await loadError {
            try await repository.fetchMoviesPage(query: MovieQuery(query: "love"), page: 1) { _ in }
        }
        #expect(
            error
                == .unreachable(
                    address: "127.0.0.1:\(server.port)", detail: "cannot connect to \(server.baseURL.absoluteString)"))
    }

    @Test func anUnknownHostIsUnreachable() async throws {
        let configuration = TMDBConfiguration(
            apiKey: "test-key", baseURL: try #require(URL(string: "https://no-such-host.invalid")),
            imageBaseURL: try #require(URL(string: "https://no-such-host.invalid")), timeout: 10)
        let repository = TMDBMoviesRepository(
            configuration: configuration, cache: nil, session: URLSessionForTests.session)
        let error = await loadError {
            try await repository.fetchMoviesPage(query: MovieQuery(query: "love"), page: 1) { _ in }
        }
        #expect(
            error
                == .unreachable(
                    address: "no-such-host.invalid:443", detail: "cannot connect to https://no-such-host.invalid"))
    }

    @Test func postersAreFetchedInTheClosestWidth() async throws {
        try await StubTMDBServer.serving { server in
            let posters = TMDBPosterImagesRepository(
                configuration: try configuration(server), session: URLSessionForTests.session)

            #expect(
                try await posters.fetchPosterImage(path: "/abc.jpg", width: 200) == Data("POSTER w185/abc.jpg".utf8))
            #expect(try await posters.fetchPosterImage(path: "/abc.jpg", width: 123) == Data("POSTER w92/abc.jpg".utf8))
            await #expect(
                throws: MoviesLoadError.notFound(
                    detail: "HTTP 404: The resource you requested could not be found. (TMDB status_code 34)")
            ) {
                try await posters.fetchPosterImage(path: "/missing.jpg", width: 500)
            }
            await #expect(
                throws: MoviesLoadError.failed(detail: "cannot build a valid URL for \(server.baseURL.absoluteString)")
            ) {
                try await posters.fetchPosterImage(path: "no-slash.jpg", width: 500)
            }
            #expect(
                try await server.receivedPaths() == ["/t/p/w185/abc.jpg", "/t/p/w92/abc.jpg", "/t/p/w500/missing.jpg"])
        }
    }

    @Test func theCacheIsServedFirstThenReplacedByTheFreshPage() async throws {
        try await StubTMDBServer.serving { server in
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let cache = ResponseCacheStore(directory: directory.url, warnings: WarningCollector().sink)
            let repository = try repository(server, cache: cache)
            let delivered = CachedPages()
            let stale = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [Movie(id: 9, title: "Stale")])
            await cache.store(stale, query: "love", page: 1)

            let fresh = try await repository.fetchMoviesPage(query: MovieQuery(query: "love"), page: 1) {
                await delivered.add($0)
            }

            #expect(await delivered.pages == [stale])
            #expect(fresh == (try fixturePage(1)))
            #expect(await cache.cachedPage(query: "love", page: 1) == fresh)
            #expect(await cache.cachedPage(query: "Love", page: 1) == nil)
        }
    }

    @Test func aCachedPageIsDeliveredEvenWhenTheNetworkThenFails() async throws {
        try await StubTMDBServer.serving { server in
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let cache = ResponseCacheStore(directory: directory.url, warnings: WarningCollector().sink)
            let cachedBoom = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [Movie(id: 1, title: "Boom")])
            await cache.store(cachedBoom, query: "boom", page: 1)
            let repository = try repository(server, cache: cache)
            let delivered = CachedPages()

            let error = await loadError {
                try await repository.fetchMoviesPage(query: MovieQuery(query: "boom"), page: 1) {
                    await delivered.add($0)
                }
            }

            #expect(await delivered.pages == [cachedBoom])
            #expect(
                error
                    == .serverError(
                        status: 500,
                        detail: "HTTP 500: Internal error: Something went wrong, contact TMDb. (TMDB status_code 11)"
                    ))
            #expect(await cache.cachedPage(query: "boom", page: 1) == cachedBoom)
        }
    }
}

/// Pages delivered through a repository's `cached` callback.
actor CachedPages {
    private(set) var pages: [MoviesPage] = []
    func add(_ page: MoviesPage) { pages.append(page) }
}
