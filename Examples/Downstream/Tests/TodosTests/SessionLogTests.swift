import Flux
import FluxActionLog
import FluxTesting
import Foundation
import Testing
import Todos

/// A session recorded as an action log, replayed with every digest verified, and written as an
/// inspector page: with the `Codable` Swift synthesizes for the actions, nothing hand-written.
@MainActor @Suite struct SessionLogTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("downstream-\(UInt64.random(in: 0...UInt64.max))")

    private func recordSession() async throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("session.jsonl")
        let clock = TestClock()
        let app = try TodoApp()
        app.installMiddleware(save: { _ in }, clock: clock)
        let recorder = try ActionLogRecorder(
            url: log, dispatcher: app.dispatcher, app: ActionLogApp(name: "todos", version: "1.0.0"),
            options: .init(digestEvery: 1))
        app.dispatcher.send(.list(.added(title: "Buy milk")))
        app.dispatcher.send(.list(.added(title: "Call Bob")))
        app.dispatcher.send(.list(.toggled(id: 1)))
        app.dispatcher.send(.filter(.queryChanged("bob")))
        await clock.advance(by: FilterDebouncing.quietPeriod)
        await app.dispatcher.effects.settle()
        app.dispatcher.send(.list(.saveRequested))
        await app.dispatcher.effects.settle()
        recorder.close()
        #expect(recorder.failure == nil)
        #expect(recorder.recordedCount == 7)
        return log
    }

    @Test func aRecordedSessionReplaysWithEveryDigestVerified() async throws {
        let log = try await recordSession()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A fresh app, without middleware: the replay reduces the recorded actions only.
        let replayed = try TodoApp()
        let summary = expectActionLogReplays(
            log,
            finalStates: {
                $0[replayed.list].todos = [
                    Todo(id: 1, title: "Buy milk", isDone: true), Todo(id: 2, title: "Call Bob"),
                ]
                $0[replayed.list].nextID = 3
                $0[replayed.filter] = FilterState(query: "bob", applied: "bob")
                $0[replayed.visible] = ["Call Bob"]
            }
        ) {
            replayed.dispatcher
        }
        #expect(summary?.lastSequence == 7)
        #expect(summary?.verifiedDigests == 7)
    }

    @Test func theLogNamesActionsByTheirCases() async throws {
        let log = try await recordSession()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Version 2 of the format: each action's line, then its completion line (`{"done":N,...}`).
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").dropFirst()
            .filter { $0.hasPrefix(#"{"seq":"#) }
        let types = lines.map { line in line.firstRange(of: #/"type":"([a-zA-Z.]+)"/#).map { String(line[$0]) } }
        #expect(
            types == [
                #""type":"list.added""#, #""type":"list.added""#, #""type":"list.toggled""#,
                #""type":"filter.queryChanged""#, #""type":"filter.applied""#, #""type":"list.saveRequested""#,
                #""type":"list.saveFinished""#,
            ])
    }
}
