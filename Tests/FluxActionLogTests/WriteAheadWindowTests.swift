import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

/// Version 2 logs made from part of a session: a black box's window and a subset, whose causes
/// are renumbered within the part (0: a cause before it).
@MainActor
@Suite struct WriteAheadWindowTests {
    @Test func aBlackBoxWindowIsAVersion2LogWithItsCausesNumberedWithinIt() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let stores = try TallyStores(middleware: true)
        let blackBox = try ActionLogBlackBox(
            dispatcher: stores.dispatcher, app: LogFixture.app, directory: directory.path("crashes"), capacity: 3,
            clock: LogFixture.clock)
        stores.dispatcher.send(.request(id: 1))  // seq 1 starts an effect
        stores.dispatcher.send(.add(1))
        stores.dispatcher.send(.add(2))  // checkpoint after seq 3: the window will start there
        stores.dispatcher.send(.add(3))
        stores.dispatcher.send(.add(4))
        stores.dispatcher.send(.add(150))  // seq 6; checkpoint after it; its note (seq 7) is in the next slot
        await stores.dispatcher.effects.settle()  // seq 8: the effect's action, caused by seq 1 (before the window)
        let path = directory.path("window.jsonl")
        try blackBox.write(to: path)
        blackBox.close()

        let lines = try directory.lines(path)
        #expect(lines[0].hasPrefix(#"{"format":"flux-action-log","version":2,"#))
        #expect(lines[0].contains(#""states":{"counter":{"adds":2,"pending":[1],"value":3}"#))
        #expect(lines[0].hasSuffix(#","checkpoint":true}"#))
        #expect(
            Array(lines.dropFirst()) == [
                LogFixture.record(1, #"{"amount":3,"type":"tally.add"}"#), LogFixture.done(1),
                LogFixture.record(2, #"{"amount":4,"type":"tally.add"}"#), LogFixture.done(2),
                LogFixture.record(3, #"{"amount":150,"type":"tally.add"}"#), LogFixture.done(3),
                LogFixture.record(4, #"{"text":"big 150","type":"notes.add"}"#, cause: 3), LogFixture.done(4),
                LogFixture.record(5, #"{"amount":10,"id":1,"type":"tally.loaded"}"#, cause: 0), LogFixture.done(5),
                "",
            ])

        let reader = try ActionLogReader<TallyAction>(path: path)
        var records: [ActionLogRecord<TallyAction>] = []
        while let record = try reader.next() { records.append(record) }
        #expect(reader.header.version == 2 && reader.header.checkpoint)
        #expect(records.map(\.cause) == [nil, nil, nil, 3, 0])
        #expect(records.allSatisfy { $0.isCompleted })
        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        #expect(try replayer.run().reachedEnd)
        #expect(tallyStates(replayer.dispatcher) == tallyStates(stores.dispatcher))
    }

    #if DEBUG
        @Test func aBlackBoxKeepsTheInvariantsAnActionBroke() throws {
            let directory = try LogDirectory()
            defer { directory.remove() }
            let stores = try TallyStores(peakLimit: 100)
            stores.dispatcher.onInvariantBreak = { _, _ in }
            let blackBox = try ActionLogBlackBox(
                dispatcher: stores.dispatcher, app: LogFixture.app, directory: directory.path("crashes"),
                clock: LogFixture.clock)
            stores.dispatcher.send(.add(110))
            let path = directory.path("window.jsonl")
            try blackBox.write(to: path)
            blackBox.close()

            #expect(
                Array(try directory.lines(path).dropFirst()) == [
                    LogFixture.record(1, #"{"amount":110,"type":"tally.add"}"#),
                    #"{"broke":1,"invariants":[{"store":"summary","invariant":"peak within limit","fields":["peak: 110"]}]}"#,
                    LogFixture.done(1), "",
                ])
            let record = try ActionLogReader<TallyAction>(path: path).next()
            #expect(
                record?.brokenInvariants == [
                    InvariantBreak(store: "summary", invariant: "peak within limit", fields: ["peak: 110"])
                ])
        }
    #endif

    @Test func aSubsetRenumbersTheCausesItKeepsAndKeepsAnInterruptedLastAction() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "full.jsonl",
            lines: [
                LogFixture.headerV2,
                LogFixture.record(1, #"{"id":4,"type":"tally.request"}"#), LogFixture.done(1),
                LogFixture.record(2, #"{"amount":150,"type":"tally.add"}"#), LogFixture.done(2),
                LogFixture.record(3, #"{"text":"big 150","type":"notes.add"}"#, cause: 2), LogFixture.done(3),
                LogFixture.record(4, #"{"amount":40,"id":4,"type":"tally.loaded"}"#, cause: 1), LogFixture.done(4),
                LogFixture.record(5, #"{"amount":13,"type":"tally.add"}"#, cause: 0),
            ])
        let subset = try ActionLogSubset<TallyAction>(path: path)
        #expect(subset.causes == [nil, nil, 2, 1, 0] && subset.completions == [true, true, true, true, false])

        // seq 3's cause (seq 2) is kept, as seq 1; seq 4's (seq 1) is left out: 0.
        try subset.write([1, 2, 3, 4], to: directory.path("small.jsonl"))
        #expect(
            try directory.lines(directory.path("small.jsonl")) == [
                LogFixture.headerV2,
                LogFixture.record(1, #"{"amount":150,"type":"tally.add"}"#), LogFixture.done(1),
                LogFixture.record(2, #"{"text":"big 150","type":"notes.add"}"#, cause: 1), LogFixture.done(2),
                LogFixture.record(3, #"{"amount":40,"id":4,"type":"tally.loaded"}"#, cause: 0), LogFixture.done(3),
                LogFixture.record(4, #"{"amount":13,"type":"tally.add"}"#, cause: 0), "",
            ])
        // Without the interrupted action, every kept action is completed.
        try subset.write([0, 3], to: directory.path("pair.jsonl"))
        #expect(
            try directory.lines(directory.path("pair.jsonl")) == [
                LogFixture.headerV2,
                LogFixture.record(1, #"{"id":4,"type":"tally.request"}"#), LogFixture.done(1),
                LogFixture.record(2, #"{"amount":40,"id":4,"type":"tally.loaded"}"#, cause: 1), LogFixture.done(2),
                "",
            ])
    }
}
