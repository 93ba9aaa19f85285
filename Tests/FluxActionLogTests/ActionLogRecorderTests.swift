import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

@MainActor
@Suite struct ActionLogRecorderTests {
    @Test func recordsEveryActionThatReachedTheStoresIncludingMiddlewareAndEffectActions() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("session.jsonl")
        let stores = try TallyStores(middleware: true)
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: stores.dispatcher, app: LogFixture.app,
            options: .init(digestEvery: 2, clock: LogFixture.clock))

        stores.dispatcher.send(.add(3))
        stores.dispatcher.send(.add(150))  // the middleware follows it with .note("big 150")
        stores.dispatcher.send(.request(id: 4))  // an effect delivers .loaded(id: 4, amount: 40)
        await stores.dispatcher.effects.settle()
        recorder.close()
        stores.dispatcher.send(.reset)  // not recorded: the recorder is closed

        // Version 2: each action's line before the reducers run, its completion line (with the
        // digests when due) after; the middleware's note and the effect's result name their cause.
        let time = #","time":"2026-01-02T03:04:05.123Z"}"#
        #expect(
            try directory.lines(path) == [
                LogFixture.headerV2,
                #"{"seq":1,"action":{"amount":3,"type":"tally.add"}"# + time,
                LogFixture.done(1),
                #"{"seq":2,"action":{"amount":150,"type":"tally.add"}"# + time,
                #"{"done":2,"digest":{"counter":"b0d94fd2baaf5ea0","summary":"83b2492409a16a2f","notes":"7c68775381742cd7"}}"#,
                #"{"seq":3,"action":{"text":"big 150","type":"notes.add"},"cause":2"# + time,
                LogFixture.done(3),
                #"{"seq":4,"action":{"id":4,"type":"tally.request"}"# + time,
                #"{"done":4,"digest":{"counter":"85d42c42b71ab0cc","summary":"83b2492409a16a2f","notes":"46d6253b14e1923a"}}"#,
                #"{"seq":5,"action":{"amount":40,"id":4,"type":"tally.loaded"},"cause":4"# + time,
                LogFixture.done(5),
                "",
            ])
        #expect(recorder.recordedCount == 5)
        #expect(recorder.failure == nil)
        #expect(!recorder.isRecording)
    }

    @Test func snapshotsWriteEveryStoreStateWhereADigestIsWritten() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("snap.jsonl")
        try LogFixture.recordSession(
            [.tag(name: "a/b", weight: 0.25), .note("x")], to: path,
            options: LogFixture.options(digestEvery: 2, snapshots: true))

        let lines = try directory.lines(path)
        #expect(lines.count == 6)
        #expect(
            lines[0].hasSuffix(
                #""states":{"counter":{"adds":0,"pending":[],"value":0},"summary":{"parity":"even","peak":0},"#
                    + #""notes":{"count":0,"recent":[]}}}"#))
        #expect(lines[1] == #"{"seq":1,"action":{"name":"a/b","type":"notes.tag","weight":0.25}}"#)
        #expect(lines[2] == LogFixture.done(1))
        #expect(lines[3] == #"{"seq":2,"action":{"text":"x","type":"notes.add"}}"#)
        #expect(lines[4].hasPrefix(#"{"done":2,"digest":{"counter":"61530ab4f577b52f","#))
        #expect(
            lines[4].hasSuffix(
                #""states":{"counter":{"adds":0,"pending":[],"value":0},"summary":{"parity":"even","peak":0},"#
                    + #""notes":{"count":1,"recent":["x"],"tag":{"name":"a/b","weight":0.25}}}}"#))
    }

    @Test func escapesStringsSoEveryActionStaysOnOneLine() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("escape.jsonl")
        let text = "say \"hi\"\nthen\\leave\u{01} — café"
        try LogFixture.recordSession([.note(text)], to: path, options: LogFixture.options())

        #expect(
            try directory.lines(path) == [
                LogFixture.headerV2,
                #"{"seq":1,"action":{"text":"say \"hi\"\nthen\\leave\u0001 — café","type":"notes.add"}}"#,
                LogFixture.done(1), "",
            ])
        let reader = try ActionLogReader<TallyAction>(path: path)
        #expect(try reader.next()?.action == .note(text))
    }

    @Test func refusesToOverwriteAnExistingFileAndLeavesItUntouched() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write("keep.jsonl", text: "precious\n")
        let stores = try TallyStores()

        #expect(throws: ActionLogError(file: path, line: nil, kind: .fileExists)) {
            try ActionLogRecorder(path: path, dispatcher: stores.dispatcher, app: LogFixture.app)
        }
        #expect(try directory.text(path) == "precious\n")
        #expect(
            "\(ActionLogError(file: path, line: nil, kind: .fileExists))"
                == "\(path): already exists; refusing to overwrite it (force to replace it)")
    }

    @Test func forceReplacesAnExistingFile() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write("old.jsonl", text: String(repeating: "old line\n", count: 100))
        try LogFixture.recordSession([.add(1)], to: path, options: LogFixture.options(force: true))

        #expect(
            try directory.lines(path) == [
                LogFixture.headerV2, LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#), LogFixture.done(1), "",
            ])
    }

    @Test func aStateThatIsNotEncodableFailsAtSetUpAndCreatesNoFile() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("never.jsonl")
        let dispatcher = Dispatcher<TallyAction>()
        try dispatcher.register(
            Store<OpaqueState, TallyAction>(name: "opaque", initialState: OpaqueState()) { _, _ in })

        let expected = ActionLogError(
            file: path, line: nil, kind: .stateEncoding(.notEncodable(store: "opaque", type: "OpaqueState")))
        #expect(throws: expected) {
            try ActionLogRecorder(path: path, dispatcher: dispatcher, app: LogFixture.app)
        }
        #expect(
            "\(expected)" == "\(path): the state of store \"opaque\" (OpaqueState) is not Encodable; "
                + "make it Codable to record or verify action logs")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aMissingDirectoryIsReportedWithTheSystemReason() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("no/such/dir.jsonl")
        let stores = try TallyStores()

        #expect(throws: ActionLogError(file: path, line: nil, kind: .cannotOpen("No such file or directory"))) {
            try ActionLogRecorder(path: path, dispatcher: stores.dispatcher, app: LogFixture.app)
        }
    }

    @Test func aRecorderStartedMidSessionNumbersFromOneAndDigestsTheStatesItStartsFrom() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("late.jsonl")
        let stores = try TallyStores()
        stores.dispatcher.send(.add(5))
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: stores.dispatcher, app: LogFixture.app, options: LogFixture.options())
        stores.dispatcher.send(.add(1))
        recorder.close()

        let lines = try directory.lines(path)
        #expect(
            lines[0].contains(
                #""digest":{"counter":"\#(FNV1a64.hex(of: Array(#"{"adds":1,"pending":[],"value":5}"#.utf8)))""#))
        #expect(lines[1] == LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#))
    }

    @Test func aFileThatCannotBeWrittenFailsAtSetUpWithTheSystemReason() throws {
        let stores = try TallyStores()

        #expect(throws: ActionLogError(file: "/dev/full", line: nil, kind: .writeFailed("No space left on device"))) {
            try ActionLogRecorder(
                path: "/dev/full", dispatcher: stores.dispatcher, app: LogFixture.app, options: .init(force: true))
        }
        #expect(
            "\(ActionLogError(file: "/dev/full", line: 2, kind: .writeFailed("No space left on device")))"
                == "/dev/full:2: cannot write: No space left on device; recording stopped")
    }
}
