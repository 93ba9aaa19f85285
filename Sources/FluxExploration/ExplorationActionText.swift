import FluxActionLog

/// How the explorer shows an action in its reports: a loggable action in the action log's
/// notation (`search.submitted(query: "up")`, as the replay tool shows it), any other as Swift
/// describes it.
enum ExplorationActionText {
    /// The action's text.
    static func of<Action>(_ action: Action) -> String {
        guard let loggable = action as? any LoggableAction,
            let encoded = try? LoggedActionEncoder().encode(loggable),
            let json = try? ActionLogJSON(parsing: encoded.json)
        else { return "\(action)" }
        return ActionNotation.text(of: json, limit: 400)
    }
}
