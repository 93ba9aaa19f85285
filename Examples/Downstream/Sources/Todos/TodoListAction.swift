/// What can happen to the to-do list: the list feature's own actions.
public enum TodoListAction: Sendable, Equatable, Codable {
    /// The user added a to-do.
    case added(title: String)
    /// The user ticked or unticked the to-do with `id`.
    case toggled(id: Int)
    /// The user asked to save the list.
    case saveRequested
    /// The save effect finished: `error` is nil on success.
    case saveFinished(error: String?)
}
