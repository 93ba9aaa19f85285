import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

/// Version 2 of the log format, as the recorder writes it and the reader merges it: each action's
/// line (with its cause) before the reducers run, then its break and completion lines.
@MainActor
@Suite struct WriteAheadFormatTests {
    static let summaryBreak = InvariantBreak(store: "summary", invariant: "peak within limit", fields: ["peak: 110"])
    static let breakJSON =
        #"{"store":"summary","invariant":"peak within limit","fields":["peak: 110"]}"#

    /// The records of the log at `path`, read to its end.
    func records(_ path: String) throws -> [ActionLogRecord<TallyAction>] {
        let reader = try ActionLogReader<TallyAction>(path: path)
        var records: [ActionLogRecord<TallyAction>] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    /// The error reading a version 2 log of `lines` after the header, with the file's path left out.
    func error(reading lines: [String]) throws -> String {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write("bad.jsonl", lines: [LogFixture.headerV2] + lines)
        do {
            _ = try records(path)
        } catch let error as ActionLogError {
            return "\(error)".replacingOccurrences(of: path, with: "bad.jsonl")
        }
        return "no error"
    }

    @Test func anActionSentDuringAnotherOrByItsEffectHasItAsCause() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("causes.jsonl")
        let stores = try TallyStores(middleware: true)  // .add(> 100) is followed by a note; a request loads
        let dispatcher = stores.dispatcher
        let token = dispatcher.addObserver { [weak dispatcher] _, action in
            if action == .note("big 150") { dispatcher?.send(.tag(name: "big", weight: nil)) }
        }
        defer { token.cancel() }
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: LogFixture.app, options: LogFixture.options())

        dispatcher.send(.add(150))  // the middleware's `after` sends the note, the observer the tag
        dispatcher.send(.request(id: 4))  // starts an effect
        dispatcher.send(.add(1))  // sent from outside, between the effect's start and its action
        await dispatcher.effects.settle()
        recorder.close()

        #expect(
            try directory.lines(path) == [
                LogFixture.headerV2,
                LogFixture.record(1, #"{"amount":150,"type":"tally.add"}"#), LogFixture.done(1),
                LogFixture.record(2, #"{"text":"big 150","type":"notes.add"}"#, cause: 1), LogFixture.done(2),
                LogFixture.record(3, #"{"name":"big","type":"notes.tag"}"#, cause: 2), LogFixture.done(3),
                LogFixture.record(4, #"{"id":4,"type":"tally.request"}"#), LogFixture.done(4),
                LogFixture.record(5, #"{"amount":1,"type":"tally.add"}"#), LogFixture.done(5),
                LogFixture.record(6, #"{"amount":40,"id":4,"type":"tally.loaded"}"#, cause: 4), LogFixture.done(6),
                "",
            ])
        let read = try records(path)
        #expect(read.map(\.cause) == [nil, 1, 2, nil, nil, 4])
        #expect(read.map(\.line) == [2, 4, 6, 8, 10, 12])
        #expect(read.allSatisfy { $0.isCompleted && $0.brokenInvariants.isEmpty })
    }

    @Test func aCauseBeforeTheRecordingStartedIsWrittenAsZero() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("late.jsonl")
        let stores = try TallyStores(middleware: true)
        stores.dispatcher.send(.request(id: 2))  // seq 1, before the recorder: its effect is in flight
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: stores.dispatcher, app: LogFixture.app, options: LogFixture.options())
        stores.dispatcher.send(.add(3))
        await stores.dispatcher.effects.settle()
        recorder.close()

        let lines = try directory.lines(path)
        #expect(
            Array(lines.dropFirst()) == [
                LogFixture.record(1, #"{"amount":3,"type":"tally.add"}"#), LogFixture.done(1),
                LogFixture.record(2, #"{"amount":20,"id":2,"type":"tally.loaded"}"#, cause: 0), LogFixture.done(2),
                "",
            ])
        #expect(try records(path).map(\.cause) == [nil, 0])
    }

    @Test func aLastActionWithoutItsCompletionLineWasInterrupted() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let lines = [
            LogFixture.headerV2,
            LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#), LogFixture.done(1),
            LogFixture.record(2, #"{"text":"a","type":"notes.add"}"#, cause: 1), LogFixture.done(2),
            LogFixture.record(3, #"{"amount":13,"type":"tally.add"}"#),
        ]
        let path = try directory.write("crash.jsonl", lines: lines)

        let read = try records(path)
        #expect(read.map(\.action) == [.add(1), .note("a"), .add(13)])
        #expect(read.map(\.isCompleted) == [true, true, false])
        #expect(read.map(\.line) == [2, 4, 6])
        #expect(read.map(\.cause) == [nil, 1, nil])

        // A completion line cut mid-write: the action was not completed, and the cut is reported after it.
        let cut = try directory.write("cut.jsonl", text: lines.map { $0 + "\n" }.joined() + #"{"done""#)
        let reader = try ActionLogReader<TallyAction>(path: cut)
        for _ in 1...2 { #expect(try reader.next()?.isCompleted == true) }
        #expect(try reader.next()?.isCompleted == false)
        #expect(throws: ActionLogError(file: cut, line: 7, kind: .truncatedLastLine)) { try reader.next() }
    }

    @Test func breakLinesAreMergedIntoTheirActionsRecord() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let other = #"{"store":"notes","invariant":"few","fields":["count: 4","recent: 3"]}"#
        let path = try directory.write(
            "broke.jsonl",
            lines: [
                LogFixture.headerV2,
                LogFixture.record(1, #"{"amount":110,"type":"tally.add"}"#),
                #"{"broke":1,"invariants":["# + Self.breakJSON + "]}",
                #"{"broke":1,"invariants":["# + other + "]}",
                LogFixture.done(1),
                LogFixture.record(2, #"{"type":"tally.reset"}"#), LogFixture.done(2),
            ])

        let read = try records(path)
        let notesBreak = InvariantBreak(store: "notes", invariant: "few", fields: ["count: 4", "recent: 3"])
        #expect(read.map(\.brokenInvariants) == [[Self.summaryBreak, notesBreak], []])
        #expect(read.map(\.line) == [2, 6])
        #expect(read.allSatisfy { $0.isCompleted })
    }

    #if DEBUG
        @Test func theRecorderWritesTheInvariantsAnActionBrokeBeforeItsCompletion() throws {
            let directory = try LogDirectory()
            defer { directory.remove() }
            let path = directory.path("peak.jsonl")
            let stores = try TallyStores(peakLimit: 100)
            var reported: [UInt64] = []
            stores.dispatcher.onInvariantBreak = { sequence, _ in reported.append(sequence) }
            let recorder = try ActionLogRecorder(
                path: path, dispatcher: stores.dispatcher, app: LogFixture.app, options: LogFixture.options())
            for action in [TallyAction.add(40), .add(70), .note("x")] { stores.dispatcher.send(action) }
            recorder.close()

            let broke = { (sequence: Int) in #"{"broke":\#(sequence),"invariants":["# + Self.breakJSON + "]}" }
            #expect(
                try directory.lines(path) == [
                    LogFixture.headerV2,
                    LogFixture.record(1, #"{"amount":40,"type":"tally.add"}"#), LogFixture.done(1),
                    LogFixture.record(2, #"{"amount":70,"type":"tally.add"}"#), broke(2), LogFixture.done(2),
                    LogFixture.record(3, #"{"text":"x","type":"notes.add"}"#), broke(3), LogFixture.done(3), "",
                ])
            #expect(reported == [2, 3])
            let read = try records(path)
            #expect(read.map(\.brokenInvariants) == [[], [Self.summaryBreak], [Self.summaryBreak]])
            #expect(read.map(\.line) == [2, 4, 7])
        }
    #endif

    @Test func aCompletionOrBreakLineForAnotherActionIsAnError() throws {
        let add1 = LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#)
        #expect(
            try error(reading: [add1, LogFixture.done(2)])
                == #"bad.jsonl:3: invalid value in field "done": expected 1, found 2"#)
        #expect(
            try error(reading: [add1, #"{"broke":7,"invariants":["# + Self.breakJSON + "]}", LogFixture.done(1)])
                == #"bad.jsonl:3: invalid value in field "broke": expected 1, found 7"#)
    }

    @Test func anActionLineFollowedByAnotherActionLineIsAnError() throws {
        #expect(
            try error(reading: [
                LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#),
                LogFixture.record(2, #"{"type":"tally.reset"}"#),
                LogFixture.done(2),
            ])
                == #"bad.jsonl:3: invalid value in field "done": seq 1 has no completion line, yet an action follows"#)
    }

    @Test func aCompletionOrBreakLineBeforeAnyActionIsAnError() throws {
        let expected =
            #"bad.jsonl:2: invalid value in field "seq": a completion or break line with no action line before it"#
        #expect(try error(reading: [LogFixture.done(1)]) == expected)
        #expect(try error(reading: [#"{"broke":1,"invariants":[]}"#]) == expected)
        // After a completed action too: a second completion line is not an action line.
        #expect(
            try error(reading: [
                LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#), LogFixture.done(1), LogFixture.done(1),
            ]) == expected.replacingOccurrences(of: ":2:", with: ":4:"))
    }

    @Test func aVersion1LogHasNoCompletionLinesAndEveryActionCompleted() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let add1 = LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#)
        let path = try directory.write(
            "v1.jsonl", lines: [LogFixture.header, add1, LogFixture.record(2, #"{"type":"tally.reset"}"#)])

        let read = try records(path)
        #expect(read.map(\.isCompleted) == [true, true] && read.map(\.cause) == [nil, nil])
        #expect(read.map(\.line) == [2, 3])
        let withDone = try directory.write("v1-done.jsonl", lines: [LogFixture.header, add1, LogFixture.done(1)])
        #expect(throws: ActionLogError(file: withDone, line: 3, kind: .missingField("seq"))) {
            try records(withDone)
        }
    }
}
