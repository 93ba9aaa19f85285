import Flux

/// Saves the list when asked, as a cancellable effect: a new request cancels the one in flight.
@MainActor
public struct TodoSaving: Middleware {
    /// Writes the to-dos somewhere; throws when it cannot.
    public typealias Save = @Sendable ([Todo]) async throws -> Void

    private let save: Save
    private let state: @MainActor () -> TodoListState

    /// Creates the middleware over the saving dependency and the list's state.
    public init(save: @escaping Save, state: @escaping @MainActor () -> TodoListState) {
        self.save = save
        self.state = state
    }

    /// Starts the save after `saveRequested`.
    public func after(_ action: TodoListAction, dispatcher: Dispatcher<TodoListAction>) {
        guard action == .saveRequested else { return }
        let todos = state().todos
        let save = save
        dispatcher.effects.run(id: TodoEffect.save, cancelInFlight: true) { send in
            do {
                try await save(todos)
                await send(.saveFinished(error: nil))
            } catch {
                if Task.isCancelled { return }
                await send(.saveFinished(error: "\(error)"))
            }
        }
    }
}

/// The list feature's effect ids.
public enum TodoEffect: Hashable, Sendable {
    /// The save.
    case save
}
