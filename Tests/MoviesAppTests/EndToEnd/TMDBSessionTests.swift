import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// The built `flux-movies --source tmdb` against the loopback stub TMDB server.
@Suite(.serialized, .startsProcesses) struct TMDBSessionTests {
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

    @Test func resultsPagesDetailsAndPosterFromTheStub() async throws {
        try await StubTMDBServer.serving { server in
            let app = try FluxMoviesProcess()
            defer { app.remove() }

            let result = try await app.run(
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
    }

    /// A stub query, the line the console prints (English, 200 columns) and the stderr detail.
    nonisolated static let failures: [(String, String, String)] = [
        (
            "unauthorized",
            "Error: TMDB rejected the API key (HTTP 401): check TMDB_API_KEY, restart, then search again.",
            "HTTP 401: Invalid API key: You must be granted a valid key. (TMDB status_code 7)"
        ),
        (
            "notfound",
            "Error: TMDB has no such address (HTTP 404): check TMDB_BASE_URL, restart, then search again.",
            "HTTP 404: The resource you requested could not be found. (TMDB status_code 34)"
        ),
        (
            "ratelimited",
            "Error: Rate limited by TMDB (HTTP 429): try again in a moment: type \"more\" to retry.",
            "HTTP 429: Your request count (41) is over the allowed limit of 40. (TMDB status_code 25)"
        ),
        (
            "boom", "Error: TMDB server error (HTTP 500): type \"more\" to retry.",
            "HTTP 500: Internal error: Something went wrong, contact TMDb. (TMDB status_code 11)"
        ),
        ("unavailable", "Error: TMDB server error (HTTP 503): type \"more\" to retry.", "HTTP 503"),
        (
            "garbage", "Error: Unreadable answer from TMDB (not JSON): type \"more\" to retry.",
            "unreadable answer from BASE: not JSON"
        ),
        (
            "nofield",
            "Error: Unreadable answer from TMDB (missing field \"total_pages\"): type \"more\" to retry.",
            "unreadable answer from BASE: missing field \"total_pages\""
        ),
        (
            "badfield", "Error: Unreadable answer from TMDB (bad field \"results[0].id\"): type \"more\" to retry.",
            "unreadable answer from BASE: bad field \"results[0].id\""
        ),
    ]

    @Test(arguments: failures)
    func eachFailureShowsItsOwnLineAndSavesNothing(query: String, line: String, detail: String) async throws {
        try await StubTMDBServer.serving { server in
            let app = try FluxMoviesProcess()
            defer { app.remove() }

            let result = try await app.run(
                Self.arguments(port: server.port), lines: ["search \(query)", "recent"],
                environment: Self.environment.merging(["COLUMNS": "200"]) { $1 })

            #expect(result.status == 1)  // a script whose search failed
            #expect(result.lines == ["Searching \"\(query)\"...", line, "Recent searches: none yet"])
            let base = "http://127.0.0.1:\(server.port)"
            #expect(
                result.error
                    == "flux-movies: loading movies failed: \(detail.replacingOccurrences(of: "BASE", with: base))\n")
        }
    }

    @Test func aFailureLineInSpanishAndAtEightyColumnsKeepsWhatToDo() async throws {
        try await StubTMDBServer.serving { server in
            let app = try FluxMoviesProcess()
            defer { app.remove() }

            let result = try await app.run(
                Self.arguments(port: server.port), lines: ["search unauthorized"],
                environment: Self.environment.merging(["LANG": "es_ES.UTF-8"]) { $1 })

            #expect(
                result.lines == [
                    "Buscando \"unauthorized\"...",
                    "Error: TMDB rechazó la clave de API (HTTP 401): revisa TMDB_API_KEY, reinicia y",
                    "  vuelve a buscar.",
                ])
        }
    }

    @Test func aRefusedConnectionNamesTheHostAndPortNotTheInternet() async throws {
        let server = try await StubTMDBServer.start()
        await server.stop()
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(
            Self.arguments(port: server.port), lines: ["search love", "more"],
            environment: Self.environment.merging(["COLUMNS": "200"]) { $1 })

        let line =
            "Error: Cannot reach 127.0.0.1:\(server.port): check TMDB_BASE_URL and your network, then type \"more\" to retry."
        #expect(result.status == 1)  // a script whose search failed
        #expect(result.lines == ["Searching \"love\"...", line, "Loading page 1...", line])
        #expect(!result.output.contains("internet"))
    }

    @Test func aMissingPosterSaysUnavailableWithItsStatus() async throws {
        try await StubTMDBServer.serving { server in
            let app = try FluxMoviesProcess()
            defer { app.remove() }

            let result = try await app.run(
                Self.arguments(port: server.port), lines: ["search brokenposter", "open 1"],
                environment: Self.environment)

            #expect(
                result.lines == [
                    "Searching \"brokenposter\"...", "Movies - \"brokenposter\": page 1 of 1 (1 result)", "  1. Broken",
                    "Broken", "To be announced", "Type \"back\" to return to the list.",
                    "Poster: unavailable (HTTP 404)",
                ])
            #expect(
                result.error
                    == "flux-movies: loading the poster failed: HTTP 404: The resource you requested could not be found. "
                    + "(TMDB status_code 34)\n")
        }
    }

    @Test func aCachedPageStaysWhenTheNetworkThenFails() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let server = try await StubTMDBServer.start()
        let online = try await app.run(
            Self.arguments(port: server.port), lines: ["search love"], environment: Self.environment)
        await server.stop()

        let offline = try await app.run(
            Self.arguments(port: server.port), lines: ["search love", "open 20"],
            environment: Self.environment)

        #expect(online.lines == ["Searching \"love\"..."] + Self.page1)
        #expect(
            offline.lines == ["Searching \"love\"..."] + Self.page1 + [
                "Error: Cannot reach 127.0.0.1:\(server.port): check TMDB_BASE_URL and your network, then",
                "  type \"more\" to retry.",
            ] + [
                "Love 20",
                "To be announced",
                "Genres: Drama",
                "Rating: 6.5/10 (120 reviews)",
                "Overview:",
                "Overview 20",
                "Type \"back\" to return to the list.",
            ])  // Love 20 has no poster: no poster line
    }
}
