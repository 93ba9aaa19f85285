import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// Signals from outside end flux-movies with their usual status, the terminal restored, with
/// the Swift runtime's backtracer ON (the environment sets no `SWIFT_BACKTRACE`): at a terminal
/// and with stdin a pipe. Without the fix the backtracer printed "Program crashed", offered
/// "Press space to interact" for 30 s and returned, and the process ran on.
@Suite(.startsProcesses) struct SignalEndingTests {
    static let endingSignals: [Int32] = [SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGTERM, SIGINT]

    @Test(arguments: endingSignals)
    func aSignalFromOutsideEndsAnInteractiveSessionAtOnce(signal: Int32) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "80"]) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path],
            environment: environment, width: 100, height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        terminal.type("godfa")
        #expect(await terminal.waitForScreen { $0.cursorLine == "> godfa" })
        #expect(terminal.isInLineMode == false)
        kill(terminal.processID, signal)
        #expect(await terminal.waitForExit() == 128 + signal)
        #expect(terminal.isInLineMode)
        let printed = String(decoding: terminal.bytes, as: UTF8.self)
        #expect(!printed.contains("crashed"))
        #expect(!printed.contains("Press space"))
    }

    /// Killed from outside, the app erases the half-typed line and the hint row under it, so the
    /// shell's message does not land on them (issue 34, item 11).
    @Test func sigtermErasesThePromptAndTheHintRow() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let environment = app.minimalEnvironment.merging(["TERM": "xterm", "COLUMNS": "80"]) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path], environment: environment, width: 100, height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        let greeting = terminal.screen.lines.dropLast()
        terminal.type("godf")
        #expect(
            await terminal.waitForScreen {
                $0.lines.suffix(2).first == "> godf" && $0.lines.last?.hasPrefix("The Godfather") == true
            })
        kill(terminal.processID, SIGTERM)
        #expect(await terminal.waitForExit() == 128 + SIGTERM)
        #expect(Array(terminal.screen.lines) == Array(greeting))
    }

    @Test(arguments: endingSignals)
    func aSignalFromOutsideEndsASessionReadingAPipe(signal: Int32) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let run = try PipedSession(app)
        run.send("search godfather\n")
        #expect(try await run.waitForOutput { $0.contains(GodfatherTranscript.page.last ?? "?") })
        kill(run.process.processIdentifier, signal)
        let (reason, status) = await run.waitForExit()
        #expect(reason == .uncaughtSignal)
        #expect(status == signal)
        #expect(!run.error.contains("crashed"))
    }
}

/// flux-movies with stdin a pipe kept open, stdout and stderr files.
struct PipedSession {
    let process = Process()
    let input = Pipe()
    let outputURL: URL
    let errorURL: URL
    private let exit: ProcessExit

    /// Starts flux-movies with `arguments` after `--data-dir`, the minimal environment plus `environment`.
    init(_ app: FluxMoviesProcess, _ arguments: [String] = [], environment: [String: String] = [:]) throws {
        let id = UUID().uuidString
        outputURL = app.directory.file("stdout-\(id)")
        errorURL = app.directory.file("stderr-\(id)")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        process.executableURL = BuildProducts.executable("flux-movies")
        process.arguments = ["--data-dir", app.dataDirectory.path] + arguments
        process.environment = app.minimalEnvironment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        exit = try process.start()
    }

    /// Writes `text` to stdin.
    func send(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// What was printed on stdout so far.
    var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
    /// What was printed on stderr so far.
    var error: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// Waits up to `timeout` seconds until the output satisfies `condition`, checked after each
    /// write to the output file (``FileChanges``).
    func waitForOutput(timeout: Double = 30, _ condition: (String) -> Bool) async throws -> Bool {
        try await FileChanges(in: outputURL.deletingLastPathComponent()).wait(timeout: timeout) { condition(output) }
    }

    /// Waits for the exit (SIGKILL after `timeout` seconds, a status no test expects); how it ended.
    func waitForExit(timeout: Double = 60) async -> (Process.TerminationReason, Int32) {
        if !(await exit.wait(timeout: timeout)) {
            kill(process.processIdentifier, SIGKILL)
            await exit.wait()
        }
        try? input.fileHandleForWriting.close()
        return (process.terminationReason, process.terminationStatus)
    }
}
