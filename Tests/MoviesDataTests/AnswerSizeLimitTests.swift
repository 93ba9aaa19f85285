import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers over their size limit: refused with `tooLarge`, never read to their end. The
/// requests time out after 120 s, a hang guard only: under ThreadSanitizer on a loaded machine
/// reading the first mebibyte of an endless body once took longer than 10 s.
@Suite(.serialized) struct AnswerSizeLimitTests {
    private func service(_ server: StubTMDBServer, maxBytes: Int) -> NetworkService {
        NetworkService(
            configuration: NetworkConfiguration(
                baseURL: server.baseURL, queryItems: [URLQueryItem(name: "api_key", value: "test-key")], timeout: 120,
                maxResponseBytes: maxBytes),
            session: URLSessionForTests.session)
    }

    private func networkError(_ body: () async throws(NetworkError) -> Data) async -> String {
        do {
            return "data(\(try await body().count))"
        } catch {
            return describe(error)
        }
    }

    @Test func anEndlessChunkedBodyStopsAtTheLimit() async throws {
        try await StubTMDBServer.serving { server in
            let service = service(server, maxBytes: 1 << 20)
            let endpoint = TMDBEndpoints.searchMovies(query: "endless", page: 1)
            #expect(
                await networkError { () throws(NetworkError) in try await service.request(endpoint) }
                    == "tooLarge(1048576)"
            )
            // The connection was given up: the server still answers the next request at once.
            let small = TMDBEndpoints.searchMovies(query: "nothing", page: 1)
            #expect(await networkError { () throws(NetworkError) in try await service.request(small) } == "data(64)")
        }
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeReading() async throws {
        try await StubTMDBServer.serving { server in
            let service = service(server, maxBytes: 1 << 20)
            let endpoint = TMDBEndpoints.searchMovies(query: "huge", page: 1)
            #expect(
                await networkError { () throws(NetworkError) in try await service.request(endpoint) }
                    == "tooLarge(1048576)"
            )
        }
    }

    @Test func anEndlessPosterStopsAtTenMebibytes() async throws {
        try await StubTMDBServer.serving { server in
            let configuration = try TMDBConfiguration.resolve(
                environment: [
                    "TMDB_API_KEY": "test-key", "TMDB_BASE_URL": server.baseURL.absoluteString,
                    "TMDB_IMAGE_BASE_URL": server.baseURL.absoluteString,
                ], timeout: 120)
            let posters = TMDBPosterImagesRepository(configuration: configuration, session: URLSessionForTests.session)
            let base = server.baseURL.absoluteString
            await #expect(
                throws: MoviesLoadError.tooLarge(
                    limit: 10_485_760,
                    detail: "the answer from \(base) was larger than 10485760 bytes; stopped reading it")
            ) {
                try await posters.fetchPosterImage(path: "/endless.jpg", width: 500)
            }
        }
    }

    @Test func aSessionThatReadsWholeBodiesIsCheckedAfterwards() async throws {
        let limit = 100
        let exact = NetworkService(
            configuration: NetworkConfiguration(baseURL: URL(fileURLWithPath: "/").withHTTP, maxResponseBytes: limit),
            session: FakeSession(status: 200, body: Data(count: limit)))
        let over = NetworkService(
            configuration: NetworkConfiguration(baseURL: URL(fileURLWithPath: "/").withHTTP, maxResponseBytes: limit),
            session: FakeSession(status: 200, body: Data(count: limit + 1)))
        let endpoint = Endpoint(path: "/x")
        #expect(await networkError { () throws(NetworkError) in try await exact.request(endpoint) } == "data(100)")
        #expect(await networkError { () throws(NetworkError) in try await over.request(endpoint) } == "tooLarge(100)")
    }

    @Test func aCacheFileOverItsLimitIsMovedAsideUnread() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let big = Data(#"{"entries":[]}"#.utf8) + Data(repeating: 0x20, count: 200)
        try big.write(to: directory.file("response-cache.json"))
        let warnings = WarningCollector()
        let cache = ResponseCacheStore(
            directory: directory.url, maxFileBytes: 100, warnings: warnings.sink,
            now: { Date(timeIntervalSince1970: 1_767_323_045) })

        #expect(await cache.keys().isEmpty)
        let aside = directory.file("response-cache.json.corrupt-20260102T030405Z")
        #expect(try Data(contentsOf: aside) == big)
        #expect(
            warnings.messages == [
                "warning: \(directory.file("response-cache.json").path) is unreadable; "
                    + "moved it to \(aside.path) and starting empty"
            ])
    }
}

extension URL {
    /// An `http://127.0.0.1/` URL (the fake sessions never connect).
    fileprivate var withHTTP: URL { URL(string: "http://127.0.0.1/") ?? self }
}
