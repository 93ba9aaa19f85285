import Flux
import FluxActionLog
import FluxExploration
import FluxTesting
import Testing
import Todos

/// The to-do app as the explorer drives it: a fresh ``TodoApp`` with its middleware on the
/// exploration's clock, and a save double whose latency and failures come from its entropy.
@MainActor
final class ExplorableTodoApp: Explorable {
    /// What the rules and properties read: the three stores' states.
    struct Snapshot {
        /// The list feature's state.
        let list: TodoListState
        /// The filter feature's state.
        let filter: FilterState
        /// The titles on screen.
        let visible: [String]
    }

    /// The app explored.
    let app: TodoApp

    /// A new app on the exploration's environment, with `listReducer` as its list's reducer.
    init(
        environment: ExplorationEnvironment,
        listReducer: @escaping (inout TodoListState, TodoListAction) -> Void = TodoListReducer.reduce
    ) throws {
        app = try TodoApp(listReducer: listReducer)
        let (clock, entropy) = (environment.clock, environment.entropy)
        app.installMiddleware(
            save: { _ in
                let latency = entropy.int(in: 0...200)
                let fails = entropy.chance(percent: 20)
                try await clock.sleep(for: .milliseconds(latency))
                if fails { throw SaveFailure() }
            }, clock: clock)
    }

    /// The app's dispatcher.
    var dispatcher: Dispatcher<AppAction> { app.dispatcher }

    /// The stores' states now.
    var snapshot: Snapshot { Snapshot(list: app.list.state, filter: app.filter.state, visible: app.visible.state) }
}

/// The save double's failure.
struct SaveFailure: Error {}

/// What the explorer may do to the to-do app, and what it checks besides the list's invariants.
@MainActor
enum TodoExploration {
    /// The titles the user adds.
    nonisolated static let titles = ["Buy milk", "Call Bob", "Pay rent"]
    /// The letters the user types in the filter field.
    nonisolated static let letters: [Character] = ["a", "b", "l"]

    /// The user's actions.
    static let rules: [ExplorationRule<ExplorableTodoApp.Snapshot, AppAction>] = [
        ExplorationRule(
            "add", weight: 3,
            generate: { _, random in .list(.added(title: titles[random.int(below: titles.count)])) },
            shrink: { action in
                guard case .list(.added(let title)) = action, let index = titles.firstIndex(of: title) else {
                    return []
                }
                return titles.prefix(index).map { .list(.added(title: $0)) }
            }),
        ExplorationRule(
            "toggle", weight: 2, when: { !$0.list.todos.isEmpty },
            accepts: { state, action in
                guard case .list(.toggled(let id)) = action else { return false }
                return state.list.todos.contains { $0.id == id }
            },
            generate: { state, random in
                .list(.toggled(id: state.list.todos[random.int(below: state.list.todos.count)].id))
            },
            shrink: { action in
                guard case .list(.toggled(let id)) = action else { return [] }
                return (1..<max(id, 1)).map { .list(.toggled(id: $0)) }
            }),
        ExplorationRule("save", weight: 1, generate: { _, _ in .list(.saveRequested) }),
        ExplorationRule(
            "type in the filter", weight: 2,
            generate: { state, random in
                let query = state.filter.query
                if !query.isEmpty, random.chance(percent: 30) {
                    return .filter(.queryChanged(String(query.dropLast())))
                }
                return .filter(.queryChanged(query + random.string(length: 1, alphabet: letters)))
            },
            shrink: { action in
                guard case .filter(.queryChanged(let query)) = action, !query.isEmpty else { return [] }
                return [query.dropLast(), query.dropFirst()].map { .filter(.queryChanged(String($0))) }
            }),
    ]

    /// Across the stores: the titles on screen are the list filtered by the applied filter,
    /// after every action; once no effect is in flight, the typed filter is the applied one.
    static let properties: [ExplorationProperty<ExplorableTodoApp.Snapshot, AppAction>] = [
        .transition("visible titles are the filtered list") { _, _, after in
            let query = after.filter.applied.lowercased()
            let titles = after.list.todos.map(\.title)
            return after.visible == (query.isEmpty ? titles : titles.filter { $0.lowercased().contains(query) })
        },
        .idle("typed filter applied when idle") { $0.filter.applied == $0.filter.query },
    ]

    /// An explorer of the app whose list reduces with `listReducer`, trying `sequences` sequences.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    static func explorer(
        sequences: Int,
        listReducer: @escaping (inout TodoListState, TodoListAction) -> Void = TodoListReducer.reduce
    ) -> Explorer<ExplorableTodoApp> {
        var options = ExplorationOptions()
        options.sequences = sequences
        return Explorer(rules: rules, properties: properties, options: options) { environment in
            try ExplorableTodoApp(environment: environment, listReducer: listReducer)
        }
    }

    /// A planted bug: the list's reducer, except that a finished save sets `nextID` to the count
    /// of to-dos (one too few), so the next to-do added takes the last one's id.
    static func reduceWithStaleNextID(_ state: inout TodoListState, _ action: TodoListAction) {
        TodoListReducer.reduce(&state, action)
        if case .saveFinished = action { state.nextID = state.todos.count }
    }
}

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
