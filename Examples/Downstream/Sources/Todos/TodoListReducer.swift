/// The list feature's pure reducer, over the feature's own actions.
public enum TodoListReducer {
    /// Applies `action` to the list.
    public static func reduce(_ state: inout TodoListState, _ action: TodoListAction) {
        switch action {
        case .added(let title):
            state.todos.append(Todo(id: state.nextID, title: title))
            state.nextID += 1
        case .toggled(let id):
            guard let index = state.todos.firstIndex(where: { $0.id == id }) else { return }
            state.todos[index].isDone.toggle()
        case .saveRequested:
            state.isSaving = true
            state.saveError = nil
        case .saveFinished(let error):
            state.isSaving = false
            state.saveError = error
        }
    }
}
