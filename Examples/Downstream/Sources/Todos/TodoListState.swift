import Flux

/// The list feature's state.
public struct TodoListState: Sendable, Equatable, Codable {
    /// The to-dos, oldest first.
    public var todos: [Todo] = []
    /// The id the next to-do gets.
    public var nextID = 1
    /// Whether a save is running.
    public var isSaving = false
    /// Why the last save failed, if it did.
    public var saveError: String?

    /// Creates an empty list.
    public init() {}

    /// The rules the list keeps after every action. The reducer does not check titles (the
    /// example's bug, on purpose): adding a blank title breaks "no blank title", and the
    /// replay tool (`todos replay`) takes the recorded break to a minimal failing test. The list's
    /// store checks ``uniqueIDs`` with them, a rule the reducer keeps.
    public static let invariants = [
        Invariant<TodoListState>("no blank title", fields: ["count": \.todos.count]) { state in
            state.todos.allSatisfy { todo in todo.title.contains { !$0.isWhitespace } }
        }
    ]

    /// Each to-do has an id of its own, below ``nextID``: the list's "no duplicate line", as a
    /// cart has one line per product. `toggled(id:)` finds a to-do by its id, and the next one
    /// added must not take an id already in use. The reducer keeps it; the explorer's tests
    /// (`ExplorationTests`) plant a bug that breaks it.
    public static let uniqueIDs = Invariant<TodoListState>(
        "ids unique and below nextID", fields: ["count": \.todos.count, "nextID": \.nextID]
    ) { state in
        let ids = state.todos.map(\.id)
        return Set(ids).count == ids.count && ids.allSatisfy { $0 < state.nextID }
    }
}
