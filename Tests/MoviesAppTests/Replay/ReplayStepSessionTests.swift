import Flux
import FluxActionLog
import MoviesApp
import Testing

/// The time-travel session in-process over the example sessions, with checkpoints every two
/// actions so that jumps restore checkpoints.
@MainActor @Suite struct ReplayStepSessionTests {
    /// The renderer's lines for each action of a straight replay (index 0: the start).
    static func renderedPerAction(_ path: String) throws -> [[String]] {
        let core = AppCore()
        var perAction: [[String]] = [[]]
        let renderer = ConsoleRenderer(stores: core.stores, environment: ViewEnvironment()) {
            perAction[perAction.count - 1].append($0)
        }
        renderer.start()
        // The lines of an action are printed while it is dispatched; `onRecord` then opens the next slot.
        perAction.append([])
        let replayer = try ActionLogReplayer<AppAction>(path: path) { core.dispatcher }
        _ = try replayer.run { _ in perAction.append([]) }
        renderer.stop()
        return Array(perAction.dropLast())
    }

    @Test(arguments: ["search-more-open-back.jsonl", "recent-pick.jsonl", "error-and-cancel.jsonl"])
    func nextPrintsWhatTheSessionPrintedForThatActionFromAnyJump(name: String) throws {
        let path = ExampleSessionTests.path(name)
        let expected = try Self.renderedPerAction(path)
        let core = AppCore()
        let player = try ActionLogPlayer<AppAction>(path: path, checkpointEvery: 2) { core.dispatcher }
        var lines: [String] = []
        let session = ReplayStepSession(player: player, stores: core.stores, environment: ViewEnvironment()) {
            lines.append($0)
        }
        try session.start(at: player.lastSequence)
        #expect(expected.count == Int(player.lastSequence) + 1 && expected[0] == [])
        if name == "search-more-open-back.jsonl" {
            #expect(expected.flatMap { $0 } == RecordedLoveTranscript.transcript)
        }

        for sequence in (1...player.lastSequence).reversed() {
            session.handle(.text("goto \(sequence - 1)"))
            lines = []
            session.handle(.text("next"))

            #expect(lines.first?.hasPrefix("seq \(sequence) of \(player.lastSequence): ") == true)
            #expect(Array(lines.dropFirst()) == expected[Int(sequence)], "\(name) seq \(sequence)")
        }
    }

    @Test func diffAndStateFollowTheJumps() throws {
        let core = AppCore()
        let player = try ActionLogPlayer<AppAction>(
            path: ExampleSessionTests.path("recent-pick.jsonl"), checkpointEvery: 2
        ) {
            core.dispatcher
        }
        var lines: [String] = []
        let session = ReplayStepSession(player: player, stores: core.stores, environment: ViewEnvironment()) {
            lines.append($0)
        }
        try session.start(at: 7)
        lines = []

        session.handle(.text("diff"))
        session.handle(.text("g 6"))
        session.handle(.text("d"))
        session.handle(.text("goto 0"))
        session.handle(.text("diff"))
        session.handle(.text("state"))

        #expect(
            lines == [
                "seq 7 changed nothing",
                // The same screen at 7 and 6: the jump prints nothing more.
                "seq 6 of 9: suggestions.loaded \"alien\", \"godfather\"",
                "seq 6 changed:",
                "  store \"suggestions\":",
                "    isLoading: before true, after false",
                "    queries[0]: before (absent), after \"alien\"",
                "    queries[1]: before (absent), after \"godfather\"",
                "seq 0 of 9: the initial states",
                "seq 0: the initial states (no action)",
                #"{"seq":0,"states":{"search":{"currentPage":0,"lastRequestID":0,"pages":[],"query":"","totalPageCount":1,"totalResultCount":0},"suggestions":{"isLoading":false,"queries":[]},"details":{"lastPosterRequestID":0,"poster":{"none":{}},"requestedPosterWidth":342},"navigation":{"screen":"list"}}}"#,
            ])
    }
}
