import Flux
import FluxTesting
import Testing
import Todos

/// The list feature alone, on a dispatcher of its own action type.
@MainActor @Suite struct TodoListFeatureTests {
    private struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    private func makeFeature(
        save: @escaping TodoSaving.Save
    ) throws -> (Dispatcher<TodoListAction>, Store<TodoListState, TodoListAction>) {
        let list = Store(name: "list", initialState: TodoListState(), reducer: TodoListReducer.reduce)
        let dispatcher = Dispatcher<TodoListAction>()
        try dispatcher.register(list)
        dispatcher.addMiddleware(TodoSaving(save: save) { list.state })
        return (dispatcher, list)
    }

    @Test func addingTogglingAndSaving() async throws {
        let saved = SavedTodos()
        let (dispatcher, list) = try makeFeature { await saved.keep($0) }
        let store = TestStore(dispatcher: dispatcher)

        store.send(.added(title: "Buy milk")) {
            $0[list].todos = [Todo(id: 1, title: "Buy milk")]
            $0[list].nextID = 2
        }
        store.send(.toggled(id: 1)) { $0[list].todos[0].isDone = true }
        store.send(.toggled(id: 7))
        store.send(.saveRequested) { $0[list].isSaving = true }
        await store.receive(.saveFinished(error: nil)) { $0[list].isSaving = false }
        await store.finish()
        #expect(await saved.todos == [Todo(id: 1, title: "Buy milk", isDone: true)])
    }

    @Test func aFailedSaveIsShown() async throws {
        let (dispatcher, list) = try makeFeature { _ in throw DiskFull() }
        let store = TestStore(dispatcher: dispatcher)

        store.send(.saveRequested) { $0[list].isSaving = true }
        await store.receive(.saveFinished(error: "disk full")) {
            $0[list].isSaving = false
            $0[list].saveError = "disk full"
        }
        await store.finish()
    }
}

/// What the save test double was given.
actor SavedTodos {
    private(set) var todos: [Todo] = []

    func keep(_ todos: [Todo]) {
        self.todos = todos
    }
}
