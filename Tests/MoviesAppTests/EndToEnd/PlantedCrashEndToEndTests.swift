import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// What flux-movies does around a real crash, on the release build with the planted bug
/// (`PlantedBinary.release`; `scripts/planted-bug.sh` runs this suite): the next start says once
/// that the last session crashed (in English or Spanish), `--no-black-box` writes nothing, and
/// neither the black box's log nor a `--record` log holds the TMDB API key. The black box's own
/// behaviour on each crash signal is `BlackBoxCrashTests`'.
@Suite(
    .startsProcesses,
    .enabled(
        if: PlantedBinary.isAvailable(PlantedBinary.release),
        "needs FLUX_MOVIES_PLANTED_BINARY: a flux-movies built with -DFLUX_MOVIES_PLANTED_BUG"))
struct PlantedCrashEndToEndTests {
    let planted: PlantedBinary

    init() throws {
        planted = try PlantedBinary(PlantedBinary.release)
    }

    /// The runtime's backtracer on, as it is by default: the crash handler runs it, then the
    /// process ends by the trap's signal.
    @Test func theNextStartSaysOnceThatTheLastSessionCrashed() async throws {
        defer { planted.remove() }
        let crashed = try await planted.session(
            PlantedBinary.crashScript, environment: ["SWIFT_BACKTRACE": "enable=yes"])
        #expect(crashed.status == PlantedBinary.trapSignal)
        #expect(crashed.error.contains("Fatal error: planted bug: opening item 3 of page 2"))
        #expect(crashed.error.contains("Program crashed"))
        let logs = try planted.crashLogs()
        #expect(logs.count == 1)
        let log = try #require(logs.first)

        let next = try await planted.session(["quit"])
        #expect(next.status == 0)
        #expect(
            next.error
                == "flux-movies: the last session crashed; replay its last actions: flux-movies replay \(log) --verify\n"
        )
        let after = try await planted.session(["quit"])
        #expect(after.status == 0)
        #expect(after.error == "")

        // The command the notice gives: the checkpoint verified, the crash reproduced (exit 3).
        let replay = try await planted.run(["replay", log, "--verify"])
        #expect(replay.status == 3)
        #expect(
            replay.error
                == Self.noDigests(log)
                + "flux-movies: the recorded crash at seq 9 reproduces: MoviesApp/PlantedBug.swift:15: Fatal error: planted bug: opening item 3 of page 2\n"
        )
    }

    @Test func aSpanishStartSaysTheLastSessionCrashedInSpanish() async throws {
        defer { planted.remove() }
        _ = try await planted.session(PlantedBinary.crashScript)
        let log = try #require(try planted.crashLogs().first)
        let next = try await planted.session(["quit"], environment: ["LANG": "es_ES.UTF-8"])
        #expect(
            next.error
                == "flux-movies: la última sesión terminó con un fallo; sus últimas acciones: flux-movies replay \(log) --verify\n"
        )
    }

    @Test func noBlackBoxWritesNothing() async throws {
        defer { planted.remove() }
        let crashed = try await planted.session(PlantedBinary.crashScript, arguments: ["--no-black-box"])
        #expect(crashed.status == PlantedBinary.trapSignal)
        #expect(
            !FileManager.default.fileExists(atPath: planted.app.dataDirectory.appendingPathComponent("crashes").path))
        #expect(try await planted.session(["quit"]).error == "")
    }

    /// A TMDB session with a failed load (401), recorded, that crashes at its last action: the
    /// black box's log and the recorded one hold the same actions, the crashing one last, and
    /// never the key.
    @Test func theTMDBKeyNeverEntersAnAction() async throws {
        try await StubTMDBServer.serving { server in
            defer { planted.remove() }
            // The stub's key (any other gets a 401 for every search, and no page to crash on).
            let key = "test-key"
            let record = planted.app.logPath("session.jsonl")
            let arguments = [
                "--source", "tmdb", "--tmdb-base-url", "http://127.0.0.1:\(server.port)",
                "--tmdb-image-base-url", "http://127.0.0.1:\(server.port)/", "--record", record,
            ]
            // TMDB's "love": 20 results on page 1, 5 on page 2; `open 23` is item 3 of page 2.
            let script = [
                "search love", "more", "open 1", "back", "search unauthorized", "search love", "more", "open 23",
            ]

            let crashed = try await planted.session(script, arguments: arguments, environment: ["TMDB_API_KEY": key])

            #expect(crashed.status == PlantedBinary.trapSignal)
            let recorded = try PlantedBinary.lines(record)
            let kept = try PlantedBinary.lines(try #require(try planted.crashLogs().first))
            let actions = recorded.filter { $0.hasPrefix(#"{"seq":"#) }
            #expect(actions.count == 16)
            // The header, each action's line and completion line, but none for the last (interrupted).
            #expect(kept.count == 2 * actions.count)
            #expect(kept.filter { $0.hasPrefix(#"{"seq":"#) }.count == actions.count)
            #expect(kept.last == #"{"seq":\#(actions.count),"action":{"index":23,"type":"details.opened"}}"#)
            #expect(recorded.last?.hasPrefix(#"{"seq":\#(actions.count),"action":{"index":23,"#) == true)
            #expect(recorded.contains { $0.contains(#""type":"search.loadFailed""#) })
            #expect(!recorded.joined().contains(key))
            #expect(!kept.joined().contains(key))
        }
    }

    /// The note of a replay with `--verify` of a black box's log: the header's digests (the
    /// checkpoint's states) are verified, its lines carry none.
    static func noDigests(_ log: String) -> String {
        "flux-movies: note: verified the states \(log) starts from (4 digests); its actions carry no digests (a "
            + "black box keeps none), so the states after them are not checked\n"
    }
}
