import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

/// The black box in memory: its window (the last actions, from a checkpoint) written as a log
/// that replays and verifies; the crashes themselves are tested in a child process
/// (`BlackBoxCrashTests` of MoviesAppTests).
@MainActor
@Suite struct ActionLogBlackBoxTests {
    @Test func theWindowIsALogFromTheInitialStatesUntilTheFirstCheckpoint() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let stores = try TallyStores()
        let blackBox = try ActionLogBlackBox(
            dispatcher: stores.dispatcher, app: LogFixture.app, directory: directory.path("crashes"), capacity: 3,
            clock: LogFixture.clock)
        stores.dispatcher.send(.add(3))
        stores.dispatcher.send(.note("hi"))
        let path = directory.path("window.jsonl")
        try blackBox.write(to: path)
        #expect(blackBox.recordedCount == 2)
        let lines = try directory.lines(path)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix(LogFixture.headerV2.dropLast() + #","states":{"counter":"#))
        #expect(
            Array(lines[1...]) == [
                #"{"seq":1,"action":{"amount":3,"type":"tally.add"}}"#, LogFixture.done(1),
                #"{"seq":2,"action":{"text":"hi","type":"notes.add"}}"#, LogFixture.done(2), "",
            ])
        try expectReplays(path, to: stores)
    }

    @Test func afterACheckpointTheWindowStartsAtThePreviousOneAndReplaysToTheEnd() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let stores = try TallyStores()
        let blackBox = try ActionLogBlackBox(
            dispatcher: stores.dispatcher, app: LogFixture.app, directory: directory.path("crashes"), capacity: 3,
            clock: LogFixture.clock)
        for amount in 1...8 { stores.dispatcher.send(.add(amount)) }
        // Checkpoints after actions 3 and 6: the window is the states after 3, then 4...8.
        let path = directory.path("window.jsonl")
        try blackBox.write(to: path)
        let lines = try directory.lines(path)
        #expect(lines.count == 12)
        #expect(lines[0].contains(#""states":{"counter":{"adds":3,"pending":[],"value":6}"#))
        #expect(lines[1] == #"{"seq":1,"action":{"amount":4,"type":"tally.add"}}"#)
        #expect(lines[2] == LogFixture.done(1))
        #expect(lines[9] == #"{"seq":5,"action":{"amount":8,"type":"tally.add"}}"#)
        #expect(lines[10] == LogFixture.done(5))
        try expectReplays(path, to: stores)
        blackBox.close()
        stores.dispatcher.send(.add(1))
        #expect(blackBox.recordedCount == 8)
        #expect(!blackBox.isOpen)
    }

    @Test func theCrashLogIsNamedByTheTimeAndTheProcess() throws {
        let stores = try TallyStores()
        let blackBox = try ActionLogBlackBox(
            dispatcher: stores.dispatcher, app: LogFixture.app, directory: "/data/crashes/", clock: LogFixture.clock)
        #expect(blackBox.capacity == 1000)
        #expect(blackBox.crashLogPath == "/data/crashes/crash-20260102T030405Z-\(getpid()).jsonl")
    }

    @Test func anUnreportedCrashIsTakenOnce() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        _ = try directory.write("crash-1.jsonl", lines: ["{}"])
        _ = try directory.write("unreported-crash", lines: ["crash-1.jsonl"])
        #expect(ActionLogCrashHandler.takeUnreportedCrash(in: directory.url.path) == directory.path("crash-1.jsonl"))
        #expect(ActionLogCrashHandler.takeUnreportedCrash(in: directory.url.path) == nil)
    }

    /// Replays `path` with digests verified into fresh stores; they end as `stores` are.
    private func expectReplays(_ path: String, to stores: TallyStores) throws {
        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        let summary = try replayer.run()
        #expect(summary.reachedEnd)
        let encoder = CanonicalStateEncoder()
        #expect(try encoder.digests(of: replayer.dispatcher.stores) == encoder.digests(of: stores.dispatcher.stores))
    }
}
