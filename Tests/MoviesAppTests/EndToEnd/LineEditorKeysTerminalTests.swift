import Foundation
import MoviesApp
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// The line editor's keys of issue 24 at a real (pseudo-)terminal, in English and Spanish:
/// long lines (item 5), Tab's columns and other languages' words (8), Ctrl-R, Up/Down by prefix,
/// Ctrl-Y and Alt-. (14); exact screens through the VT100 model.
@Suite(.startsProcesses) struct LineEditorKeysTerminalTests {
    static let welcome = TerminalModeTests.welcome
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let spanish = ["LANG": "es_ES.UTF-8"]
    static let earlierLines = ["love actually", "open 2", "lost in translation", "search alien"]

    /// Starts the app on a `width` x 30 terminal (`COLUMNS` the same, no live suggestions), its
    /// history holding `history`, and waits for the prompt.
    private func start(
        _ app: FluxMoviesProcess, width: Int = 80, history: [String] = [], environment extra: [String: String] = [:]
    ) async throws -> PseudoTerminal {
        try FileManager.default.createDirectory(at: app.dataDirectory, withIntermediateDirectories: true)
        let file = try JSONEncoder().encode(["lines": history])
        try file.write(to: app.dataDirectory.appendingPathComponent("history"))
        var environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "\(width)"]) { $1 }
        environment.merge(extra) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path, "--no-suggest"], environment: environment, width: width,
            height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        return terminal
    }

    /// Types `keys` and waits until the last row is `line`.
    private func type(_ keys: String, expecting line: String, on terminal: PseudoTerminal) async {
        terminal.type(keys)
        #expect(await terminal.waitForScreen { $0.lines.last == line }, "after \(keys.debugDescription)")
    }

    @Test func aLongLineMarksItsHiddenPartsAndIsShownWholeOnceEntered() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, width: 40)
        let line = "search the lord of the rings: the return"
        await type(line, expecting: "> …h the lord of the rings: the return", on: terminal)
        await type("\u{01}", expecting: "> search the lord of the rings: the re…", on: terminal)
        #expect(terminal.screen.column == 2)
        terminal.type(String(repeating: "\u{1B}f", count: 6))
        #expect(await terminal.waitForScreen { $0.column == 31 })
        #expect(terminal.screen.lines.last == "> search the lord of the rings: the re…")
        await type("\u{05}", expecting: "> …h the lord of the rings: the return", on: terminal)
        // Entered, the line is shown whole: the terminal wraps it onto a second row.
        terminal.type("\r")
        #expect(await terminal.waitForScreen { $0.lines.count > 3 && $0.lines.last == ">" })
        let rows = terminal.screen.lines
        let entered = rows.firstIndex(of: "> search the lord of the rings: the retu")
        #expect(entered.map { rows[$0 + 1] } == "rn")
        terminal.type("\u{04}")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func tabListsCandidatesInColumnsThatFitAndCompletesOtherLanguagesWords() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, width: 40)
        terminal.type("\t")
        let columns = ["back    help    open    quit    search", "cancel  more    pick    recent"]
        #expect(await terminal.waitForScreen { $0.lines.suffix(3) == columns + [">"] })
        // No English word starts with "a": the Spanish words, accepted in English too.
        terminal.type("a\t")
        #expect(await terminal.waitForScreen { $0.lines.suffix(4) == columns + ["abrir  atrás  ayuda", "> a"] })
        await type("b\t", expecting: "> abrir", on: terminal)
        #expect(terminal.screen.column == 8)
        terminal.type("\u{15}\u{04}")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func tabInSpanishListsEveryWordInColumns() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, environment: Self.spanish)
        terminal.type("\t")
        let columns = [
            "abrir      back       cancelar   more       pick       recientes",
            "atrás      buscar     elegir     más        quit       salir",
            "ayuda      cancel     help       open       recent     search",
        ]
        #expect(await terminal.waitForScreen { $0.lines.suffix(4) == columns + [">"] })
        await type("reci\t", expecting: "> recientes", on: terminal)
        terminal.type("\u{15}\u{04}")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func ctrlRSearchesTheHistoryAndEnterRunsTheFoundLine() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, history: Self.earlierLines)
        await type("\u{12}", expecting: "(reverse-i-search)'':", on: terminal)
        await type("lo", expecting: "(reverse-i-search)'lo': lost in translation", on: terminal)
        #expect(terminal.screen.column == 24)
        await type("\u{12}", expecting: "(reverse-i-search)'lo': love actually", on: terminal)
        await type("\u{12}", expecting: "(failed reverse-i-search)'lo': love actually", on: terminal)
        await type("\u{07}", expecting: ">", on: terminal)
        // Ctrl-R Ctrl-R searches for "lo" again; Esc brings the line back; another key edits.
        await type("x\u{12}\u{12}", expecting: "(reverse-i-search)'lo': lost in translation", on: terminal)
        await type("\u{1B}", expecting: "> x", on: terminal)
        await type("\u{12}alien\u{05} 2", expecting: "> search alien 2", on: terminal)
        await type("\u{15}\u{12}love", expecting: "(reverse-i-search)'love': love actually", on: terminal)
        terminal.type("\r")
        #expect(await terminal.waitForScreen { $0.lines.contains("> love actually") && $0.lines.last == ">" })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        let saved = try String(contentsOf: app.dataDirectory.appendingPathComponent("history"), encoding: .utf8)
        #expect(saved.hasSuffix(#""search alien","love actually","quit"]}"#))
    }

    @Test func ctrlRInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, history: Self.earlierLines, environment: Self.spanish)
        await type("\u{12}lo", expecting: "(búsqueda inversa)'lo': lost in translation", on: terminal)
        await type("x", expecting: "(búsqueda inversa fallida)'lox': lost in translation", on: terminal)
        await type("\u{07}\u{04}", expecting: ">", on: terminal)
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func upAndDownFollowTheTypedPrefixAndCtrlYAndAltDotRecallText() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, history: Self.earlierLines)
        for (key, line) in [
            ("lo", "> lo"), (Self.up, "> lost in translation"), (Self.up, "> love actually"),
            (Self.down, "> lost in translation"), (Self.down, "> lo"), ("\u{15}", ">"), (Self.up, "> search alien"),
            (Self.up, "> lost in translation"), (Self.down, "> search alien"), (Self.down, ">"),
            ("open 22\u{17}", "> open"), ("\u{15}", ">"), ("\u{19}", "> open"), ("\u{1B}.", "> open alien"),
            ("\u{1B}.", "> open translation"), ("\u{1B}.", "> open 2"),
        ] {
            await type(key, expecting: line, on: terminal)
        }
        terminal.type("\u{15}\u{04}")
        #expect(await terminal.waitForExit() == 0)
    }
}
