import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

/// Every API that takes a log's path also takes a `file:` URL, and refuses another URL by name.
@MainActor
@Suite struct FileURLTests {
    let directory: LogDirectory
    let url: URL

    init() throws {
        directory = try LogDirectory()
        url = directory.url.appendingPathComponent("session.jsonl")
    }

    @Test func aLogRecordedAtAURLIsReadReplayedPlayedAndInspectedAtIt() throws {
        defer { directory.remove() }
        let dispatcher = try makeTodoDispatcher()
        let recorder = try ActionLogRecorder(
            url: url, dispatcher: dispatcher, app: LogFixture.app, options: .init(digestEvery: 1))
        dispatcher.send(.add(title: "Write"))
        dispatcher.send(.toggle(index: 0))
        recorder.close()

        #expect(recorder.path == url.path)
        let reader = try ActionLogReader<TodoAction>(url: url)
        #expect(try reader.next()?.action == .add(title: "Write"))
        let replayer = try ActionLogReplayer<TodoAction>(url: url) { try makeTodoDispatcher() }
        #expect(try replayer.run().verifiedDigests == 2)
        let player = try ActionLogPlayer<TodoAction>(url: url) { try makeTodoDispatcher() }
        try player.goto(1)
        #expect(player.currentRecord?.action == .add(title: "Write"))
        let inspection = try ActionLogInspection<TodoAction>(url: url) { try makeTodoDispatcher() }
        #expect(try inspection.run(into: []).lastSequence == 2)
    }

    @Test func aURLThatIsNotAFileIsRefusedByName() throws {
        defer { directory.remove() }
        let web = try #require(URL(string: "https://example.com/session.jsonl"))
        let refusal = ActionLogError(
            file: "https://example.com/session.jsonl", line: nil,
            kind: .cannotOpen("not a file URL (a log is a local file)"))

        #expect(throws: refusal) { try ActionLogReader<TodoAction>(url: web) }
        #expect(throws: refusal) { try ActionLogReplayer<TodoAction>(url: web) { try makeTodoDispatcher() } }
        #expect(throws: refusal) {
            try ActionLogRecorder(url: web, dispatcher: try makeTodoDispatcher(), app: LogFixture.app)
        }
        #expect(throws: refusal) { try InspectorPage(writingTo: web) }
        #expect(
            refusal.description
                == "https://example.com/session.jsonl: cannot open: not a file URL (a log is a local file)")
    }
}
