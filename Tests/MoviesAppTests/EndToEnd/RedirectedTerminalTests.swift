import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// flux-movies typed at a (pseudo-)terminal with stdout a file or a pipe (`> out.txt`,
/// `| tee log.txt`): the terminal shows the prompt, the loading line, the `error:` lines and the
/// hints; stdout gets exactly the transcript a script prints, without its `error:` lines.
@Suite(.startsProcesses) struct RedirectedTerminalTests {
    static let welcome = TerminalModeTests.welcome
    /// The error at the terminal, broken at a space to the layout's 80 columns (issue 34, item 17).
    static let mroe = [
        "error: \"mroe\" is not a command; did you mean \"more\"? To search for it, type:", "  search mroe",
    ]
    static let exitHint = "(To exit, press Ctrl-C again or Ctrl-D, or type quit)"

    /// Runs the app through `sh -c` with stdout sent by `redirection` (`> FILE`, `| cat > FILE`),
    /// on a `width`-column terminal, with `COLUMNS=80` unless `columns` is false.
    private func start(
        _ app: FluxMoviesProcess, redirection: String, width: Int = 100, columns: Bool = true, latency: Int = 900
    ) throws -> PseudoTerminal {
        var environment = app.minimalEnvironment.merging(["TERM": "xterm"]) { $1 }
        if columns { environment["COLUMNS"] = "80" }
        return try PseudoTerminal(
            executable: "/bin/sh",
            arguments: [
                "-c", "\"$0\" \"$@\" \(redirection)", BuildProducts.executable("flux-movies").path, "--data-dir",
                app.dataDirectory.path, "--latency", "\(latency)",
            ],
            environment: environment, width: width, height: 30)
    }

    @Test func withStdoutAPipeTheLayoutIsTheTerminalsWidth() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let narrow = try await app.run(lines: ["godfather"], environment: ["COLUMNS": "60"]).lines
        let file = app.directory.file("log.txt")
        let terminal = try start(app, redirection: "| cat > '\(file.path)'", width: 60, columns: false)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        terminal.type("godfather\r")
        // Laid out at the terminal's 60 columns, not 80: the same lines as a script at 60.
        #expect(try await FileChanges(in: file.deletingLastPathComponent()).wait { Self.contents(file) == narrow })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(Self.contents(file) == narrow)
    }

    /// Types a search, a mistyped command and Ctrl-C, checking the terminal after each, then quits;
    /// returns the exit status.
    private func session(at terminal: PseudoTerminal, transcript file: URL) async throws -> Int32? {
        let page = ["Searching \"godfather\"..."] + GodfatherTranscript.page
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + [">"] })
        terminal.type("search godfather\r")
        // The loading line shows on the terminal while the search loads, and goes when it is done.
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> search godfather", "Searching \"godfather\"...", ">"]
            })
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + ["> search godfather", ">"] })
        #expect(try await FileChanges(in: file.deletingLastPathComponent()).wait { Self.contents(file) == page })
        terminal.type("mroe\r")
        let mistyped = Self.welcome + ["> search godfather", "> mroe"] + Self.mroe
        #expect(await terminal.waitForScreen { $0.lines == mistyped + [">"] })
        terminal.type("\u{03}")
        #expect(await terminal.waitForScreen { $0.lines == mistyped + [Self.exitHint, ">"] })
        terminal.type("quit\r")
        let status = await terminal.waitForExit()
        #expect(terminal.screen.lines == mistyped + [Self.exitHint, "> quit"])
        #expect(Self.contents(file) == page)
        return status
    }

    private static func contents(_ file: URL) -> [String]? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func withStdoutAFileTheTerminalShowsTheLoadingLineErrorsAndHints() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let file = app.directory.file("out.txt")
        let terminal = try start(app, redirection: "> '\(file.path)'")
        #expect(try await session(at: terminal, transcript: file) == 0)
    }

    @Test func ctrlLRedrawsTheTerminalAndWritesNothingMoreToTheFile() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let file = app.directory.file("out.txt")
        let terminal = try start(app, redirection: "> '\(file.path)'")
        let page = ["Searching \"godfather\"..."] + GodfatherTranscript.page
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + [">"] })
        terminal.type("search godfather\r")
        #expect(try await FileChanges(in: file.deletingLastPathComponent()).wait { Self.contents(file) == page })
        terminal.type("\u{0C}")
        #expect(await terminal.waitForScreen { $0.lines == [">"] })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(Self.contents(file) == page)
    }

    @Test func notesAnswerAtTheTerminalAndStayInTheFile() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let file = app.directory.file("out.txt")
        let terminal = try start(app, redirection: "> '\(file.path)'")
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + [">"] })
        terminal.type("more\r")
        let note = "Nothing to page yet: search first, e.g. \"search love\"."
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + ["> more", note, ">"] })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(Self.contents(file) == [note])
    }

    @Test func withStdoutAPipeTheTerminalShowsTheLoadingLineErrorsAndHints() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let file = app.directory.file("log.txt")
        let terminal = try start(app, redirection: "| cat > '\(file.path)'")
        #expect(try await session(at: terminal, transcript: file) == 0)
    }

    static let searching = "Searching \"godfather\"..."

    /// Starts the app with stdout through `tee` into a file, each search taking 2.5 s, and types
    /// `search godfather`; returns once its loading line shows.
    private func searchThroughTee(_ app: FluxMoviesProcess) async throws -> (PseudoTerminal, URL) {
        let file = app.directory.file("log.txt")
        let terminal = try start(app, redirection: "| tee '\(file.path)'", latency: 2_500)
        #expect(await terminal.waitForScreen { $0.lines == Self.welcome + [">"] })
        terminal.type("search godfather\r")
        #expect(
            await terminal.waitForScreen { $0.lines == Self.welcome + ["> search godfather", Self.searching, ">"] })
        return (terminal, file)
    }

    /// `| tee`: the loading line is live on the terminal (its seconds under a line being typed),
    /// and tee prints it once, with its result, after the live one is gone (issue 34, item 21).
    @Test func throughTeeTheLoadingLineShowsOnceAndStaysLiveUnderTypedText() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let (terminal, file) = try await searchThroughTee(app)
        terminal.type("ope")
        // The live suggestions' hint row shows under the line being typed.
        let typed = ["> ope", "Open Range (2003)  ·  Open Hearts (2002)  ·  Open Water (2003)"]
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> search godfather", Self.searching + " 1s"] + typed
            },
            "\(terminal.screen.lines)")
        let page = [Self.searching] + GodfatherTranscript.page
        #expect(
            await terminal.waitForScreen { $0.lines == Self.welcome + ["> search godfather"] + page + typed },
            "\(terminal.screen.lines)")
        terminal.type("\u{03}quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(Self.contents(file) == page)
    }

    /// A line typed ahead while the loading line is live: the loading line moves under it and
    /// keeps counting; tee prints it once when its result comes, then the waiting line runs.
    @Test func throughTeeALineTypedAheadGoesAboveTheLiveLoadingLine() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let (terminal, file) = try await searchThroughTee(app)
        terminal.type("more\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> search godfather", "> more", Self.searching + " 1s", "(1 waiting) >"]
            })
        let transcript = [Self.searching] + GodfatherTranscript.page + ["No more pages."]
        #expect(try await FileChanges(in: file.deletingLastPathComponent()).wait { Self.contents(file) == transcript })
        #expect(
            await terminal.waitForScreen {
                $0.lines == Self.welcome + ["> search godfather", "> more"] + transcript + [">"]
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }
}
