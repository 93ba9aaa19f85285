import Flux
import FluxExploration
import Todos

/// The to-do app as the explorer drives it (the tests' explorer and `todos-explore`'s): a fresh ``TodoApp`` with its middleware on the
/// exploration's clock, and a save double whose latency and failures come from its entropy.
@MainActor
package final class ExplorableTodoApp: Explorable {
    /// What the rules and properties read: the three stores' states.
    package struct Snapshot {
        /// The list feature's state.
        package let list: TodoListState
        /// The filter feature's state.
        package let filter: FilterState
        /// The titles on screen.
        package let visible: [String]
    }

    /// The app explored.
    package let app: TodoApp

    /// A new app on the exploration's environment, with `listReducer` as its list's reducer.
    package init(
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
    package var dispatcher: Dispatcher<AppAction> { app.dispatcher }

    /// The stores' states now.
    package var snapshot: Snapshot {
        Snapshot(list: app.list.state, filter: app.filter.state, visible: app.visible.state)
    }
}

/// The save double's failure.
package struct SaveFailure: Error {}
