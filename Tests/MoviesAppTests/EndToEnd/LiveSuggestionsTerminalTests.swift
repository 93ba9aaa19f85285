import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// Live title suggestions at a real (pseudo-)terminal: the hint row under the line as a search
/// is typed, Tab accepting it, and no suggestions with `--no-suggest` or in a script.
@Suite(.startsProcesses) struct LiveSuggestionsTerminalTests {
    static let hintStart = "The Godfather (1972)  ·  "

    /// Starts the app on a 100 x 30 terminal (TERM=xterm, 100 columns) and waits for the prompt.
    private func start(_ app: FluxMoviesProcess, _ arguments: [String] = []) async throws -> PseudoTerminal {
        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "100"]) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path] + arguments, environment: environment, width: 100,
            height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        return terminal
    }

    /// Types `text` one key at a time, each echoed before the next.
    private func typeKeys(_ text: String, into terminal: PseudoTerminal) async {
        var line = "> "
        for character in text {
            terminal.type(String(character))
            line.append(character)
            #expect(await terminal.waitForScreen { $0.lines.contains(line) })
        }
    }

    /// The action types recorded in the log at `url`.
    private func recordedTypes(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: #""type":"suggestions.[a-zA-Z]+""#, options: .regularExpression) else {
                return nil
            }
            return String(line[range].dropFirst(8).dropLast())
        }
    }

    @Test func titlesShowUnderTheLineAndTabThenEnterSearchesTheFirst() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = app.directory.file("session.jsonl")
        let terminal = try await start(app, ["--record", log.path])
        await typeKeys("godf", into: terminal)
        #expect(
            await terminal.waitForScreen {
                $0.lines.suffix(2).first == "> godf" && $0.lines.last?.hasPrefix(Self.hintStart) == true
            })
        // The cursor is back on the line, after the text.
        #expect(await terminal.waitForScreen { $0.row == $0.lines.count - 2 && $0.column == 6 })
        terminal.type("\t")
        #expect(await terminal.waitForScreen { $0.lines.contains("> The Godfather") })
        terminal.type("\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines.last == ">" && $0.lines.contains { $0.hasPrefix("  1. The Godfather (1972)") }
            })
        // The hint row was erased: nothing of it is left on the screen.
        #expect(!terminal.screen.lines.contains { $0.contains("  ·  ") })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        let types = try recordedTypes(log)
        #expect(types.contains("suggestions.typed") && types.contains("suggestions.titlesFound"))
    }

    @Test func tabAgainTakesTheNextSuggestion() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let terminal = try await start(app)
        await typeKeys("godf", into: terminal)
        #expect(
            await terminal.waitForScreen {
                $0.lines.suffix(2).first == "> godf" && $0.lines.last?.hasPrefix(Self.hintStart) == true
            })
        terminal.type("\t")
        #expect(await terminal.waitForScreen { $0.lines.contains("> The Godfather") })
        terminal.type("\t")
        #expect(await terminal.waitForScreen { $0.lines.contains("> The Godfather Part II") })
        terminal.type("\u{15}\u{04}")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func noSuggestShowsNoHintAndRecordsNoTypedText() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = app.directory.file("session.jsonl")
        let terminal = try await start(app, ["--no-suggest", "--record", log.path])
        await typeKeys("godf", into: terminal)
        terminal.type("\r")
        #expect(
            await terminal.waitForScreen {
                $0.lines.last == ">" && $0.lines.contains { $0.hasPrefix("  1. The Godfather (1972)") }
            })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
        #expect(try recordedTypes(log) == [])
        #expect(String(decoding: terminal.bytes, as: UTF8.self).contains("  ·  ") == false)
    }

    @Test func aScriptRecordsNoTypedText() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = app.directory.file("script.jsonl")
        let result = try await app.run(["--record", log.path], lines: ["godf", "quit"])
        #expect(result.status == 0)
        #expect(result.lines.contains { $0.hasPrefix("  1. The Godfather (1972)") })
        #expect(try recordedTypes(log) == [])
    }
}
