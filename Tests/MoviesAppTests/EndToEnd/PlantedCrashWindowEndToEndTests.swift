import FluxActionLog
import Foundation
import MoviesApp
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// A real crash of the release flux-movies with the planted bug (`PlantedBinary.release`;
/// `scripts/planted-bug.sh` runs this suite) after a long session, whose black box keeps a window
/// from a checkpoint, and at a terminal in raw mode, which the crash handler restores.
@Suite(
    .startsProcesses,
    .enabled(
        if: PlantedBinary.isAvailable(PlantedBinary.release),
        "needs FLUX_MOVIES_PLANTED_BINARY: a flux-movies built with -DFLUX_MOVIES_PLANTED_BUG"))
struct PlantedCrashWindowEndToEndTests {
    let planted: PlantedBinary

    init() throws {
        planted = try PlantedBinary(PlantedBinary.release)
    }

    /// 2,405 actions: the search and its page, 1,200 times `open 1` and `back`, `more` and its
    /// page, then `open 23`, which crashes.
    @Test func aLongSessionKeepsAtLeastTheLastThousandActionsFromACheckpoint() async throws {
        defer { planted.remove() }
        let lines = ["love"] + Array(repeating: ["open 1", "back"], count: 1200).flatMap { $0 } + ["more", "open 23"]
        let crashed = try await planted.session(lines)
        #expect(crashed.status == PlantedBinary.trapSignal)
        let log = try #require(try planted.crashLogs().first)
        let text = try PlantedBinary.lines(log)
        // The window: the checkpoint after action 1000 (its states, not the initial ones), then
        // actions 1001...2405 numbered from 1, each with its completion line but the last, which
        // the crash interrupted. (Apart: in an async test the literal sum inside `#expect` takes
        // the type checker past its time limit.)
        let windowLines: Int = 1 + 2 * 1405 - 1
        #expect(text.count == windowLines)
        #expect(text.first?.contains(#""states":{"search":{"#) == true)
        #expect(text.first?.contains(#""query":"love""#) == true)
        #expect(text.dropLast().last == #"{"done":1404}"#)
        #expect(text.last == #"{"seq":1405,"action":{"index":23,"type":"details.opened"}}"#)
        #expect(try ActionLogRecordedFailure.find(in: log, as: AppAction.self) == .crash(sequence: 1405))
        let replay = try await planted.run(["replay", log, "--verify"])
        #expect(replay.status == 3)
        #expect(
            replay.error
                == PlantedCrashEndToEndTests.noDigests(log)
                + "flux-movies: the recorded crash at seq 1405 reproduces: MoviesApp/PlantedBug.swift:15: Fatal error: planted bug: opening item 3 of "
                + "page 2\n")

        // Its test starts from the checkpoint's states, then sends the window's actions, the
        // crashing one in the regression exit test.
        let out = planted.app.logPath("CrashTests.swift")
        let emitted = try await planted.run(["replay", log, "--emit-test", out])
        #expect(emitted.status == 0)
        #expect(
            emitted.output
                == "seq 1405 crashes the app: the test fails until that is fixed (an exit test)\nwrote \(out)\n")
        let test = try String(contentsOfFile: out, encoding: .utf8)
        #expect(
            test.contains(
                "        let store = TestStore(dispatcher: core.dispatcher)\n\n        // The log starts at a"))
        #expect(test.contains("        store.restore {\n            $0[stores.search].query = \"love\"\n"))
        #expect(test.contains("    @Test func seq1405DoesNotCrash() async {\n"))
        #expect(test.contains("        // seq 1\n        store.send(.details(.opened(index: 1))) {\n"))
        #expect(test.contains("        // seq 1404\n        let page1404 = MoviesPage(\n            page: 2,\n"))
        #expect(test.hasSuffix("        store.send(.details(.opened(index: 23)))\n    }\n}\n"))
    }

    /// At a terminal in raw mode: the log is written, the terminal restored, the backtracer
    /// reports (told not to wait for a key, which it would for 30 s), the process ends by the
    /// trap's signal. Without live suggestions, so that the actions are the commands'.
    @Test func aCrashAtATerminalRestoresItAndWritesTheLog() async throws {
        defer { planted.remove() }
        let environment = planted.app.minimalEnvironment.merging([
            "TERM": "xterm", "COLUMNS": "80", "SWIFT_BACKTRACE": "interactive=no",
        ]) { $1 }
        let terminal = try PseudoTerminal(
            executable: planted.url.path, arguments: ["--data-dir", planted.app.dataDirectory.path, "--no-suggest"],
            environment: environment, width: 100, height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })
        #expect(terminal.isInLineMode == false)
        terminal.type("love\r")
        #expect(
            await terminal.waitForScreen { $0.lines.contains { $0.contains("page 1 of 15") } && $0.lines.last == ">" })
        terminal.type("more\r")
        #expect(
            await terminal.waitForScreen { $0.lines.contains { $0.contains("page 2 of 15") } && $0.lines.last == ">" })
        terminal.type("open 23\r")
        #expect(await terminal.waitForExit(timeout: 60) == 128 + PlantedBinary.trapSignal)
        #expect(terminal.isInLineMode)
        let printed = String(decoding: terminal.bytes, as: UTF8.self)
        #expect(printed.contains("Fatal error: planted bug: opening item 3 of page 2"))
        #expect(printed.contains("Program crashed"))
        let log = try #require(try planted.crashLogs().first)
        // The header, seqs 1 to 4 (the search, its page, `more`, its page) with their completion
        // lines, seq 5's action line (interrupted).
        let lines = try PlantedBinary.lines(log)
        #expect(lines.count == 10)
        #expect(lines.dropLast().last == #"{"done":4}"#)
        #expect(lines.last == #"{"seq":5,"action":{"index":23,"type":"details.opened"}}"#)
    }
}
