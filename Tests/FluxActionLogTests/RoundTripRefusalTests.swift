import Flux
import FluxActionLog
import Foundation
import Testing

/// The recorder refuses, at the first action of each type name, an action that does not read
/// back as it was written, instead of writing a log that could never be replayed.
@MainActor
@Suite struct RoundTripRefusalTests {
    let directory: LogDirectory
    let path: String

    init() throws {
        directory = try LogDirectory()
        path = directory.path("refused.jsonl")
    }

    static let fix =
        "write init(from:) so that it reads what encode(to:) writes, or use the Codable Swift synthesizes; "
        + "recording stopped"

    func record<Action: LoggableAction>(_ actions: [Action]) throws -> (ActionLogRecorder<Action>, [ActionLogError]) {
        let dispatcher = try countingDispatcher(of: Action.self)
        var reported: [ActionLogError] = []
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: LogFixture.app,
            options: .init(timestamps: false, clock: LogFixture.clock, onFailure: { reported.append($0) }))
        for action in actions { dispatcher.send(action) }
        return (recorder, reported)
    }

    @Test func aLossyValueIsRefusedAtTheFirstActionAndNoFileIsLeft() throws {
        defer { directory.remove() }
        let (recorder, reported) = try record([RatingAction.rate(2.346), .rate(1)])

        let message =
            "\(path):2: action \"rate\" does not round-trip: it encodes as {\"type\":\"rate\",\"value\":2.35} "
            + "but that reads back as rate(2.35) instead of rate(2.346); \(Self.fix)"
        #expect(recorder.failure?.description == message)
        #expect(reported.map(\.description) == [message])
        #expect(!recorder.isRecording && recorder.recordedCount == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
        let again = try ActionLogRecorder(
            path: path, dispatcher: try countingDispatcher(of: RatingAction.self), app: LogFixture.app)
        again.close()
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aFieldTheDecoderIgnoresIsRefusedWithoutEquatable() throws {
        defer { directory.remove() }
        let (recorder, _) = try record([MemoAction.memo(text: "call", pinned: true)])

        #expect(
            recorder.failure?.description
                == "\(path):2: action \"memo\" does not round-trip: it encodes as "
                + #"{"pinned":true,"text":"call","type":"memo"} but that reads back as "#
                + #"{"pinned":false,"text":"call","type":"memo"}; "# + Self.fix)
    }

    @Test func anActionThatCannotBeReadBackIsRefused() throws {
        defer { directory.remove() }
        let (recorder, _) = try record([TitleAction(title: "Emma")])

        #expect(
            recorder.failure?.description
                == "\(path):2: action \"title\" does not round-trip: it encodes as "
                + #"{"name":"Emma","type":"title"} but reading that back fails: missing field "action.title"; "#
                + Self.fix)
    }

    @Test func aLaterTypeIsCheckedAtItsFirstActionAndTheLogBeforeItIsKept() throws {
        defer { directory.remove() }
        let (recorder, _) = try record([MemoAction.clear, .clear, .memo(text: "call", pinned: true), .clear])

        // The third action's line would be line 6: after the header, two action and completion lines.
        #expect(recorder.failure?.line == 6 && recorder.recordedCount == 2)
        #expect(
            try directory.lines(path).dropFirst() == [
                #"{"seq":1,"action":{"type":"clear"}}"#, #"{"done":1}"#, #"{"seq":2,"action":{"type":"clear"}}"#,
                #"{"done":2}"#, "",
            ])
    }

    @Test func eachTypeNameIsCheckedOnceOnly() throws {
        defer { directory.remove() }
        let (recorder, _) = try record([RatingAction.rate(1), .rate(2.346)])
        recorder.close()

        #expect(recorder.failure == nil && recorder.recordedCount == 2)
        #expect(try directory.lines(path).dropFirst().first == #"{"seq":1,"action":{"type":"rate","value":1}}"#)
    }

    @Test func anActionThatRoundTripsIsRecordedUnchanged() throws {
        defer { directory.remove() }
        let (recorder, _) = try record([TodoAction.add(title: "Write"), .toggle(index: 0)])
        recorder.close()

        #expect(recorder.failure == nil)
        #expect(
            try directory.lines(path).dropFirst() == [
                #"{"seq":1,"action":{"title":"Write","type":"todo.add"}}"#, #"{"done":1}"#,
                #"{"seq":2,"action":{"index":0,"type":"todo.toggle"}}"#, #"{"done":2}"#, "",
            ])
    }
}
