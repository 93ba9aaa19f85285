import Foundation
import TestSupport
import Testing

/// From a real invariant break to a minimal failing log, on a debug flux-movies built with the
/// planted bug (`-DFLUX_MOVIES_PLANTED_BUG`: opening item 4 of page 2 leaves a poster without a
/// movie). A debug build checks invariants after every action and, by default, stops the program
/// at a break; the black box has kept the action and the broken invariants before that stop.
/// `scripts/planted-bug.sh` runs this suite with `FLUX_MOVIES_PLANTED_DEBUG_BINARY` naming it.
@Suite(
    .startsProcesses,
    .enabled(
        if: PlantedBinary.isAvailable(PlantedBinary.debug),
        "needs FLUX_MOVIES_PLANTED_DEBUG_BINARY: a debug flux-movies built with -DFLUX_MOVIES_PLANTED_BUG"))
struct PlantedBreakEndToEndTests {
    /// `open 24` is item 4 of page 2 (pages of 20).
    static let script = ["love", "open 1", "back", "more", "open 24", "recent"]
    static let brokeLine =
        #"{"broke":7,"invariants":[{"store":"details","invariant":"poster only with a movie","fields":["movie: nil","poster: cancelled"]},"#
        + #"{"store":"navigation","invariant":"details screen has a movie","fields":["screen: details"]}]}"#

    let planted: PlantedBinary

    init() throws {
        planted = try PlantedBinary(PlantedBinary.debug)
    }

    private func run(_ arguments: [String], lines: [String] = []) async throws -> FluxMoviesProcess.Result {
        try await planted.run(arguments, lines: lines)
    }

    private var app: FluxMoviesProcess { planted.app }

    @Test func theBreakIsInTheBlackBoxLogAndItsReplayAndMinimizationReproduceIt() async throws {
        defer { app.remove() }
        let crashed = try await planted.session(Self.script)
        #expect(crashed.error.contains(#"seq 7: store "details" broke "poster only with a movie""#))
        let log = try #require(try planted.crashLogs().first)
        let lines = try PlantedBinary.lines(log)
        #expect(lines.suffix(2) == [#"{"seq":7,"action":{"index":24,"type":"details.opened"}}"#, Self.brokeLine])

        let replay = try await run(["replay", log, "--print", "final"])
        #expect(replay.status == 4)
        #expect(
            replay.error
                == "flux-movies: the recorded break at seq 7 reproduces: store \"details\" broke \"poster only with a movie\"\n"
        )
        #expect(replay.lines.first?.hasPrefix(#"{"seq":6,"#) == true)

        let out = app.directory.file("minimal.jsonl").path
        await #expect(try run(["replay", log, "--minimize", out]).status == 0)
        let minimal = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(
            minimal.map(PlantedBugEndToEndTests.shape) == [
                "seq 1 search.submitted", "done 1", "seq 2 search.pageLoaded cause 1", "done 2",
                "seq 3 search.nextPageRequested", "done 3", "seq 4 search.pageLoaded cause 3", "done 4",
                "seq 5 details.opened", Self.brokeLine.replacingOccurrences(of: #""broke":7"#, with: #""broke":5"#),
            ])
        let again = try await run(["replay", out, "--print", "final"])
        #expect(again.status == 4)
    }
}
