import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

@MainActor
@Suite struct ActionLogReplayTests {
    @Test func aRecordedLiveSessionReplaysIntoFreshStoresWithoutMiddlewareToTheSameStates() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("live.jsonl")
        let live = try TallyStores(middleware: true)
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: live.dispatcher, app: LogFixture.app, options: .init(digestEvery: 1))
        for action in LogFixture.randomActions(200, seed: 1) { live.dispatcher.send(action) }
        live.dispatcher.send(.add(500))
        live.dispatcher.send(.request(id: 9))
        await live.dispatcher.effects.settle()
        recorder.close()

        var replayed: [UInt64] = []
        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        let summary = try replayer.run { replayed.append($0.sequence) }

        #expect(
            summary
                == ActionLogReplaySummary(
                    lastSequence: 204, verifiedDigests: 204, lastMatch: 204, truncation: nil, reachedEnd: true))
        #expect(replayed == Array(1...204))
        #expect(tallyStates(replayer.dispatcher) == tallyStates(live.dispatcher))
        #expect(live.notes.state.recent.last == "big 500" && live.counter.state.pending.isEmpty)
    }

    @Test func replayWithoutDigestsStillReproducesTheStates() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("plain.jsonl")
        let live = try LogFixture.recordSession(
            LogFixture.randomActions(500, seed: 2), to: path, options: LogFixture.options())

        let replayer = try ActionLogReplayer(path: path, verify: false) { try TallyStores.replayDispatcher() }
        let summary = try replayer.run()

        #expect(
            summary
                == ActionLogReplaySummary(
                    lastSequence: 500, verifiedDigests: 0, lastMatch: nil, truncation: nil, reachedEnd: true))
        #expect(tallyStates(replayer.dispatcher) == tallyStates(live.dispatcher))
    }

    @Test func untilStopsAfterThatActionWithTheStatesOfThatMoment() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("until.jsonl")
        let actions = LogFixture.randomActions(50, seed: 3)
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options(digestEvery: 5))
        let expected = try LogFixture.recordSession(
            Array(actions.prefix(20)), to: directory.path("prefix.jsonl"), options: LogFixture.options())

        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        let summary = try replayer.run(until: 20)

        #expect(
            summary
                == ActionLogReplaySummary(
                    lastSequence: 20, verifiedDigests: 4, lastMatch: 20, truncation: nil, reachedEnd: false))
        #expect(tallyStates(replayer.dispatcher) == tallyStates(expected.dispatcher))
    }

    @Test func aChangedReducerDivergesAtTheExactActionNamingTheStoreAndField() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("diverge.jsonl")
        try LogFixture.recordSession(
            [.add(2), .note("a"), .add(7), .add(1)], to: path,
            options: LogFixture.options(digestEvery: 1, snapshots: true))

        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher(.addsEightForSeven) }
        let error = try #require(throws: ActionLogError.self) { try replayer.run() }

        #expect(replayer.position == 3)
        #expect(
            "\(error)" == """
                \(path):6: replay diverged at seq 3, action {"amount":7,"type":"tally.add"}
                  store "counter": recorded digest \(digest(#"{"adds":2,"pending":[],"value":9}"#)), replayed \(digest(#"{"adds":2,"pending":[],"value":10}"#))
                    value: recorded 9, replayed 10
                  store "summary": recorded digest \(digest(#"{"parity":"odd","peak":9}"#)), replayed \(digest(#"{"parity":"even","peak":10}"#))
                    parity: recorded "odd", replayed "even"
                    peak: recorded 9, replayed 10
                """)
    }

    @Test func withoutSnapshotsTheDivergenceNamesTheStoresOnly() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("diverge.jsonl")
        try LogFixture.recordSession([.add(7)], to: path, options: LogFixture.options(digestEvery: 1))

        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher(.addsEightForSeven) }
        let error = try #require(throws: ActionLogError.self) { try replayer.run() }

        guard case .divergence(let divergence) = error.kind else {
            Issue.record("not a divergence: \(error)")
            return
        }
        #expect(
            divergence.sequence == 1 && divergence.lastMatch == 0
                && divergence.action == #"{"amount":7,"type":"tally.add"}"#)
        #expect(divergence.stores.map(\.store) == ["counter", "summary"])
        #expect(divergence.stores.allSatisfy { $0.differences.isEmpty })
    }

    @Test func withPeriodicDigestsTheDivergenceSaysWhereTheStatesLastMatched() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("periodic.jsonl")
        try LogFixture.recordSession(
            [.add(1), .add(1), .add(1), .add(7), .add(1), .add(1)], to: path,
            options: LogFixture.options(digestEvery: 3))

        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher(.addsEightForSeven) }
        let error = try #require(throws: ActionLogError.self) { try replayer.run() }

        #expect(
            "\(error)".hasPrefix(
                "\(path):12: replay diverged at seq 6, action {\"amount\":1,\"type\":\"tally.add\"} "
                    + "(states last matched at seq 3: the change is in seq 4...6)\n  store \"counter\": "))
    }

    @Test func initialStatesThatDifferFromTheRecordedOnesDivergeAtSeqZero() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("initial.jsonl")
        try LogFixture.recordSession([.add(1)], to: path, options: LogFixture.options(snapshots: true))

        let error = try #require(throws: ActionLogError.self) {
            try ActionLogReplayer(path: path) {
                let stores = try TallyStores()
                stores.dispatcher.send(.note("early"))
                return try Self.freshDispatcher(restoringFrom: stores)
            }
        }
        #expect(
            "\(error)" == """
                \(path):1: replay diverged at seq 0: the initial states differ from the recorded ones
                  store "notes": recorded digest 7c68775381742cd7, replayed \(digest(#"{"count":1,"recent":["early"]}"#))
                    count: recorded 0, replayed 1
                    recent[0]: recorded (absent), replayed "early"
                """)
    }

    @Test func replayRefusesADispatcherWithMiddlewareOrActionsAlreadyDispatched() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("refuse.jsonl")
        try LogFixture.recordSession([.add(1)], to: path, options: LogFixture.options())

        #expect(throws: ActionLogError(file: path, line: nil, kind: .replayHasMiddleware(count: 1))) {
            try ActionLogReplayer(path: path) { try TallyStores(middleware: true).dispatcher }
        }
        #expect(throws: ActionLogError(file: path, line: nil, kind: .replayNotFresh(sequence: 1))) {
            try ActionLogReplayer(path: path) {
                let dispatcher = try TallyStores.replayDispatcher()
                dispatcher.send(.reset)
                return dispatcher
            }
        }
        #expect(
            "\(ActionLogError(file: "a", line: nil, kind: .replayHasMiddleware(count: 1)))"
                == "a: the replay dispatcher has 1 middleware; replay needs stores only (no middleware, no effects)")
        #expect(
            "\(ActionLogError(file: "a", line: nil, kind: .replayNotFresh(sequence: 1)))"
                == "a: the replay dispatcher has already dispatched 1 actions; replay needs fresh stores")
    }

    @Test func verifyingRefusesStoresOtherThanTheRecordedOnes() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("stores.jsonl")
        try LogFixture.recordSession([.add(1)], to: path, options: LogFixture.options())

        let expected = ActionLogError(
            file: path, line: 1, kind: .storesDiffer(log: ["counter", "summary", "notes"], replay: ["counter"]))
        #expect(throws: expected) {
            try ActionLogReplayer(path: path) {
                let dispatcher = Dispatcher<TallyAction>()
                try dispatcher.register(TallyStores().counter)
                return dispatcher
            }
        }
        #expect(
            "\(expected)" == "\(path):1: the log was recorded with stores [\"counter\", \"summary\", \"notes\"] "
                + "but the replay has [\"counter\"]")
    }

    @Test func aTruncatedLastLineEndsTheReplayWithEverythingBeforeItReplayed() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("cut.jsonl")
        let complete = try LogFixture.recordSession(
            [.add(1), .add(2), .note("x")], to: path, options: LogFixture.options(digestEvery: 1))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"seq":4,"action":{"amount":5,"ty"#.utf8))
        try handle.close()

        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        let summary = try replayer.run()

        #expect(
            summary
                == ActionLogReplaySummary(
                    lastSequence: 3, verifiedDigests: 3, lastMatch: 3,
                    truncation: ActionLogError(file: path, line: 8, kind: .truncatedLastLine), reachedEnd: true))
        #expect(tallyStates(replayer.dispatcher) == tallyStates(complete.dispatcher))
    }

    @Test func aBadLineStopsTheReplayWithItsErrorAfterTheLinesBeforeIt() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "bad.jsonl",
            lines: [
                LogFixture.header, LogFixture.record(1, #"{"amount":4,"type":"tally.add"}"#),
                LogFixture.record(2, #"{"type":"tally.sumbit"}"#),
            ])

        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        #expect(throws: ActionLogError(file: path, line: 3, kind: .unknownActionType("tally.sumbit"))) {
            try replayer.run()
        }
        #expect(replayer.position == 1)
    }

    private func digest(_ json: String) -> String { FNV1a64.hex(of: Array(json.utf8)) }

    /// A fresh dispatcher whose stores start from `stores`' current states (a wrong initial state).
    private static func freshDispatcher(restoringFrom stores: TallyStores) throws -> Dispatcher<TallyAction> {
        let fresh = try TallyStores()
        try fresh.dispatcher.restore([(store: fresh.notes, state: stores.notes.state)])
        return fresh.dispatcher
    }
}

@Suite struct ActionLogDivergenceTextTests {
    @Test func aLongActionIsSummarisedByItsTypeAndSize() {
        let text = String(repeating: "x", count: 300)
        let action = #"{"text":"\#(text)","type":"notes.add"}"#
        let divergence = ActionLogDivergence(sequence: 5, action: action, lastMatch: 4, stores: [])
        #expect(
            divergence.description
                == #"replay diverged at seq 5, action "notes.add" (330 bytes of JSON, in full on that line of the log)"#
        )
    }

    @Test func aShortActionIsQuotedInFull() {
        let divergence = ActionLogDivergence(
            sequence: 2, action: #"{"amount":7,"type":"tally.add"}"#, lastMatch: 1, stores: [])
        #expect(divergence.description == #"replay diverged at seq 2, action {"amount":7,"type":"tally.add"}"#)
    }
}
