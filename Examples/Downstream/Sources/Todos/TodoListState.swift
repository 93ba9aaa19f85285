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
}
