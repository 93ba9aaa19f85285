import Flux
import FluxActionLog
import FluxTesting
import Foundation
import Testing

/// The examples of the FluxActionLog article "Recording and Replaying", run as written.
@MainActor
@Suite struct RecordingAndReplayingExamples {
    let directory: LogDirectory
    let path: String

    init() throws {
        directory = try LogDirectory()
        path = directory.path("todo.jsonl")
    }

    /// Records the article's session into `path`.
    func recordSession() throws {
        let dispatcher = try makeTodoDispatcher()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: ActionLogApp(name: "todo", version: "1.0"),
            options: .init(digestEvery: 1))
        dispatcher.send(.add(title: "Write the spec"))
        dispatcher.send(.add(title: "Test it"))
        dispatcher.send(.toggle(index: 0))
        recorder.close()
    }

    @Test func aRecordedSessionReplaysWithEveryDigestVerified() throws {
        defer { directory.remove() }
        try recordSession()

        let replayer = try ActionLogReplayer<TodoAction>(path: path) { try makeTodoDispatcher() }
        let summary = try replayer.run()

        #expect(summary.lastSequence == 3 && summary.verifiedDigests == 3 && summary.lastMatch == 3)
        #expect(summary.reachedEnd && summary.truncation == nil)
        #expect(replayer.dispatcher.stores.map(\.name) == ["todos", "summary"])
    }

    @Test func aReaderStreamsTheRecords() throws {
        defer { directory.remove() }
        try recordSession()

        let reader = try ActionLogReader<TodoAction>(path: path)
        var titles: [String] = []
        while let record = try reader.next() {
            if case .add(let title) = record.action { titles.append(title) }
        }
        #expect(titles == ["Write the spec", "Test it"])
        #expect(reader.header.stores == ["todos", "summary"] && reader.header.app.name == "todo")
    }

    @Test func aRecordedSessionIsARegressionTest() throws {
        defer { directory.remove() }
        try recordSession()

        expectActionLogReplays(path, finalStates: ["summary": TodoSummary(open: 1, done: 1)]) {
            try makeTodoDispatcher()
        }
    }

    @Test func theLogHoldsALineAndACompletionLinePerAction() throws {
        defer { directory.remove() }
        let dispatcher = try makeTodoDispatcher()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: ActionLogApp(name: "todo", version: "1.0"),
            options: .init(digestEvery: 1, timestamps: false, clock: LogFixture.clock))
        dispatcher.send(.add(title: "Write the spec"))
        dispatcher.send(.add(title: "Test it"))
        dispatcher.send(.toggle(index: 0))
        recorder.close()
        #expect(
            try directory.lines(path) == [
                #"{"format":"flux-action-log","version":2,"app":{"name":"todo","version":"1.0"},"created":"2026-01-02T03:04:05.123Z","stores":["todos","summary"],"digest":{"todos":"c40d336857f1b39b","summary":"8bc080010135aaf9"}}"#,
                #"{"seq":1,"action":{"title":"Write the spec","type":"todo.add"}}"#,
                #"{"done":1,"digest":{"todos":"64be3a3af4d05d49","summary":"8bc47c0101398d04"}}"#,
                #"{"seq":2,"action":{"title":"Test it","type":"todo.add"}}"#,
                #"{"done":2,"digest":{"todos":"2b855d41db5b57cd","summary":"8bb97c01012f857f"}}"#,
                #"{"seq":3,"action":{"index":0,"type":"todo.toggle"}}"#,
                #"{"done":3,"digest":{"todos":"bbdb35fea051aa48","summary":"fb835d95cf6599ab"}}"#,
                "",
            ])
    }
}
