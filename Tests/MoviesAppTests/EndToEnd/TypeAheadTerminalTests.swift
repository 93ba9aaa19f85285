import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// Lines typed or pasted at a (pseudo-)terminal while a search loads: they stay on the screen
/// under the loading line, wait their turn and then run in order, as in a script; `cancel` and
/// Ctrl-C act at once and drop them.
@Suite(.startsProcesses) struct TypeAheadTerminalTests {
    static let welcome = TerminalModeTests.welcome
    static let spanishWelcome = ["flux-movies 0.2.0 (catálogo integrado): escribe un título; comandos: \"help\"."]

    /// Starts the app on a 100 x 80 terminal at 80 columns and waits for the greeting and the prompt.
    private func start(
        _ app: FluxMoviesProcess, _ arguments: [String], term: String = "xterm", language: String? = nil
    ) async throws -> PseudoTerminal {
        var environment = app.minimalEnvironment.merging(["TERM": term, "COLUMNS": "80"]) { $1 }
        environment["LANG"] = language
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path] + arguments, environment: environment, width: 100,
            height: 80)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        return terminal
    }

    /// What a script prints for `lines` (in a data directory of its own), without its first line
    /// (the loading line the terminal shows where it was typed) and, at a capable terminal, without
    /// the later loading lines (there the result replaces them).
    private func transcript(_ lines: [String], language: String? = nil, keepsLoadingLines: Bool = false) async throws
        -> [String]
    {
        let script = try FluxMoviesProcess()
        defer { script.remove() }
        var environment = ["COLUMNS": "80"]
        environment["LANG"] = language
        let printed = try await script.run(lines: lines, environment: environment).lines.dropFirst()
        let loading = ["Loading page", "Cargando la página"]
        return printed.filter { line in keepsLoadingLines || !loading.contains { line.hasPrefix($0) } }
    }

    @Test(.tags(.sanitized)) func pastedLinesWaitForTheSearchAndThenRunInOrder() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let results = try await transcript(["love", "more", "open 22"])
        let terminal = try await start(app, ["--latency", "700"])
        // Item 22 has only a year: its release line is that year, with no "Year:" line repeating it.
        #expect(
            results.suffix(9).prefix(3) == [
                "Love Is the Devil: Study for a Portrait of Francis Bacon", "Release Date: 1998",
                "Genres: Biography, Drama",
            ])
        terminal.type("love\rmore\ropen 22\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> love", "Searching \"love\"...", "> more", "(1 waiting) > open 22"]
                    + results + [">"]
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func waitingLinesStayVisibleUnderTheLoadingLineInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let results = try await transcript(["love", "more", "open 22"], language: "es_ES.UTF-8")
        #expect(
            results.suffix(9).prefix(3) == [
                "Love Is the Devil: Study for a Portrait of Francis Bacon", "Fecha de lanzamiento: 1998",
                "Géneros: Biografía, Drama",
            ])
        let terminal = try await start(app, ["--latency", "3000"], language: "es_ES.UTF-8")
        terminal.type("love\rmore\rabrir 22\r")
        // The prompt says how many typed lines wait (issue 34, item 22).
        let waiting = Self.spanishWelcome + ["> love", "Buscando \"love\"...", "> more", "(1 en espera) > abrir 22"]
        #expect(await terminal.waitForScreen { $0.lines == waiting + ["(2 en espera) >"] })
        #expect(await terminal.waitForScreen { $0.lines == waiting + results + [">"] })
        terminal.type("salir\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func resultsOfAPastedSearchArriveBeforeTheRecentSearchesTypedAfterIt() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let results = try await transcript(["amelie", "open 1", "recent"])
        let terminal = try await start(app, ["--latency", "700"])
        terminal.type("amelie\ropen 1\rrecent\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> amelie", "Searching \"amelie\"...", "> open 1", "(1 waiting) > recent"]
                    + results
                    + [">"]
            })
        terminal.type("\u{04}")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test(.tags(.sanitized)) func cancelActsAtOnceAndDropsTheWaitingLines() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, ["--latency", "60000"])
        terminal.type("love\ropen 1\r")
        let waiting = Self.welcome + ["> love", "Searching \"love\"...", "> open 1"]
        #expect(await terminal.waitForScreen { $0.lines == waiting + ["(1 waiting) >"] })
        terminal.type("cancel\r")
        let cancelled = waiting + ["(1 waiting) > cancel", "Cancelled.", "Dropped 1 waiting line: \"open 1\"."]
        #expect(await terminal.waitForScreen { $0.lines == cancelled + [">"] })
        // `open 1` did not run after the cancel: the next line's answer follows the note directly.
        terminal.type("back\r")
        #expect(await terminal.waitForScreen { $0.lines == cancelled + ["> back", "Already at the list.", ">"] })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func ctrlCCancelsTheLoadAndDropsTheWaitingLinesInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, ["--latency", "60000"], language: "es_ES.UTF-8")
        terminal.type("love\ropen 1\r")
        let waiting = Self.spanishWelcome + ["> love", "Buscando \"love\"...", "> open 1"]
        #expect(await terminal.waitForScreen { $0.lines == waiting + ["(1 en espera) >"] })
        terminal.type("\u{03}")
        let cancelled = waiting + ["Cancelado.", "Se descartó 1 línea en espera: \"open 1\"."]
        #expect(await terminal.waitForScreen { $0.lines == cancelled + [">"] })
        terminal.type("back\r")
        #expect(await terminal.waitForScreen { $0.lines == cancelled + ["> back", "Ya estás en la lista.", ">"] })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func aWaitingQuitEndsTheSessionAfterTheLinesBeforeIt() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let results = try await transcript(["godfather"])
        let terminal = try await start(app, ["--latency", "700"])
        terminal.type("godfather\rquit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(
            terminal.screen.lines == Self.welcome + ["> godfather", "Searching \"godfather\"...", "> quit"] + results)
        #expect(terminal.isInLineMode)
    }

    @Test func aDumbTerminalRunsLinesTypedDuringALoadInTurn() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let results = try await transcript(["love", "more"], keepsLoadingLines: true)
        let terminal = try await start(app, ["--latency", "3000"], term: "dumb")
        terminal.type("love\r")
        #expect(await terminal.waitForScreen { $0.lines.last == "Searching \"love\"..." })
        // The terminal echoes the line as it is typed; it runs once the search has loaded, and
        // the one prompt comes after its results.
        terminal.type("more\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> love", "Searching \"love\"...", "more"] + results + [">"]
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(!terminal.bytes.contains(0x1B))
    }

    /// Issue #34, item 15, at a terminal: `pick 2` in a session that has not listed the saved
    /// searches lists them, then searches the second; a line typed meanwhile waits its turn.
    @Test func pickListsTheSavedSearchesThenSearchesTheOneItNumbers() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.run(lines: ["search amelie", "search star wars"])
        let terminal = try await start(app, ["--no-suggest"])
        terminal.type("pick 2\rrecent\r")
        let amelie = [
            "Movies - \"amelie\": page 1 of 1 (1 result)", "  1. Amélie (2001) - Romance, Comedy, Drama - 8.1/10",
        ]
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> pick 2", "(1 waiting) > recent"]
                    + ["Recent searches:", "  1. star wars", "  2. amelie", "Type \"pick N\" to search one again."]
                    + amelie
                    + ["Recent searches:", "  1. amelie", "  2. star wars", "Type \"pick N\" to search one again."]
                    + [">"]
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    /// Issue #34, item 27, at a terminal: `open TITLE` of no listed film searches, and its only
    /// film (a typo corrected) opens; a line typed meanwhile runs after it.
    @Test func openTitleOpensTheOnlyFilmFoundThenRunsTheLineTypedMeanwhile() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, ["--no-suggest", "--latency", "300"])
        terminal.type("open forest gump\rback\r")
        let list = [
            "Movies - \"forest gump\": page 1 of 1 (1 result)", "Showing results for \"forrest gump\".",
            "  1. Forrest Gump (1994) - Romance, Comedy, Drama, History, Sport - 7.5/10",
        ]
        let details = [
            "Forrest Gump", "Release Date: Jun 23, 1994", "Year: 1994",
            "Genres: Romance, Comedy, Drama, History, Sport",
            "Runtime: 2h 22m", "Director: Robert Zemeckis", "Countries: United States", "Languages: English",
            "Rating: 7.5/10 (157 reviews)", "MPAA rating: PG-13", "Type \"back\" to return to the list.",
        ]
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> open forest gump", "Searching \"forest gump\"...", "> back"] + list
                    + details + list + [">"]
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }
}
