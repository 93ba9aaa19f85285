import Foundation
import MoviesTestSupport
import Testing

/// The built `flux-movies --source tmdb` against the loopback stub TMDB server.
@Suite(.serialized) struct TMDBSessionTests {
    private static func arguments(port: Int) -> [String] {
        [
            "--source", "tmdb", "--tmdb-base-url", "http://127.0.0.1:\(port)",
            "--tmdb-image-base-url", "http://127.0.0.1:\(port)/",
        ]
    }

    private static let environment = ["TMDB_API_KEY": "test-key"]

    private static func rows(_ numbers: ClosedRange<Int>) -> [String] {
        numbers.map { number in
            let padded = String(repeating: " ", count: 3 - String(number).count) + "\(number)"
            let year = number % 5 == 0 ? "" : " (2003)"
            let genres = number % 2 == 1 ? "Romance, Comedy" : "Drama"
            return "\(padded). Love \(number)\(year) - \(genres) - 6.5/10"
        }
    }

    private static let page1 =
        ["Movies - \"love\": page 1 of 2 (25 results)"] + rows(1...20) + ["Type \"more\" for page 2."]
    private static let page2 = ["Movies - \"love\": page 2 of 2 (25 results)"] + rows(21...25)

    @Test func resultsPagesDetailsAndPosterFromTheStub() throws {
        let server = try StubTMDBServer.start()
        defer { server.stop() }
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try app.run(
            Self.arguments(port: server.port), lines: ["search love", "more", "open 1"],
            environment: Self.environment)

        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.lines == ["Searching \"love\"..."] + Self.page1 + ["Loading page 2..."] + Self.page2 + [
                "Love 1",
                "Release Date: Sep 2, 2003",
                "Year: 2003",
                "Genres: Romance, Comedy",
                "Rating: 6.5/10 (101 reviews)",
                "Overview:",
                "Overview 1",
                "Type \"back\" to return to the list.",
                "Poster: http://127.0.0.1:\(server.port)/t/p/w342/poster1.jpg (23 bytes)",
            ])
        let saved = try String(
            contentsOf: app.dataDirectory.appendingPathComponent("recent-queries.json"), encoding: .utf8)
        #expect(saved == #"{"queries":["love"]}"#)
    }

    @Test func aServerErrorShowsFailedLoadingMoviesAndSavesNothing() throws {
        let server = try StubTMDBServer.start()
        defer { server.stop() }
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try app.run(
            Self.arguments(port: server.port), lines: ["search boom", "recent"],
            environment: Self.environment)

        #expect(result.status == 0)
        #expect(result.lines == ["Searching \"boom\"...", "Error: Failed loading movies", "Recent searches: none yet"])
        #expect(
            result.error == "flux-movies: loading movies failed: HTTP 500: Internal error: Something went wrong, "
                + "contact TMDb. (TMDB status_code 11)\n")
    }

    @Test func aRefusedConnectionShowsNoInternetConnection() throws {
        let server = try StubTMDBServer.start()
        server.stop()
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try app.run(
            Self.arguments(port: server.port), lines: ["search love", "more"],
            environment: Self.environment)

        #expect(result.status == 0)
        #expect(
            result.lines == [
                "Searching \"love\"...", "Error: No internet connection", "Loading page 1...",
                "Error: No internet connection",
            ])
    }

    @Test func aCachedPageStaysWhenTheNetworkThenFails() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let server = try StubTMDBServer.start()
        let online = try app.run(
            Self.arguments(port: server.port), lines: ["search love"], environment: Self.environment)
        server.stop()

        let offline = try app.run(
            Self.arguments(port: server.port), lines: ["search love", "open 20"],
            environment: Self.environment)

        #expect(online.lines == ["Searching \"love\"..."] + Self.page1)
        #expect(
            offline.lines == ["Searching \"love\"..."] + Self.page1 + ["Error: No internet connection"] + [
                "Love 20",
                "To be announced",
                "Genres: Drama",
                "Rating: 6.5/10 (120 reviews)",
                "Overview:",
                "Overview 20",
                "Type \"back\" to return to the list.",
            ])  // the poster fetch failed too: silently
    }
}
