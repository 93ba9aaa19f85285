import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// `kill -TSTP` from outside is handled like Ctrl-Z, and a closed stdout (`flux-movies | head`)
/// ends the app quietly with the terminal restored.
@Suite(.startsProcesses) struct StopAndClosedOutputTests {
    private static let hasBash = FileManager.default.isExecutableFile(atPath: "/bin/bash")

    @Test(.enabled(if: hasBash, "needs /bin/bash for job control"))
    func aStopFromOutsideRestoresTheTerminalAndFgResumesInRawMode() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "80", "PS1": "$ "]) { $1 }
        let shell = try PseudoTerminal(
            executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: environment, width: 100,
            height: 30)
        #expect(await shell.waitForScreen { $0.lines.last == "$" })
        shell.type("'\(BuildProducts.executable("flux-movies").path)' --data-dir '\(app.dataDirectory.path)'\r")
        #expect(await shell.waitForScreen { $0.lines.last == ">" })
        shell.type("godfa")
        #expect(await shell.waitForScreen { $0.cursorLine == "> godfa" })
        let appID = try #require(Self.child(of: shell.processID))
        kill(appID, SIGTSTP)
        #expect(await shell.waitForScreen { $0.lines.last == "$" && $0.lines.contains { $0.contains("Stopped") } })
        shell.type("fg\r")
        #expect(await shell.waitForScreen { $0.cursorLine == "> godfa" })
        // Ctrl-U is the line editor's (raw mode), not the terminal's line kill (cooked mode).
        shell.type("\u{15}")
        #expect(await shell.waitForScreen { $0.lines.last == ">" })
        shell.type("godfather\r")
        #expect(await shell.waitForScreen { $0.lines.suffix(2) == [GodfatherTranscript.page.last ?? "", ">"] })
        shell.type("quit\r")
        #expect(await shell.waitForScreen { $0.lines.last == "$" })
        shell.type("exit\r")
        #expect(await shell.waitForExit() == 0)
    }

    @Test func aClosedStdoutEndsTheAppQuietlyWithTheTerminalRestored() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "80"]) { $1 }
        let command = "\"$0\" --data-dir \"$1\" | head -3; echo \"head: $?\"; sleep 30"
        let terminal = try PseudoTerminal(
            executable: "/bin/sh",
            arguments: ["-c", command, BuildProducts.executable("flux-movies").path, app.dataDirectory.path],
            environment: environment, width: 100, height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        #expect(terminal.isInLineMode == false)
        // The first lines fill the pipe before head has gone; a later command writes into a
        // closed pipe.
        // (Each command is typed once its output is there or after a second, whichever comes
        // first: on a busy machine a search can take longer.)
        let deadline = Date().addingTimeInterval(60)
        while !terminal.screen.lines.contains("head: 0") && Date() < deadline {
            terminal.type("godfather\r")
            _ = await terminal.waitForScreen(timeout: 1) { $0.lines.contains("head: 0") }
        }
        #expect(await terminal.waitForScreen { $0.lines.contains("head: 0") })
        // head's lines: the prompt on stderr may stand before one of them (`> Movies - ...`).
        #expect(terminal.screen.lines.contains { $0.contains("Movies - \"godfather\": page 1 of 1") })
        #expect(terminal.isInLineMode)
        kill(terminal.processID, SIGKILL)
    }

    /// The first child process of `parent` (Linux's `/proc/PID/task/PID/children`), read once:
    /// call it when the child is known to run (it has drawn its prompt).
    private static func child(of parent: pid_t) -> pid_t? {
        let path = "/proc/\(parent)/task/\(parent)/children"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { pid_t($0) }
    }
}
