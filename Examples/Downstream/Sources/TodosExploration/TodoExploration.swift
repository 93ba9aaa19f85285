import FluxExploration
import Todos

/// What the explorer may do to the to-do app, and what it checks besides the list's invariants.
@MainActor
package enum TodoExploration {
    /// The titles the user adds.
    package nonisolated static let titles = ["Buy milk", "Call Bob", "Pay rent"]
    /// The letters the user types in the filter field.
    package nonisolated static let letters: [Character] = ["a", "b", "l"]

    /// The user's actions.
    package static let rules: [ExplorationRule<ExplorableTodoApp.Snapshot, AppAction>] = [
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
    package static let properties: [ExplorationProperty<ExplorableTodoApp.Snapshot, AppAction>] = [
        .transition("visible titles are the filtered list") { _, _, after in
            let query = after.filter.applied.lowercased()
            let titles = after.list.todos.map(\.title)
            return after.visible == (query.isEmpty ? titles : titles.filter { $0.lowercased().contains(query) })
        },
        .idle("typed filter applied when idle") { $0.filter.applied == $0.filter.query },
    ]

    /// An explorer of the app whose list reduces with `listReducer`, trying `sequences` sequences.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    package static func explorer(
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
    package static func reduceWithStaleNextID(_ state: inout TodoListState, _ action: TodoListAction) {
        TodoListReducer.reduce(&state, action)
        if case .saveFinished = action { state.nextID = state.todos.count }
    }

    /// A planted crash: the list's reducer, except that a successful save then archives the
    /// first to-do when it is done, reading it without checking that the list has one: a save
    /// of an empty list traps (index out of range) wherever this reducer runs. `todos-explore`
    /// swaps it in when `TODOS_EXPLORE_PLANT=crash`.
    package nonisolated static func reduceArchivingFirstDone(_ state: inout TodoListState, _ action: TodoListAction) {
        TodoListReducer.reduce(&state, action)
        if case .saveFinished(error: nil) = action, state.todos[0].isDone { state.todos.removeFirst() }
    }
}
