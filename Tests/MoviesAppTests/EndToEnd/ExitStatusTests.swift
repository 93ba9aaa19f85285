import Foundation
import MoviesApp
import TestSupport
import Testing

/// Exit statuses and messages of the built `flux-movies` for flags and configuration.
@Suite(.startsProcesses) struct ExitStatusTests {
    @Test func endOfInputExitsZero() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run()

        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.error == "")
    }

    @Test(.tags(.sanitized)) func anUnknownFlagPrintsTheUsageOnStderrAndExitsTwo() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(["--bogus"], withDataDirectory: false)

        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == "flux-movies: unknown option '--bogus'\nTry 'flux-movies --help'.\n")
        let typo = try await app.run(["--sourc", "tmdb"])
        #expect(typo.status == 2 && typo.output == "")
        #expect(
            typo.error == "flux-movies: unknown option '--sourc'; did you mean '--source'?\nTry 'flux-movies --help'.\n"
        )
    }

    @Test func aBadFlagValueExitsTwo() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let source = try await app.run(["--source", "web"])
        let latency = try await app.run(["--latency", "soon"])

        #expect(source.status == 2)
        #expect(
            source.error == "flux-movies: --source must be catalog or tmdb, got 'web'\nTry 'flux-movies --help'.\n")
        #expect(latency.status == 2)
        #expect(
            latency.error
                == "flux-movies: --latency must be a whole number of milliseconds from 0 to 60000, got 'soon'\n"
                + "Try 'flux-movies --help'.\n")
    }

    @Test func tmdbWithoutAnAPIKeyPrintsOneLineAndExitsTwo() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(["--source", "tmdb"], lines: ["search love"])

        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            result.error == "flux-movies: --source tmdb needs an API key: set TMDB_API_KEY "
                + "(get one at https://www.themoviedb.org/settings/api)\n")
    }

    @Test func tmdbWithABadBaseURLExitsTwo() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(
            ["--source", "tmdb", "--tmdb-base-url", "ftp://example.com"],
            environment: ["TMDB_API_KEY": "k"])

        #expect(result.status == 2)
        #expect(
            result.error
                == "flux-movies: --tmdb-base-url must be an http(s) URL with a host, got \"ftp://example.com\"\n")
        let flag = try await app.run(
            ["--source", "tmdb", "--tmdb-base-url", "not a url"], environment: ["TMDB_API_KEY": "k"])
        #expect(flag.status == 2)
        #expect(flag.error == "flux-movies: --tmdb-base-url must be an http(s) URL with a host, got \"not a url\"\n")
        let variable = try await app.run(
            ["--source", "tmdb"], environment: ["TMDB_API_KEY": "k", "TMDB_IMAGE_BASE_URL": "not a url"])
        #expect(variable.status == 2)
        #expect(
            variable.error == "flux-movies: TMDB_IMAGE_BASE_URL must be an http(s) URL with a host, got \"not a url\"\n"
        )
    }

    @Test func helpAndVersionExitZero() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let help = try await app.run(["--help"], withDataDirectory: false)
        let version = try await app.run(["--version"], withDataDirectory: false)

        #expect(help.status == 0 && help.output == LaunchArguments.usage + "\n" && help.error == "")
        #expect(version.status == 0 && version.output == "flux-movies 0.2.0\n")
    }
}
