import Flux

/// The app: both features' stores on one dispatcher, and the list of titles to show.
@MainActor
public final class TodoApp {
    /// The one dispatcher.
    public let dispatcher = Dispatcher<AppAction>()
    /// The list feature's store.
    public let list: Store<TodoListState, AppAction>
    /// The filter feature's store.
    public let filter: Store<FilterState, AppAction>
    /// The titles on screen: the list filtered by the applied filter. It waits for both
    /// features, so it reads their new states.
    public let visible: Store<[String], AppAction>

    /// Creates the stores and registers them, with no middleware (replays use this).
    /// - Parameter listReducer: the list feature's reducer: ``TodoListReducer``'s, unless a test
    ///   plants a bug in a variant of it to see that its exploration finds the bug.
    /// - Throws: `DispatcherError` from registering the stores; these three register.
    public init(
        listReducer: @escaping (inout TodoListState, TodoListAction) -> Void = TodoListReducer.reduce
    ) throws {
        let list = Store(
            name: "list", initialState: TodoListState(),
            invariants: TodoListState.invariants + [TodoListState.uniqueIDs], scope: .list, reducer: listReducer)
        let filter = Store(name: "filter", initialState: FilterState(), scope: .filter, reducer: FilterReducer.reduce)
        visible = Store(name: "visible", initialState: [], waitFor: [list, filter]) { (titles: inout [String], _) in
            titles = Self.titles(of: list.state, matching: filter.state.applied)
        }
        self.list = list
        self.filter = filter
        try dispatcher.register(list, filter, visible)
    }

    /// Adds each feature's middleware through its scope.
    /// - Parameters:
    ///   - save: where the list is saved.
    ///   - clock: the filter's clock.
    public func installMiddleware(save: @escaping TodoSaving.Save, clock: any Clock<Duration> = ContinuousClock()) {
        let list = list
        dispatcher.scope(.list).addMiddleware(TodoSaving(save: save) { list.state })
        dispatcher.scope(.filter).addMiddleware(FilterDebouncing(clock: clock))
    }

    /// The titles of `state` that contain `query` (case-insensitive), all for an empty query.
    static func titles(of state: TodoListState, matching query: String) -> [String] {
        let titles = state.todos.map(\.title)
        guard !query.isEmpty else { return titles }
        return titles.filter { $0.lowercased().contains(query.lowercased()) }
    }
}
