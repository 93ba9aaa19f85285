import Flux

/// Builds the example's stores, fresh, on a dispatcher with no middleware: what recording in
/// these examples, replay and time travel need.
@MainActor
func makeTodoDispatcher() throws -> Dispatcher<TodoAction> {
    let todos = Store<TodoState, TodoAction>(name: "todos", initialState: TodoState()) { state, action in
        switch action {
        case .add(let title): state.items.append(TodoItem(title: title))
        case .toggle(let index) where state.items.indices.contains(index): state.items[index].done.toggle()
        case .toggle: break
        }
    }
    let summary = Store<TodoSummary, TodoAction>(name: "summary", initialState: TodoSummary(), waitFor: [todos]) {
        state, _ in
        state.done = todos.state.items.filter(\.done).count
        state.open = todos.state.items.count - state.done
    }
    let dispatcher = Dispatcher<TodoAction>()
    try dispatcher.register(todos, summary)
    return dispatcher
}
