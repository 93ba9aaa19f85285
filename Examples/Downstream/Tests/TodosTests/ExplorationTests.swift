import Flux
import FluxActionLog
import FluxExploration
import FluxTesting
import Testing
import Todos
import TodosExploration

/// The explorer drives the to-do app from a seed: the app keeps its invariants and properties,
/// a bug planted in its list's reducer is found, shrunk and reproduced, and the shrunk sequence
/// becomes a regression test.
@MainActor @Suite struct ExplorationTests {
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theAppPassesTwoHundredSequences() throws {
        let explorer = TodoExploration.explorer(sequences: 200)
        let report = try explorer.explore(seed: 0x2A)
        #expect("\(report)" == "no failure in 200 sequences (seed 0x2A)")
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aPlantedBugIsFoundShrunkAndReproduced() throws {
        let explorer = TodoExploration.explorer(sequences: 200, listReducer: TodoExploration.reduceWithStaleNextID)
        let report = try explorer.explore(seed: 0x2A)
        let found = try #require(report.counterexample, "\(report)")
        #expect(found.failure == .invariantBreak(store: "list", invariant: "ids unique and below nextID"))
        #expect(found.actions == [.list(.added(title: "Buy milk")), .list(.saveRequested)])
        #expect(Self.schedule(of: found) == ["add", "save", "run a job", "advance 0.151 seconds", "run a job"])
        #expect(
            "\(report)" == """
                sequence 1 of exploration 0x2A failed: store "list" broke "ids unique and below nextID" \
                (count: 1, nextID: 1) after list.saveFinished
                seed 0xBDD732262FEB6E95: 7 user actions, shrunk to 2:
                  1. list.added(title: "Buy milk")
                  2. list.saveRequested
                reproduce: explorer.reproduce(seed: 0xBDD732262FEB6E95)
                """)

        let again = try #require(try explorer.reproduce(seed: 0xBDD7_3226_2FEB_6E95))
        #expect(again.actions == found.actions)
        #expect(Self.schedule(of: again) == Self.schedule(of: found))
    }

    /// The shrunk sequence, kept once the bug is fixed: the same actions in a test store, with
    /// the states they must reach.
    @Test func aFinishedSaveKeepsTheNextID() async throws {
        let app = try TodoApp()
        app.installMiddleware(save: { _ in }, clock: TestClock())
        let store = TestStore(dispatcher: app.dispatcher)
        store.send(.list(.added(title: "Buy milk"))) {
            $0[app.list].todos = [Todo(id: 1, title: "Buy milk")]
            $0[app.list].nextID = 2
            $0[app.visible] = ["Buy milk"]
        }
        store.send(.list(.saveRequested)) { $0[app.list].isSaving = true }
        await store.receive(.list(.saveFinished(error: nil))) { $0[app.list].isSaving = false }
        await store.finish()
    }

    /// A counterexample's steps in a few words: the rule of each user action, the jobs run and
    /// the clock's moves.
    private static func schedule(of counterexample: ExplorationCounterexample<AppAction>) -> [String] {
        counterexample.steps.map { step in
            switch step {
            case .send(let rule, _): TodoExploration.rules[rule].name
            case .run: "run a job"
            case .advance(let duration): "advance \(duration)"
            }
        }
    }
}
