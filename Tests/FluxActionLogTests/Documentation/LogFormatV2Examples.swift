import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

/// The lines the FluxActionLog article "The Log Format, Version 2" shows, recorded from the tally
/// test app and pinned byte for byte.
@MainActor
@Suite struct LogFormatV2Examples {
    /// A request (whose effect loads later), an add the middleware follows with a note, recorded
    /// with digests on every action and the fixed clock.
    static let session = [
        #"{"format":"flux-action-log","version":2,"app":{"name":"tally","version":"0.1"},"created":"2026-01-02T03:04:05.123Z","stores":["counter","summary","notes"],"digest":{"counter":"61530ab4f577b52f","summary":"faa8ed7f47af6d9b","notes":"7c68775381742cd7"}}"#,
        #"{"seq":1,"action":{"id":4,"type":"tally.request"},"time":"2026-01-02T03:04:05.123Z"}"#,
        #"{"done":1,"digest":{"counter":"005b830f5974d49f","summary":"faa8ed7f47af6d9b","notes":"7c68775381742cd7"}}"#,
        #"{"seq":2,"action":{"amount":150,"type":"tally.add"},"time":"2026-01-02T03:04:05.123Z"}"#,
        #"{"done":2,"digest":{"counter":"4795d4e23c95b640","summary":"d85a1256f877d2ed","notes":"7c68775381742cd7"}}"#,
        #"{"seq":3,"action":{"text":"big 150","type":"notes.add"},"cause":2,"time":"2026-01-02T03:04:05.123Z"}"#,
        #"{"done":3,"digest":{"counter":"4795d4e23c95b640","summary":"d85a1256f877d2ed","notes":"46d6253b14e1923a"}}"#,
        #"{"seq":4,"action":{"amount":40,"id":4,"type":"tally.loaded"},"cause":1,"time":"2026-01-02T03:04:05.123Z"}"#,
        #"{"done":4,"digest":{"counter":"2bdd66412c0fc3be","summary":"4124fe57340ff7a9","notes":"46d6253b14e1923a"}}"#,
    ]

    @Test func aSessionWithAnEffectAndAFollowUpAction() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("session.jsonl")
        let stores = try TallyStores(middleware: true)
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: stores.dispatcher, app: LogFixture.app,
            options: LogFixture.options(digestEvery: 1, timestamps: true))

        stores.dispatcher.send(.request(id: 4))  // seq 1 starts an effect, which sends seq 4
        stores.dispatcher.send(.add(150))  // seq 2; the middleware's `after` hook sends seq 3
        await stores.dispatcher.effects.settle()
        recorder.close()
        #expect(try directory.lines(path) == Self.session + [""])
    }

    #if DEBUG
        /// An add past the summary's planted limit (debug builds check invariants).
        static let broken = [
            #"{"seq":1,"action":{"amount":110,"type":"tally.add"}}"#,
            #"{"broke":1,"invariants":[{"store":"summary","invariant":"peak within limit","fields":["peak: 110"]}]}"#,
            #"{"done":1}"#,
        ]

        @Test func anInvariantBreakComesBetweenTheActionAndItsCompletion() throws {
            let directory = try LogDirectory()
            defer { directory.remove() }
            let path = directory.path("broke.jsonl")
            let stores = try TallyStores(peakLimit: 100)
            stores.dispatcher.onInvariantBreak = { _, _ in }
            let recorder = try ActionLogRecorder(
                path: path, dispatcher: stores.dispatcher, app: LogFixture.app, options: LogFixture.options())

            stores.dispatcher.send(.add(110))
            recorder.close()
            #expect(Array(try directory.lines(path).dropFirst()) == Self.broken + [""])
        }
    #endif

    /// A black box's window: the actions after its checkpoint, their causes numbered within it.
    static let window = [
        #"{"seq":1,"action":{"amount":150,"type":"tally.add"}}"#, #"{"done":1}"#,
        #"{"seq":2,"action":{"text":"big 150","type":"notes.add"},"cause":1}"#, #"{"done":2}"#,
        #"{"seq":3,"action":{"amount":40,"id":4,"type":"tally.loaded"},"cause":0}"#, #"{"done":3}"#,
    ]

    @Test func aBlackBoxWindowGivesCausesBeforeItsCheckpointAsZero() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let stores = try TallyStores(middleware: true)
        let blackBox = try ActionLogBlackBox(
            dispatcher: stores.dispatcher, app: LogFixture.app, directory: directory.path("crashes"), capacity: 2,
            clock: LogFixture.clock)
        stores.dispatcher.send(.request(id: 4))  // seq 1 starts an effect, which sends seq 5
        stores.dispatcher.send(.add(1))  // seq 2: a checkpoint after it
        stores.dispatcher.send(.add(150))  // seq 3, and the note it brings, seq 4: a checkpoint after it
        await stores.dispatcher.effects.settle()
        let path = directory.path("window.jsonl")
        try blackBox.write(to: path)
        blackBox.close()
        #expect(Array(try directory.lines(path).dropFirst()) == Self.window + [""])
    }
}
