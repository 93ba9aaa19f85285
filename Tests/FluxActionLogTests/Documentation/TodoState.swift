/// The `todos` store's state.
struct TodoState: Codable, Equatable, Sendable {
    var items: [TodoItem] = []
}
