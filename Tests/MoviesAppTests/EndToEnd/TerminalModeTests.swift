import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// flux-movies at a real (pseudo-)terminal: a dumb terminal gets no escape sequence and one
/// prompt per input line; with stdout redirected, the prompt goes to the terminal through stderr
/// and the file gets only the transcript.
@Suite(.startsProcesses) struct TerminalModeTests {
    /// The greeting: one line at 80 columns.
    static let welcome = ["flux-movies 0.2.0 (embedded catalog): type a title, or \"help\" for commands."]

    private func start(_ app: FluxMoviesProcess, term: String, shellCommand: String? = nil) throws -> PseudoTerminal {
        let executable = BuildProducts.executable("flux-movies").path
        let environment = app.minimalEnvironment.merging(["TERM": term, "COLUMNS": "80"]) { $1 }
        if let shellCommand {
            return try PseudoTerminal(
                executable: "/bin/sh",
                arguments: ["-c", shellCommand, executable, "--data-dir", app.dataDirectory.path],
                environment: environment, width: 100, height: 30)
        }
        return try PseudoTerminal(
            executable: executable, arguments: ["--data-dir", app.dataDirectory.path], environment: environment,
            width: 100, height: 30)
    }

    @Test func aDumbTerminalGetsNoEscapeSequenceAndOnePromptPerLine() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try start(app, term: "dumb")
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + [">"] })
        terminal.type("search godfather\r")
        #expect(await terminal.waitForScreen { $0.lines.last == ">" && $0.lines.count > 4 })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)

        #expect(!terminal.bytes.contains(0x1B))
        #expect(
            terminal.screen.lines
                == Self.welcome + ["> search godfather", "Searching \"godfather\"..."] + GodfatherTranscript.page
                + ["> quit"])
    }

    @Test func aSpanishTerminalIsGreetedInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let executable = BuildProducts.executable("flux-movies").path
        let environment = app.minimalEnvironment.merging(["TERM": "dumb", "COLUMNS": "80", "LANG": "es_ES.UTF-8"]) {
            $1
        }
        let terminal = try PseudoTerminal(
            executable: executable, arguments: ["--data-dir", app.dataDirectory.path], environment: environment,
            width: 100, height: 30)
        let welcome = ["flux-movies 0.2.0 (catálogo integrado): escribe un título; comandos: \"help\"."]
        #expect(await terminal.waitForScreen { $0.lines == welcome + [">"] })
        terminal.type("salir\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.screen.lines == welcome + ["> salir"])
    }

    @Test func aFailureWhileThePromptShowsIsNeverGluedToIt() async throws {
        let server = try await StubTMDBServer.start()
        await server.stop()
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "80", "TMDB_API_KEY": "k"]) {
            $1
        }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: [
                "--data-dir", app.dataDirectory.path, "--source", "tmdb", "--tmdb-base-url",
                "http://127.0.0.1:\(server.port)",
            ],
            environment: environment, width: 100, height: 30)
        let welcome = "flux-movies 0.2.0 (TMDB): type a title, or \"help\" for commands."
        #expect(await terminal.waitForScreen { $0.lines == [welcome, ">"] })
        terminal.type("search love\r")
        #expect(await terminal.waitForScreen { $0.lines.count == 7 && $0.lines.last == ">" })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)

        #expect(
            terminal.screen.lines == [
                welcome, "> search love", "Searching \"love\"...",
                "flux-movies: loading movies failed: cannot connect to http://127.0.0.1:\(server.port)",
                "Error: Cannot reach 127.0.0.1:\(server.port): check TMDB_BASE_URL and your network, then",
                "  type \"more\" to retry.", "> quit",
            ])
    }

    @Test func withStdoutRedirectedThePromptGoesToTheTerminalAndTheFileGetsTheTranscript() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let file = app.directory.file("log.txt")
        let terminal = try start(app, term: "xterm", shellCommand: "exec \"$0\" \"$@\" > '\(file.path)'")
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + [">"] })
        terminal.type("search godfather\r")
        let page = (["Searching \"godfather\"..."] + GodfatherTranscript.page).joined(separator: "\n") + "\n"
        #expect(
            try await FileChanges(in: file.deletingLastPathComponent()).wait {
                (try? String(contentsOf: file, encoding: .utf8)) == page
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)

        let transcript = try String(contentsOf: file, encoding: .utf8)
        #expect(
            transcript == (["Searching \"godfather\"..."] + GodfatherTranscript.page).joined(separator: "\n") + "\n")
        #expect(Array(terminal.screen.lines.prefix(Self.welcome.count)) == Self.welcome)
        #expect(terminal.screen.lines.last == "> quit")
    }
}
