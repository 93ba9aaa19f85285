import Foundation
import MoviesApp
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// `flux-movies replay --step` at a (pseudo-)terminal: the console's line editor with a history
/// of its own, and long lines broken at spaces (issue 24, item 9).
@Suite(.startsProcesses) struct ReplayStepTerminalTests {
    static let up = "\u{1B}[A"
    /// The screen at the start: the hint, the position, the prompt.
    static let first = ["type help for commands", "seq 0 of 3: the initial states", ">"]

    /// Starts `replay LOG --step` on a 40-column terminal and waits for its first prompt.
    private func start(_ app: FluxMoviesProcess, log: String) async throws -> PseudoTerminal {
        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "40"]) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path, "replay", log, "--step"], environment: environment,
            width: 40, height: 30)
        #expect(await terminal.waitForScreen { $0.lines == Self.first })
        return terminal
    }

    @Test func stepHasTheLineEditorItsOwnHistoryAndWrapsAtSpaces() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        try? FileManager.default.removeItem(at: app.dataDirectory.appendingPathComponent("history"))
        let terminal = try await start(app, log: app.logPath("s.jsonl"))
        terminal.type("next\r")
        #expect(await terminal.waitForScreen { $0.lines.suffix(2) == ["Searching \"godfather\"...", ">"] })
        terminal.type(Self.up)
        #expect(await terminal.waitForScreen { $0.cursorLine == "> next" })
        terminal.type("\r")
        #expect(
            await terminal.waitForScreen { $0.lines.contains { $0.hasPrefix("seq 2 of 3") } && $0.lines.last == ">" })
        terminal.type("\u{0C}help\r")
        let help = [
            "Commands: next (n), prev (p), goto N (g",
            "  N), state (s), diff (d), screen, help",
            "  (?), quit (q)",
        ]
        #expect(await terminal.waitForScreen { $0.lines == ["> help"] + help + [">"] })
        terminal.type("\u{0C}diff\r")
        #expect(await terminal.waitForScreen { $0.lines.last == ">" && $0.lines.first == "> diff" })
        // The JSON gets a space after its commas and colons, to break there.
        #expect(
            terminal.screen.lines == [
                "> diff", "seq 2 changed:", "  store \"search\":", "    currentPage: before 0, after 1",
                "    loading: before \"fullScreen\", after", "      (absent)", "    pages[0]: before (absent), after",
                #"      {"movies": [{"countries":"#, #"      ["Italy", "United States"],"#,
                #"      "director": "Francis Ford"#, #"      Coppola", "genres": ["Thriller","#,
                #"      "Drama", "Crime"..."#, #"    request: before {"id": 1, "page": 1,"#,
                #"      "query": "godfather"}, after"#, "      (absent)", "    totalResultCount: before 0, after 7",
                ">",
            ])
        terminal.type("\u{0C}\u{12}he")
        #expect(await terminal.waitForScreen { $0.lines == ["(reverse-i-search)'he': help"] })
        terminal.type("\u{07}quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
        let saved = try String(
            contentsOf: app.dataDirectory.appendingPathComponent("replay-history"), encoding: .utf8)
        #expect(saved == #"{"lines":["next","help","diff","quit"]}"#)
        #expect(!FileManager.default.fileExists(atPath: app.dataDirectory.appendingPathComponent("history").path))
    }

    @Test(.tags(.sanitized)) func ctrlCClearsTheLineThenEndsTheStepping() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        let terminal = try await start(app, log: app.logPath("s.jsonl"))
        terminal.type("nex")
        #expect(await terminal.waitForScreen { $0.cursorLine == "> nex" })
        terminal.type("\u{03}")
        #expect(await terminal.waitForScreen { $0.lines == Self.first })
        terminal.type("\u{03}")
        #expect(await terminal.waitForExit() == 130)
        #expect(terminal.isInLineMode)
    }
}
