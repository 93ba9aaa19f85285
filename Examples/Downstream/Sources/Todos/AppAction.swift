import Flux
import FluxActionLog

/// Everything that can happen in the app: one case per feature.
///
/// Its `Codable` is the one Swift synthesizes, and so is each feature's: that is all
/// `LoggableAction` needs (the log names them `list.added`, `filter.applied`, ...).
public enum AppAction: LoggableAction, Equatable {
    /// The list feature's actions.
    case list(TodoListAction)
    /// The filter feature's actions.
    case filter(FilterAction)
}

extension ActionScope where Parent == AppAction, Child == TodoListAction {
    /// The list feature inside the app.
    public static let list = ActionScope(embed: AppAction.list) { action in
        if case .list(let list) = action { list } else { nil }
    }
}

extension ActionScope where Parent == AppAction, Child == FilterAction {
    /// The filter feature inside the app.
    public static let filter = ActionScope(embed: AppAction.filter) { action in
        if case .filter(let filter) = action { filter } else { nil }
    }
}
