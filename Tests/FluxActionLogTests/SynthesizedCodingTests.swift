import Flux
import FluxActionLog
import Foundation
import Testing

/// Reading logs of actions with the `Codable` Swift synthesizes: unknown cases, a case named
/// `type`, and lines without the `"type"` the recorder adds.
@MainActor
@Suite struct SynthesizedCodingTests {
    let directory: LogDirectory
    let path: String

    init() throws {
        directory = try LogDirectory()
        path = directory.path("library.jsonl")
    }

    func record(_ actions: [LibraryAction]) throws -> [String] {
        let dispatcher = try makeLibraryDispatcher()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: LogFixture.app,
            options: .init(digestEvery: 1, timestamps: false, clock: LogFixture.clock))
        for action in actions { dispatcher.send(action) }
        recorder.close()
        return try directory.lines(path)
    }

    func readAll<Action: LoggableAction>(_: Action.Type, lines: [String]) throws -> [Action] {
        _ = try directory.write("library.jsonl", text: lines.joined(separator: "\n"))
        let reader = try ActionLogReader<Action>(path: path)
        var actions: [Action] = []
        while let record = try reader.next() { actions.append(record.action) }
        return actions
    }

    @Test func anUnknownCaseIsAnUnknownActionType() throws {
        defer { directory.remove() }
        let lines = try record([.search(.submitted(query: "love"))])
        let renamed = lines.map { $0.replacingOccurrences(of: "submitted", with: "sumbitted") }

        #expect(throws: ActionLogError(file: path, line: 2, kind: .unknownActionType("search.sumbitted"))) {
            try readAll(LibraryAction.self, lines: renamed)
        }
    }

    @Test func aLineWithoutTheAddedTypeStillReads() throws {
        defer { directory.remove() }
        let lines = try record([.shelf(.added(title: "Emma"))])
        let untyped = lines.map { $0.replacingOccurrences(of: #""type":"shelf.added","#, with: "") }

        #expect(untyped[1].hasPrefix(#"{"seq":1,"action":{"shelf":{"_0":{"added":{"title":"Emma"}}}}"#))
        #expect(try readAll(LibraryAction.self, lines: untyped) == [.shelf(.added(title: "Emma"))])
    }

    @Test func aMissingFieldIsNamedByItsPath() throws {
        defer { directory.remove() }
        let lines = try record([.shelf(.removed(index: 0))])
        let broken = lines.map { $0.replacingOccurrences(of: #"{"index":0}"#, with: "{}") }

        #expect(throws: ActionLogError(file: path, line: 2, kind: .missingField("action.shelf._0.removed.index"))) {
            try readAll(LibraryAction.self, lines: broken)
        }
    }

    @Test func aCaseNamedTypeKeepsItsJSONAndReplays() throws {
        defer { directory.remove() }
        let dispatcher = try countingDispatcher(of: TypeCaseAction.self)
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: LogFixture.app,
            options: .init(digestEvery: 1, timestamps: false, clock: LogFixture.clock))
        dispatcher.send(.type("x"))
        dispatcher.send(.other)
        recorder.close()

        let lines = try directory.lines(path)
        #expect(recorder.failure == nil)
        #expect(lines[1] == #"{"seq":1,"action":{"type":{"_0":"x"}}}"#)
        #expect(lines[2].hasPrefix(#"{"done":1,"digest":{"#))
        #expect(lines[3] == #"{"seq":2,"action":{"other":{}}}"#)
        #expect(lines[4].hasPrefix(#"{"done":2,"digest":{"#))
        let replayer = try ActionLogReplayer<TypeCaseAction>(path: path) {
            try countingDispatcher(of: TypeCaseAction.self)
        }
        #expect(try replayer.run().verifiedDigests == 2)
        var html: [UInt8] = []
        let inspection = try ActionLogInspection<TypeCaseAction>(path: path) {
            try countingDispatcher(of: TypeCaseAction.self)
        }
        _ = try inspection.run(into: [InspectorPage { html += $0 }])
        #expect(String(decoding: html, as: UTF8.self).contains(#""types":["type","other"]"#))
    }

    @Test func aHandWrittenActionStillNeedsAKnownType() throws {
        defer { directory.remove() }
        let lines = [
            LogFixture.header,
            #"{"seq":1,"action":{"title":"x"}}"#, "",
        ]
        #expect(throws: ActionLogError(file: path, line: 2, kind: .missingField("action.type"))) {
            try readAll(TodoAction.self, lines: lines)
        }
    }

    @Test func aStructOrSeveralValuesEndTheName() throws {
        defer { directory.remove() }
        let dispatcher = try countingDispatcher(of: PayloadAction.self)
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: LogFixture.app,
            options: .init(timestamps: false, clock: LogFixture.clock))
        dispatcher.send(.find(BookQuery(text: "emma", filter: ["year": "1815"])))
        dispatcher.send(.pair(1, "b"))
        recorder.close()

        #expect(recorder.failure == nil)
        #expect(
            try directory.lines(path).dropFirst() == [
                #"{"seq":1,"action":{"type":"find","find":{"_0":{"filter":{"year":"1815"},"text":"emma"}}}}"#,
                #"{"done":1}"#, #"{"seq":2,"action":{"type":"pair","pair":{"_0":1,"_1":"b"}}}"#, #"{"done":2}"#, "",
            ])
    }
}
