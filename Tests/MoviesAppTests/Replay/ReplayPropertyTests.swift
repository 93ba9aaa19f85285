import Flux
import FluxActionLog
import Foundation
import MoviesApp
import MoviesTestSupport
import Testing

/// The record/replay property over the app's whole action space: for 1,000 seeded random
/// sequences (user intents and effect results injected as actions, i.e. the middleware replaced
/// by recorded results), the states after replaying the recorded log equal the states after the
/// live dispatch, and every digest on the way verifies.
@MainActor @Suite struct ReplayPropertyTests {
    static let sequences: UInt64 = 1_000

    /// Dispatches the sequence of `seed` while recording it to `path`; returns the final states.
    static func recordLive(seed: UInt64, path: String) throws -> (state: AppState, count: UInt64) {
        let core = AppCore()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: core.dispatcher,
            app: ActionLogApp(name: AppVersion.name, version: AppVersion.current),
            options: .init(force: true, digestEvery: 1, timestamps: false))
        var actions = RandomAppActions(seed: seed)
        for _ in 0..<actions.length() { core.dispatcher.send(actions.next(after: core.state)) }
        recorder.close()
        #expect(recorder.failure == nil)
        return (core.state, recorder.recordedCount)
    }

    @Test func replayingARecordedRandomSessionGivesTheLiveStates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("random.jsonl").path
        var totalActions: UInt64 = 0
        var reached: [String: Int] = [:]

        for seed in 1...Self.sequences {
            let live = try Self.recordLive(seed: seed, path: path)
            let core = AppCore()
            let replayer = try ActionLogReplayer<AppAction>(path: path, verify: true) { core.dispatcher }
            let summary = try replayer.run()

            #expect(summary.lastSequence == live.count && summary.verifiedDigests == Int(live.count), "seed \(seed)")
            #expect(summary.truncation == nil && summary.reachedEnd, "seed \(seed)")
            #expect(core.state == live.state, "seed \(seed)")
            totalActions += live.count
            for (name, isReached) in Self.milestones(live.state) where isReached { reached[name, default: 0] += 1 }
        }

        // The sequences are long enough to matter and end in every kind of state.
        #expect(totalActions > 12_000)
        for name in Self.milestones(AppState()).map(\.0) {
            #expect(reached[name, default: 0] >= 40, "only \(reached[name, default: 0]) sequences end with \(name)")
        }
    }

    /// Kinds of final states the random sequences should reach.
    static func milestones(_ state: AppState) -> [(String, Bool)] {
        var poster = false
        if case .loaded = state.details.poster { poster = true }
        return [
            ("two pages or more", state.search.pages.count >= 2),
            ("a load in flight", state.search.loading != nil),
            ("an error", state.search.error != nil),
            ("the details in front", state.navigation.screen == .details),
            ("the suggestions in front", state.navigation.screen == .suggestions),
            ("recent queries", !state.suggestions.queries.isEmpty),
            ("a loaded poster", poster),
        ]
    }

    @Test func theGeneratorIsDeterministicAndCoversTheActionSpace() {
        var first = RandomAppActions(seed: 7)
        var second = RandomAppActions(seed: 7)
        var types: Set<String> = []
        var state = AppState()
        for _ in 0..<3_000 {
            let action = first.next(after: state)
            #expect(action == second.next(after: state))
            types.insert(action.typeName)
            if case .search(let search) = action { SearchReducer.reduce(&state.search, search) }
        }
        #expect(types == AppAction.loggedTypeNames)
    }
}
