import Foundation
import MoviesApp
import TestSupport
import Testing

/// The built `flux-movies` words its usage and stderr messages in Spanish for a Spanish locale
/// (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), with the same exit statuses.
@Suite(.startsProcesses) struct SpanishLaunchTests {
    private let spanish = ["LANG": "es_ES.UTF-8"]

    @Test func aMistypedOptionInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(["--sourc", "tmdb"], environment: spanish, withDataDirectory: false)

        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            result.error
                == "flux-movies: opción desconocida '--sourc'; ¿quisiste decir '--source'?\n"
                + "Prueba 'flux-movies --help'.\n")
    }

    @Test func helpInSpanishByLCAll() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(["--help"], environment: ["LC_ALL": "es_ES.UTF-8"], withDataDirectory: false)

        #expect(result.status == 0 && result.error == "")
        #expect(result.output == Language.spanish.strings.usage + "\n")
        #expect(result.lines.first == "uso: flux-movies [opciones]")
    }

    @Test func lcAllCWinsOverASpanishLang() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let environment = ["LC_ALL": "C", "LANG": "es_ES.UTF-8"]
        let help = try await app.run(["--help"], environment: environment, withDataDirectory: false)
        let mistake = try await app.run(["--bogus"], environment: environment, withDataDirectory: false)

        #expect(help.status == 0 && help.output == LaunchArguments.usage + "\n")
        #expect(mistake.status == 2)
        #expect(mistake.error == "flux-movies: unknown option '--bogus'\nTry 'flux-movies --help'.\n")
    }

    @Test func tmdbWithoutAnAPIKeyInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(["--source", "tmdb"], lines: ["search love"], environment: spanish)

        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            result.error
                == "flux-movies: --source tmdb necesita una clave de API: define TMDB_API_KEY "
                + "(consigue una en https://www.themoviedb.org/settings/api)\n")
    }

    @Test func aRecordingRefusalInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let kept = Data("my notes\n".utf8)
        try kept.write(to: app.directory.file("s.jsonl"))
        let path = app.logPath("s.jsonl")

        let refused = try await app.run(["--record", path], lines: ["search love"], environment: spanish)

        #expect(refused.status == 2)
        #expect(refused.output == "")
        #expect(
            refused.error
                == "flux-movies: --record: \(path) ya existe; no se sobrescribe (añade --force para reemplazarlo)\n")
        #expect(try app.contents("s.jsonl") == kept)
    }

    @Test func replayMistakesInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        let path = app.logPath("s.jsonl")

        let noFile = try await app.replay([], environment: spanish)
        let beyond = try await app.replay([path, "--until", "4"], environment: spanish)

        #expect(noFile.status == 2 && noFile.output == "")
        #expect(
            noFile.error
                == "flux-movies: replay necesita el registro de acciones que reproducir: flux-movies replay FILE\n"
                + "Prueba 'flux-movies --help'.\n")
        #expect(beyond.status == 2 && beyond.output == "")
        #expect(beyond.error == "flux-movies: --until 4 está más allá del registro: \(path) termina en la seq 3\n")
    }

    @Test func aForeignLogInSpanishAndALogProblemStaysEnglish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let foreign =
            #"{"format":"flux-action-log","version":1,"app":{"name":"tally","version":"0.1"},"#
            + #""created":"2026-01-02T03:04:05.123Z","stores":["counter"],"digest":{"counter":"61530ab4f577b52f"}}"#
        try Data((foreign + "\n").utf8).write(to: app.directory.file("tally.jsonl"))

        let other = try await app.replay([app.logPath("tally.jsonl")], environment: spanish)
        let missing = try await app.replay([app.logPath("nope.jsonl")], environment: spanish)

        #expect(other.status == 1)
        #expect(
            other.error
                == "flux-movies: \(app.logPath("tally.jsonl")):1: grabado por \"tally\" 0.1, "
                + "no por flux-movies; reprodúcelo con esa aplicación\n")
        #expect(missing.status == 1)
        #expect(missing.error == "flux-movies: \(app.logPath("nope.jsonl")): cannot open: No such file or directory\n")
    }
}
