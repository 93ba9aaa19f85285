import Foundation
import MoviesApp
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// At a terminal, the line that says the last session crashed breaks at spaces to the width, its
/// path on a line of its own, instead of the terminal breaking it mid-path (issue 34, item 17).
@Suite(.startsProcesses) struct CrashNoticeTerminalTests {
    @Test func theCrashNoticeBreaksAtSpacesAndKeepsThePathWhole() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        // What a crash leaves: a log in DATA/crashes and the note naming it.
        let crashes = app.dataDirectory.appendingPathComponent("crashes", isDirectory: true)
        try FileManager.default.createDirectory(at: crashes, withIntermediateDirectories: true)
        let log = crashes.appendingPathComponent("crash-2026-11-28T16-00-00Z-1.jsonl")
        try Data(#"{"format":2}"#.utf8).write(to: log)
        try Data((log.lastPathComponent + "\n").utf8).write(to: crashes.appendingPathComponent("unreported-crash"))

        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "140"]) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path], environment: environment, width: 140, height: 30)
        let notice =
            "flux-movies: the last session crashed; replay its last actions: flux-movies replay "
            + log.path + " --verify"
        let expected = LineWrapping.wrap(notice, to: 140, splittingLongWords: true)
        // The path is shorter than a line here: it is whole on one of them.
        #expect(log.path.count < 138)
        #expect(expected.count > 1)
        #expect(expected.contains { $0.contains(log.path) })
        #expect(
            await terminal.waitForScreen { Array($0.lines.prefix(expected.count)) == expected },
            "\(terminal.screen.lines)")
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }
}
