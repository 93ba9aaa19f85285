import Flux
import FluxActionLog
import Foundation
import Testing

/// What the FluxActionLog article "The Log Format, Version 1" says about escaping and about what
/// readers accept, pinned byte for byte.
@MainActor
@Suite struct LogFormatExamples {
    let directory: LogDirectory

    init() throws {
        directory = try LogDirectory()
    }

    @Test func theLogsOwnStringsAndTheActionsAreEscapedAsTheArticleSays() throws {
        defer { directory.remove() }
        let path = directory.path("escaping.jsonl")
        let special = "\"\\\n\r\t\u{8}\u{C}\u{1}/\u{7F}é"
        let dispatcher = try makeTodoDispatcher()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: ActionLogApp(name: special, version: "1.0"),
            options: .init(timestamps: false, clock: LogFixture.clock))
        dispatcher.send(.add(title: special))
        recorder.close()

        let lines = try directory.lines(path)
        #expect(
            lines[0].hasPrefix(
                #"{"format":"flux-action-log","version":2,"app":{"name":"\"\\\n\r\t\u0008\u000c\u0001/"#
                    + "\u{7F}é\",\"version\":\"1.0\"}"))
        #expect(lines[1] == #"{"seq":1,"action":{"title":"\"\\\n\r\t\b\f\u0001/"# + "\u{7F}é\",\"type\":\"todo.add\"}}")
        #expect(lines[2] == #"{"done":1}"#)  // version 2: the action's completion line
    }

    @Test func readersAcceptKeysInAnyOrderUnknownKeysAndCarriageReturns() throws {
        defer { directory.remove() }
        let path = try directory.write(
            "reordered.jsonl",
            text: [
                #"{"stores":["todos","summary"],"digest":{"summary":"8bc080010135aaf9","todos":"c40d336857f1b39b"},"#
                    + #""created":"whenever","app":{"version":"2","name":"todo"},"version":1,"format":"flux-action-log","note":"x"}"#,
                #"{"time":7,"extra":[1],"action":{"type":"todo.add","title":"Write the spec"},"seq":1}"# + "\r",
                #"{"seq":2,"action":{"type":"todo.toggle","index":0,"unknown":true}}"#,
            ].map { $0 + "\n" }.joined())

        let replayer = try ActionLogReplayer<TodoAction>(path: path) { try makeTodoDispatcher() }
        let summary = try replayer.run()
        #expect(summary.lastSequence == 2 && summary.truncation == nil)
        // The digest of {"done":1,"open":0}.
        #expect(try CanonicalStateEncoder().digests(of: replayer.dispatcher.stores)["summary"] == "fb876195cf69894e")
    }

    @Test func aCompleteLastLineWithoutItsNewlineIsCutAndEverythingBeforeIsReplayed() throws {
        defer { directory.remove() }
        let header =
            #"{"format":"flux-action-log","version":1,"app":{"name":"todo","version":"1.0"},"#
            + #""created":"2026-01-02T03:04:05.123Z","stores":["todos","summary"],"#
            + #""digest":{"todos":"c40d336857f1b39b","summary":"8bc080010135aaf9"}}"#
        let path = try directory.write(
            "cut.jsonl",
            text: header + "\n"
                + #"{"seq":1,"action":{"title":"Write the spec","type":"todo.add"}}"# + "\n"
                + #"{"seq":2,"action":{"index":0,"type":"todo.toggle"}}"#)

        let replayer = try ActionLogReplayer<TodoAction>(path: path) { try makeTodoDispatcher() }
        let summary = try replayer.run()
        #expect(summary.lastSequence == 1)
        #expect(summary.truncation == ActionLogError(file: path, line: 3, kind: .truncatedLastLine))
    }
}
