import Flux

/// An app action that composes two features, as an app built of features does.
enum ComposedAction: Sendable, Equatable {
    case list(ListAction)
    case counter(TestAction)
}

/// A feature's own actions.
enum ListAction: Sendable, Equatable {
    case added(String)
    case cleared
    case saved(count: Int)
}

/// The list feature's pure reducer, written over its own action type only.
enum ListReducer {
    static func reduce(_ todos: inout [String], _ action: ListAction) {
        switch action {
        case .added(let title): todos.append(title)
        case .cleared: todos = []
        case .saved: break
        }
    }
}

extension ActionScope where Parent == ComposedAction, Child == ListAction {
    /// The list feature inside the composed app.
    static let list = ActionScope(embed: ComposedAction.list) { action in
        if case .list(let list) = action { list } else { nil }
    }
}

extension ActionScope where Parent == ComposedAction, Child == TestAction {
    /// The counter feature inside the composed app.
    static let counter = ActionScope(embed: ComposedAction.counter) { action in
        if case .counter(let counter) = action { counter } else { nil }
    }
}

/// A feature middleware over its own actions: after each `added`, an effect reports the count.
@MainActor
struct ListSaving: Middleware {
    let todos: () -> [String]
    var trace: Trace?

    func before(_ action: ListAction, dispatcher: Dispatcher<ListAction>) -> MiddlewareDecision<ListAction> {
        trace?.append("before \(action)")
        if action == .cleared, todos().isEmpty { return .stop }
        return .proceed
    }

    func after(_ action: ListAction, dispatcher: Dispatcher<ListAction>) {
        guard case .added = action else { return }
        let count = todos().count
        dispatcher.effects.run(id: ListEffect.save, cancelInFlight: true) { send in
            await send(.saved(count: count))
        }
    }
}

/// The list feature's effect ids.
enum ListEffect: Hashable, Sendable {
    case save
}
