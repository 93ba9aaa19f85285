import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The black box: a real crash of flux-movies (each crash signal, the Swift runtime's
/// backtracer on) writes the last actions into DATA/crashes as an action log that replays with
/// `--verify`; the next start says so once; `--no-black-box` writes nothing. Not under a
/// sanitizer: its own SEGV, BUS and FPE handlers report the planted crash, and the runtime's
/// backtracer does not finish on a sanitized process, so the crashed child never ends.
@Suite(
    .disabled(
        if: Sanitizer.current != nil,
        "a sanitizer's signal handlers and the runtime's backtracer do not finish a planted crash"))
struct BlackBoxCrashTests {
    /// A crash on purpose (`FLUX_MOVIES_DEBUG_CRASH`) and the signal it ends the process with.
    static let crashes: [(String, Int32)] = [
        ("trap", trapSignal), ("segv", SIGSEGV), ("abort", SIGABRT), ("bus", SIGBUS), ("ill", SIGILL),
        ("fpe", SIGFPE), ("sigtrap", SIGTRAP),
    ]

    /// A Swift runtime trap: `ud2` on x86-64, `brk` on arm64.
    #if arch(x86_64)
        static let trapSignal = SIGILL
    #else
        static let trapSignal = SIGTRAP
    #endif

    static let script = ["search godfather", "open 2", "back", "search alien", "more"]

    @Test(arguments: crashes)
    func aCrashWritesTheLastActionsAsALogThatReplays(kind: String, signal: Int32) throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let crashed = try app.run(lines: Self.script, environment: ["FLUX_MOVIES_DEBUG_CRASH": "\(kind)@5"])
        #expect(crashed.status == signal)
        #expect(crashed.error.contains("Program crashed"))

        let log = try #require(try Self.crashLogs(app).first)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.dropFirst().first?.hasPrefix(#"{"seq":1,"action":{"#) == true)
        #expect(lines.last?.hasPrefix(#"{"seq":5,"#) == true)
        let replay = try app.run(["replay", log, "--verify", "--print", "states"], withDataDirectory: false)
        #expect(replay.status == 0)
        #expect(replay.lines.count == 6)
        #expect(replay.error == Self.noDigests(log))

        let next = try app.run(lines: ["quit"])
        #expect(next.status == 0)
        #expect(
            next.error
                == "flux-movies: the last session crashed; replay its last actions: flux-movies replay \(log) --verify\n"
        )
        let after = try app.run(lines: ["quit"])
        #expect(after.error == "")
    }

    @Test func aLongSessionKeepsAtLeastTheLastThousandActionsFromACheckpoint() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let lines = Array(repeating: ["open 1", "back"], count: 1300).flatMap { $0 }
        let crashed = try app.run(
            lines: ["search godfather"] + lines, environment: ["FLUX_MOVIES_DEBUG_CRASH": "segv@2403"])
        #expect(crashed.status == SIGSEGV)
        let log = try #require(try Self.crashLogs(app).first)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        let records = text.split(separator: "\n").dropFirst()
        // The window: the checkpoint after action 1000 (its states, not the initial ones), then
        // actions 1001...2403 numbered from 1.
        #expect(records.count == 1403)
        #expect(records.last?.hasPrefix(#"{"seq":1403,"#) == true)
        #expect(text.split(separator: "\n").first?.contains(#""states":{"search":{"#) == true)
        let replay = try app.run(["replay", log, "--verify"], withDataDirectory: false)
        #expect(replay.status == 0)
        #expect(replay.error == Self.noDigests(log))

        // Its test starts from the checkpoint's states, then sends the window's actions.
        let out = app.directory.file("CrashTests.swift").path
        let emitted = try app.run(["replay", log, "--emit-test", out], withDataDirectory: false)
        #expect(emitted.status == 0)
        #expect(emitted.output == "wrote \(out)\n")
        let test = try String(contentsOfFile: out, encoding: .utf8)
        #expect(
            test.contains(
                "        let store = TestStore(dispatcher: core.dispatcher)\n\n        // The log starts at a"))
        #expect(test.contains("        store.restore {\n            $0[stores.search].query = \"godfather\"\n"))
        #expect(test.contains("        // seq 1403\n        store.send("))
    }

    /// At a terminal in raw mode: the log is written, the terminal restored, the backtracer
    /// reports (told not to wait for a key, which it would for 30 s), the process ends by SIGSEGV.
    @Test func aCrashAtATerminalRestoresItAndWritesTheLog() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let environment = app.minimalEnvironment.merging([
            "TERM": "xterm", "COLUMNS": "80", "FLUX_MOVIES_DEBUG_CRASH": "segv@2",
            "SWIFT_BACKTRACE": "interactive=no",
        ]) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path],
            environment: environment, width: 100, height: 30)
        #expect(terminal.waitForScreen { $0.lines.last == ">" })
        #expect(terminal.isInLineMode == false)
        terminal.type("godfather\r")
        #expect(terminal.waitForExit(timeout: 60) == 128 + SIGSEGV)
        #expect(terminal.isInLineMode)
        #expect(String(decoding: terminal.bytes, as: UTF8.self).contains("Program crashed"))
        let log = try #require(try Self.crashLogs(app).first)
        #expect(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").count == 3)
    }

    @Test func noBlackBoxWritesNothing() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let crashed = try app.run(
            ["--no-black-box"], lines: Self.script, environment: ["FLUX_MOVIES_DEBUG_CRASH": "segv@3"])
        #expect(crashed.status == SIGSEGV)
        #expect(!FileManager.default.fileExists(atPath: app.dataDirectory.appendingPathComponent("crashes").path))
    }

    @Test func aSpanishStartSaysTheLastSessionCrashedInSpanish() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try app.run(lines: Self.script, environment: ["FLUX_MOVIES_DEBUG_CRASH": "abort@2"])
        let log = try #require(try Self.crashLogs(app).first)
        let next = try app.run(lines: ["quit"], environment: ["LANG": "es_ES.UTF-8"])
        #expect(
            next.error
                == "flux-movies: la última sesión terminó con un fallo; sus últimas acciones: flux-movies replay \(log) --verify\n"
        )
    }

    @Test func theTMDBKeyNeverEntersAnAction() throws {
        let server = try StubTMDBServer.start()
        defer { server.stop() }
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let key = "secret-key-5f3a9c"
        let record = app.directory.file("session.jsonl").path
        let arguments = [
            "--source", "tmdb", "--tmdb-base-url", "http://127.0.0.1:\(server.port)",
            "--tmdb-image-base-url", "http://127.0.0.1:\(server.port)/",
        ]
        let script = ["search love", "more", "open 1", "back", "search unauthorized", "open 3"]
        let run = try app.run(arguments + ["--record", record], lines: script, environment: ["TMDB_API_KEY": key])
        // 1: the script's "search unauthorized" ends in a load failure.
        #expect(run.status == 1)
        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        let count = recorded.split(separator: "\n").count - 1
        #expect(count >= 6)
        // The same session again, crashing after its last action: the black box holds them all.
        let crashed = try app.run(
            arguments, lines: script, environment: ["TMDB_API_KEY": key, "FLUX_MOVIES_DEBUG_CRASH": "segv@\(count)"])
        #expect(crashed.status == SIGSEGV)
        let log = try #require(try Self.crashLogs(app).first)
        let kept = try String(contentsOfFile: log, encoding: .utf8)
        #expect(kept.split(separator: "\n").count == count + 1)
        #expect(!recorded.contains(key))
        #expect(!kept.contains(key))
    }

    /// The note of a replay with `--verify` of a black box's log: the header's digests (the
    /// checkpoint's states) are verified, its lines carry none.
    static func noDigests(_ log: String) -> String {
        "flux-movies: note: verified the checkpoint \(log) starts from (4 digests); its actions carry no digests (a "
            + "black box keeps none), so the states after them are not checked\n"
    }

    /// The crash logs in the data directory's `crashes` folder.
    static func crashLogs(_ app: FluxMoviesProcess) throws -> [String] {
        let folder = app.dataDirectory.appendingPathComponent("crashes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
            .sorted().map { folder.appendingPathComponent($0).path }
    }
}
