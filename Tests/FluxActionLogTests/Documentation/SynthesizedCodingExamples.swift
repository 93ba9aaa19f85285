import Flux
import FluxActionLog
import FluxTesting
import Foundation
import Testing

/// The synthesized-coding examples of "Recording and Replaying", run as written: an action enum
/// with nested enums and the `Codable` Swift synthesizes records, replays with every digest
/// verified, and shows `search.submitted`-style names in the log, the page and the export.
@MainActor
@Suite struct SynthesizedCodingExamples {
    let directory: LogDirectory
    let path: String

    init() throws {
        directory = try LogDirectory()
        path = directory.path("library.jsonl")
    }

    func recordSession() throws {
        let dispatcher = try makeLibraryDispatcher()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: dispatcher, app: ActionLogApp(name: "library", version: "1.0"),
            options: .init(digestEvery: 1, timestamps: false, clock: LogFixture.clock))
        dispatcher.send(.search(.submitted(query: "love")))
        dispatcher.send(.shelf(.added(title: "Emma")))
        dispatcher.send(.search(.cleared))
        recorder.close()
        #expect(recorder.failure == nil && recorder.recordedCount == 3)
    }

    @Test func theLogNamesEveryActionByItsCasePath() throws {
        defer { directory.remove() }
        try recordSession()
        #expect(
            try directory.lines(path) == [
                #"{"format":"flux-action-log","version":2,"app":{"name":"library","version":"1.0"},"created":"2026-01-02T03:04:05.123Z","stores":["library"],"digest":{"library":"f2c54d79ed308c6d"}}"#,
                #"{"seq":1,"action":{"type":"search.submitted","search":{"_0":{"submitted":{"query":"love"}}}}}"#,
                #"{"done":1,"digest":{"library":"d01aade8d15e7305"}}"#,
                #"{"seq":2,"action":{"type":"shelf.added","shelf":{"_0":{"added":{"title":"Emma"}}}}}"#,
                #"{"done":2,"digest":{"library":"8b6a11c81d2c97f5"}}"#,
                #"{"seq":3,"action":{"type":"search.cleared","search":{"_0":{"cleared":{}}}}}"#,
                #"{"done":3,"digest":{"library":"9b4c4647292d3d3d"}}"#,
                "",
            ])
    }

    @Test func everyActionReplaysWithItsDigestVerified() throws {
        defer { directory.remove() }
        try recordSession()

        let replayer = try ActionLogReplayer<LibraryAction>(path: path) { try makeLibraryDispatcher() }
        let summary = try replayer.run()

        #expect(summary.lastSequence == 3 && summary.verifiedDigests == 3 && summary.lastMatch == 3)
        var actions: [LibraryAction] = []
        let reader = try ActionLogReader<LibraryAction>(path: path)
        while let record = try reader.next() { actions.append(record.action) }
        #expect(actions == [.search(.submitted(query: "love")), .shelf(.added(title: "Emma")), .search(.cleared)])
    }

    @Test func theInspectorPageAndTheDevToolsExportShowTheNames() throws {
        defer { directory.remove() }
        try recordSession()
        var html: [UInt8] = []
        var devTools: [UInt8] = []
        let page = InspectorPage { html += $0 }
        let export = ReduxDevToolsExport { devTools += $0 }
        let inspection = try ActionLogInspection<LibraryAction>(path: path) { try makeLibraryDispatcher() }
        let summary = try inspection.run(into: [page, export])

        #expect(summary.verifiedDigests == 3 && summary.divergence == nil)
        let text = String(decoding: html, as: UTF8.self)
        #expect(text.contains(#""types":["search.submitted","shelf.added","search.cleared"]"#))
        #expect(!text.contains("(no type)"))
        let history = try JSONSerialization.jsonObject(with: Data(devTools)) as? [String: Any]
        let byID = history?["actionsById"] as? [String: [String: Any]]
        let types = (1...3).map { (byID?["\($0)"]?["action"] as? [String: Any])?["type"] as? String }
        #expect(types == ["search.submitted", "shelf.added", "search.cleared"])
    }

    @Test func aRecordedSessionIsARegressionTestWithTypedFinalStates() throws {
        defer { directory.remove() }
        try recordSession()

        let stores = LibraryStores()
        expectActionLogReplays(path, finalStates: { $0[stores.library].shelf = ["Emma"] }) {
            try stores.makeDispatcher()
        }
    }

    @Test func theInspectorWritesItsFiles() throws {
        defer { directory.remove() }
        try recordSession()
        let pageURL = directory.url.appendingPathComponent("library.html")
        let exportURL = directory.url.appendingPathComponent("library.devtools.json")

        let inspection = try ActionLogInspection<LibraryAction>(path: path) { try makeLibraryDispatcher() }
        let page = try InspectorPage(writingTo: pageURL)
        let export = try ReduxDevToolsExport(writingTo: exportURL)
        let summary = try inspection.run(into: [page, export])

        #expect(summary.divergence == nil && summary.verifiedDigests == 3)
        #expect(
            try directory.text(pageURL.path).contains(#""types":["search.submitted","shelf.added","search.cleared"]"#))
        #expect(try directory.text(exportURL.path).contains(#""action":{"type":"shelf.added","shelf""#))
    }
}
