import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// Issue 24 at a (pseudo-)terminal with TMDB's stub: an overview's line breaks are paragraphs,
/// and the poster line shows `Poster: loading...` in place until the poster arrives; an empty
/// history file is empty (no warning, not moved aside).
@Suite(.serialized, .startsProcesses) struct PosterLoadingTerminalTests {
    private func start(
        _ app: FluxMoviesProcess, _ arguments: [String], environment extra: [String: String]
    ) async throws -> PseudoTerminal {
        let environment = app.minimalEnvironment.merging(["TERM": "xterm"].merging(extra) { $1 }) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path, "--no-suggest"] + arguments, environment: environment,
            width: 80, height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        return terminal
    }

    @Test(arguments: [
        ("en_US.UTF-8", "Poster: loading...", "Poster:", "Overview:"),
        ("es_ES.UTF-8", "Póster: cargando...", "Póster:", "Resumen:"),
    ])
    func thePosterLineLoadsInPlaceUnderParagraphs(
        locale: String, loading: String, poster: String, overview: String
    ) async throws {
        try await StubTMDBServer.serving(slow: 2) { server in
            let app = try FluxMoviesProcess()
            defer { app.remove() }
            let url = "http://127.0.0.1:\(server.port)"
            let terminal = try await start(
                app, ["--source", "tmdb", "--tmdb-base-url", url, "--tmdb-image-base-url", url + "/"],
                environment: ["TMDB_API_KEY": "test-key", "LANG": locale])
            terminal.type("slowposter\r")
            #expect(
                await terminal.waitForScreen {
                    $0.lines.last == ">" && $0.lines.contains { $0.hasPrefix("  1. Slow Poster") }
                })
            terminal.type("1\r")
            #expect(await terminal.waitForScreen { $0.lines.suffix(2) == [loading, ">"] })
            let details = terminal.screen.lines.drop { $0 != overview }
            #expect(Array(details.prefix(3)) == [overview, "First paragraph.", "Second paragraph."])
            // The poster line replaces the loading line: it is on the same row, and gone.
            let row = terminal.screen.lines.count - 2
            let loaded = "\(poster) \(url)/t/p/w342/slowposter.jpg (26 bytes)"
            #expect(await terminal.waitForScreen { $0.lines.suffix(2) == [loaded, ">"] })
            #expect(terminal.screen.lines.count - 2 == row && !terminal.screen.lines.contains(loading))
            terminal.type("quit\r")
            #expect(await terminal.waitForExit() == 0)
        }
    }

    @Test func anEmptyHistoryFileIsEmptyNotCorrupt() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        try FileManager.default.createDirectory(at: app.dataDirectory, withIntermediateDirectories: true)
        let history = app.dataDirectory.appendingPathComponent("history")
        try Data().write(to: history)
        try Data("  \n".utf8).write(to: app.dataDirectory.appendingPathComponent("recent-queries.json"))
        let terminal = try await start(app, [], environment: [:])
        #expect(terminal.screen.lines == TerminalModeTests.welcome + [">"])
        terminal.type("recent\r")
        #expect(await terminal.waitForScreen { $0.lines.suffix(3) == ["> recent", "Recent searches: none yet", ">"] })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: app.dataDirectory.path)
        #expect(!names.contains { $0.contains(".corrupt-") })
        #expect(try String(contentsOf: history, encoding: .utf8) == #"{"lines":["recent","quit"]}"#)
    }
}
