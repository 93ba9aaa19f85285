import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// A script (stdin not a terminal): the transcript on stdout, the `error:` lines on stderr, and an
/// exit status that says whether every command succeeded.
@Suite(.startsProcesses) struct ScriptErrorStreamTests {
    @Test(.tags(.sanitized)) func errorLinesGoToStderrAndTheStatusIsOneWhenACommandFailed() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let result = try await app.run(lines: ["mroe", "godfather", "open 9", "open 1"])
        let clean = try await app.run(lines: ["godfather", "open 1"])

        #expect(result.status == 1)
        #expect(result.output == clean.output)
        #expect(
            result.error == """
                error: "mroe" is not a command; did you mean "more"? To search for it, type: search mroe
                error: "open 9": there is no item 9; use a number from 1 to 7

                """)
        #expect(clean.status == 0 && clean.error == "")
    }

    @Test func spanishErrorLinesGoToStderrToo() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let result = try await app.run(lines: ["mroe", "salir"], environment: ["LANG": "es_ES.UTF-8"])

        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.error
                == "error: \"mroe\" no es un comando; ¿quisiste decir \"more\"? Para buscarlo, escribe: search mroe\n")
    }

    @Test func aFailedLoadFailsTheScript() async throws {
        let server = try await StubTMDBServer.start()
        await server.stop()
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let result = try await app.run(
            ["--source", "tmdb", "--tmdb-base-url", "http://127.0.0.1:\(server.port)"], lines: ["love"],
            environment: ["TMDB_API_KEY": "k"])

        #expect(result.status == 1)
        #expect(result.lines.first == "Searching \"love\"...")
        #expect(result.lines.contains { $0.hasPrefix("Error: Cannot reach 127.0.0.1:") })
    }
}
