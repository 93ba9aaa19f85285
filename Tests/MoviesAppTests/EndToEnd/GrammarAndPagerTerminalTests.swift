import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// Issue 24 at a (pseudo-)terminal: the forgiving grammar (a bare number, `open N` again,
/// `help open`, `exit`), the pager of a screen or help taller than the terminal, and the matched
/// words of result rows in bold, in English and Spanish.
@Suite(.startsProcesses) struct GrammarAndPagerTerminalTests {
    static let welcome = TerminalModeTests.welcome
    static let spanishWelcome = TypeAheadTerminalTests.spanishWelcome
    static let godfather = GodfatherTranscript.theGodfather
    static let more = "-- more (space, q) --"

    /// Starts the app on an 80 x `height` terminal with TERM=xterm, and waits for the prompt.
    private func start(
        _ app: FluxMoviesProcess, height: Int = 30, environment extra: [String: String] = [:]
    ) async throws -> PseudoTerminal {
        let environment = app.minimalEnvironment.merging(["TERM": "xterm"].merging(extra) { $1 }) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path, "--no-suggest"], environment: environment, width: 80,
            height: height)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        return terminal
    }

    private func searchGodfather(_ terminal: PseudoTerminal) async {
        terminal.type("godfather\r")
        #expect(await terminal.waitForScreen { $0.lines.suffix(2) == [GodfatherTranscript.page.last ?? "", ">"] })
    }

    /// `godfather` on a terminal of 6 rows: its list of 8 lines is paged; space shows the rest.
    private func searchGodfatherPaged(_ terminal: PseudoTerminal) async {
        terminal.type("godfather\r")
        #expect(await terminal.waitForScreen { $0.lines == Array(GodfatherTranscript.page.prefix(5)) + [Self.more] })
        terminal.type(" ")
        #expect(await terminal.waitForScreen { $0.lines.suffix(2) == [GodfatherTranscript.page.last ?? "", ">"] })
    }

    @Test func aBareNumberOpensOpenAgainShowsAgainHelpExplainsAndExitQuits() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app)
        await searchGodfather(terminal)
        terminal.type("1\r")
        #expect(await terminal.waitForScreen { Array($0.lines.suffix(13)) == ["> 1"] + Self.godfather + [">"] })
        terminal.type("open 1\r")
        #expect(
            await terminal.waitForScreen {
                Array($0.lines.suffix(25)) == ["> 1"] + Self.godfather + ["> open 1"] + Self.godfather + [">"]
            })
        terminal.type("help open\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines.suffix(4) == [
                    "> help open", "open N (o): show the details of item N; N alone does too (list, details).",
                    "  open TITLE opens the best match on the list, else searches (one film: opened).", ">",
                ]
            })
        terminal.type("exit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func aScriptGetsTheSameGrammarAndIsNeverPaged() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let result = try await app.run(
            lines: ["godfather", "1", "open 1", "help exit", "exit", "more"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0 && result.error == "")
        #expect(
            result.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page + Self.godfather + Self.godfather
                + ["quit, exit (q): end the session (Ctrl-D and the end of input too)."])
    }

    @Test func aBareNumberOnTheDetailsOpensThatItemOfTheList() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let result = try await app.run(lines: ["godfather", "1", "2"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0 && result.error == "")
        let first = ["Searching \"godfather\"..."] + GodfatherTranscript.page + Self.godfather
        #expect(Array(result.lines.prefix(first.count)) == first)
        #expect(result.lines.dropFirst(first.count).first == "The Godfather Part II")
        #expect(result.lines.last == "Type \"back\" to return to the list.")
    }

    @Test func psqlsWayOutEndsAScriptInsteadOfSearching() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let result = try await app.run(lines: ["godfather", #"\q"#, "more"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0 && result.error == "")
        #expect(result.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page)
    }

    @Test func spanishWordsAreQuotedBackAndExplained() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, environment: ["LANG": "es_ES.UTF-8"])
        #expect(terminal.screen.lines == Self.spanishWelcome + [">"])
        terminal.type("godfather\r")
        #expect(await terminal.waitForScreen { $0.lines.last == ">" && $0.lines.contains { $0.hasPrefix("  7. ") } })
        terminal.type("abrir 9\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines.suffix(3) == [
                    "> abrir 9", "error: \"abrir 9\": no existe el elemento 9; usa un número del 1 al 7", ">",
                ]
            })
        terminal.type("ayuda salir\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines.suffix(3) == [
                    "> ayuda salir", "salir, quit, exit (q): termina la sesión (o Ctrl-D, o el fin de la entrada).",
                    ">",
                ]
            })
        terminal.type("salir\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test(.tags(.sanitized)) func aDetailsScreenTallerThanTheTerminalIsPaged() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        // Six rows: pages of five lines above the "-- more --" line.
        let terminal = try await start(app, height: 6)
        await searchGodfatherPaged(terminal)
        terminal.type("open 1\r")
        #expect(await terminal.waitForScreen { $0.lines == Array(Self.godfather.prefix(5)) + [Self.more] })
        terminal.type(" ")
        #expect(await terminal.waitForScreen { $0.lines == Array(Self.godfather[5..<10]) + [Self.more] })
        // Enter shows one more line: the last, and the prompt is back.
        terminal.type("\r")
        #expect(await terminal.waitForScreen { $0.lines == Array(Self.godfather[6...]) + [">"] })
        terminal.type("open 1\r")
        #expect(await terminal.waitForScreen { $0.lines == Array(Self.godfather.prefix(5)) + [Self.more] })
        terminal.type("q")
        #expect(await terminal.waitForScreen { $0.lines == Array(Self.godfather.prefix(5)) + [">"] })
        // The list comes back, paged too.
        terminal.type("back\r")
        #expect(await terminal.waitForScreen { $0.lines == Array(GodfatherTranscript.page.prefix(5)) + [Self.more] })
        terminal.type(" ")
        #expect(await terminal.waitForScreen { $0.lines.suffix(2) == [GodfatherTranscript.page.last ?? "", ">"] })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    /// Issue #34, item 26: a list and `help` taller than the terminal are paged too, as psql
    /// pages any long result.
    @Test func aListAndHelpTallerThanTheTerminalArePaged() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, height: 6)
        await searchGodfatherPaged(terminal)
        terminal.type("help\r")
        let help = [
            "Commands (any other text searches for it):", "  search TEXT (s)   search movies",
            "  more (m)          load the next page",
            "  open N|TITLE (o)  show the details of item N (or: N alone) or TITLE",
            "  back (b)          back to the list",
        ]
        #expect(await terminal.waitForScreen { $0.lines == help + [Self.more] })
        terminal.type("q")
        #expect(await terminal.waitForScreen { $0.lines == help + [">"] })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }

    /// Issue #34, item 8: while the pager shows, a key that is not one of its own (a letter, a
    /// pasted line) ends it and starts the prompt's line, so lines pasted or typed then run and
    /// are kept in the history.
    @Test func linesTypedWhileThePagerShowsRunAfterIt() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, height: 6)
        await searchGodfatherPaged(terminal)
        terminal.type("open 1\r")
        #expect(await terminal.waitForScreen { $0.lines == Array(Self.godfather.prefix(5)) + [Self.more] })
        terminal.type("back\rrecent\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines.suffix(5) == [
                    "> recent", "Recent searches:", "  1. godfather", "Type \"pick N\" to search one again.", ">",
                ]
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        let history = try String(contentsOf: app.dataDirectory.appendingPathComponent("history"), encoding: .utf8)
        #expect(history == #"{"lines":["godfather","open 1","back","recent","quit"]}"#)
    }

    @Test func thePagerSpeaksSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app, height: 6, environment: ["LANG": "es_ES.UTF-8"])
        terminal.type("godfather\r")
        #expect(await terminal.waitForScreen { $0.lines.last == "-- más (espacio, q) --" })
        terminal.type(" ")
        #expect(await terminal.waitForScreen { $0.lines.last == ">" && $0.lines.contains { $0.hasPrefix("  7. ") } })
        terminal.type("1\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines.count == 6 && $0.lines.first == "The Godfather" && $0.lines.last == "-- más (espacio, q) --"
            })
        terminal.type("q")
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        terminal.type("salir\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func theMatchedWordsOfEachRowAreBoldWithColoursOnly() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let bold = { (word: String) in "\u{1B}[1m\(word)\u{1B}[0m" }
        let coloured = try await start(app)
        coloured.type("love actually\r")
        let row = "  1. \(bold("Love")) \(bold("Actually")) (2003) - Romance, Comedy"
        #expect(await coloured.waitForScreen { _ in String(decoding: coloured.bytes, as: UTF8.self).contains(row) })
        coloured.type("quit\r")
        #expect(await coloured.waitForExit() == 0)

        let plain = try await start(app, environment: ["NO_COLOR": "1"])
        plain.type("love actually\r")
        #expect(
            await plain.waitForScreen {
                $0.lines.last == ">" && $0.lines.contains { $0.hasPrefix("  1. Love Actually") }
            })
        let output = String(decoding: plain.bytes, as: UTF8.self)
        #expect(output.contains("  1. Love Actually (2003) - Romance, Comedy"))
        #expect(!output.contains("\u{1B}[1m"))
        plain.type("quit\r")
        #expect(await plain.waitForExit() == 0)
    }
}
