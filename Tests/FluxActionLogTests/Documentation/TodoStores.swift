import Flux
import FluxActionLog

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

/// Records the articles' session into `path`: two todos added, then the first one done. (The
/// article "Recording and Replaying" shows this code written out, with `digestEvery: 1`:
/// `RecordingAndReplayingExamples` runs it as written.)
@MainActor
func recordTodoSession(to path: String, options: ActionLogRecorder<TodoAction>.Options = .init()) throws {
    let dispatcher = try makeTodoDispatcher()
    let recorder = try ActionLogRecorder(
        path: path, dispatcher: dispatcher, app: ActionLogApp(name: "todo", version: "1.0"), options: options)
    dispatcher.send(.add(title: "Write the spec"))
    dispatcher.send(.add(title: "Test it"))
    dispatcher.send(.toggle(index: 0))
    recorder.close()
}
