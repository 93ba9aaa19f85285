import Foundation
import TestSupport
import Testing

/// From a real crash to a minimal failing log, on a flux-movies built with the planted bug
/// compiled into its details reducer (`-Xswiftc -DFLUX_MOVIES_PLANTED_BUG`: opening item 3 of
/// page 2 traps, in every process that runs the reducer). `.ci/run` builds that binary in
/// release (`scripts/planted-bug.sh`) and runs this suite with `FLUX_MOVIES_PLANTED_BINARY`
/// naming it; the plain test pass has no such binary, so the suite is off there.
@Suite(
    .startsProcesses,
    .enabled(
        if: PlantedBinary.isAvailable(PlantedBinary.release),
        "needs FLUX_MOVIES_PLANTED_BINARY: a flux-movies built with -DFLUX_MOVIES_PLANTED_BUG"))
struct PlantedBugEndToEndTests {
    let planted: PlantedBinary

    init() throws {
        planted = try PlantedBinary(PlantedBinary.release)
    }

    private func run(_ arguments: [String], lines: [String] = []) async throws -> FluxMoviesProcess.Result {
        try await planted.run(arguments, lines: lines)
    }

    private var app: FluxMoviesProcess { planted.app }

    /// The black box's log of the crashed session.
    private func crashLog() async throws -> String {
        let crashed = try await planted.session(PlantedBinary.crashScript)
        #expect(crashed.status == PlantedBinary.trapSignal)
        return try #require(try planted.crashLogs().first)
    }

    @Test func theBlackBoxLogEndsWithTheCrashingActionAndItsReplayReproducesIt() async throws {
        defer { app.remove() }
        let log = try await crashLog()
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.last == #"{"seq":9,"action":{"index":23,"type":"details.opened"}}"#)

        let replay = try await run(["replay", log, "--print", "final"])
        #expect(replay.status == 3)
        #expect(
            replay.error
                == "flux-movies: the recorded crash at seq 9 reproduces: MoviesApp/PlantedBug.swift:15: Fatal error: planted bug: opening item 3 of page 2\n"
        )
        // The states after seq 8, the last action before the crash, were printed.
        #expect(replay.lines.count == 1)
        #expect(replay.lines.first?.hasPrefix(#"{"seq":8,"#) == true)
    }

    @Test func minimizeKeepsExactlyTheCausalChainOfTheCrash() async throws {
        defer { app.remove() }
        let log = try await crashLog()
        let out = app.directory.file("minimal.jsonl").path
        let minimized = try await run(["replay", log, "--minimize", out])
        #expect(minimized.status == 0)
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").dropFirst()
        let shapes = lines.map(Self.shape)
        #expect(
            shapes == [
                "seq 1 search.submitted", "done 1", "seq 2 search.pageLoaded cause 1", "done 2",
                "seq 3 search.nextPageRequested", "done 3", "seq 4 search.pageLoaded cause 3", "done 4",
                "seq 5 details.opened",
            ])
        let replay = try await run(["replay", out, "--print", "final"])
        #expect(replay.status == 3)
        #expect(replay.error.hasPrefix("flux-movies: the recorded crash at seq 5 reproduces: "))
    }

    @Test func aRecordedCrashThatNoLongerReproducesIsNotedAndTheReplayPasses() async throws {
        defer { app.remove() }
        let log = try await crashLog()
        let out = app.directory.file("minimal.jsonl").path
        await #expect(try run(["replay", log, "--minimize", out]).status == 0)
        // The crashing action alone, as a log's first and interrupted action.
        let all = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        let first = app.directory.file("first.jsonl").path
        try (String(all[0]) + "\n" + #"{"seq":1,"action":{"index":3,"type":"details.opened"}}"# + "\n")
            .write(toFile: first, atomically: true, encoding: .utf8)
        // Item 3 of an empty list: no crash, and the log says its crash no longer reproduces.
        let replay = try await run(["replay", first, "--print", "final"])
        #expect(replay.status == 0)
        #expect(
            replay.error
                == "flux-movies: note: the recorded crash at seq 1 no longer reproduces (the crash was outside the "
                + "reducers, or the code was fixed)\n")
    }

    /// `seq N TYPE [cause C]` or `done N` for a line of a minimized log.
    static func shape(_ line: Substring) -> String {
        let text = String(line)
        if let done = text.firstMatch(of: /^\{"done":(\d+)/) { return "done \(done.1)" }
        guard let seq = text.firstMatch(of: /^\{"seq":(\d+)/), let type = text.firstMatch(of: /"type":"([a-zA-Z.]+)"\}/)
        else { return text }
        let cause = text.firstMatch(of: /,"cause":(\d+)\}$/).map { " cause \($0.1)" } ?? ""
        return "seq \(seq.1) \(type.1)\(cause)"
    }
}
