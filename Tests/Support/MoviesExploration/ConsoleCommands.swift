import MoviesApp

/// The console's validation, asked about an action: which command would send it, and whether the
/// command resolver dispatches exactly that action in a state.
enum ConsoleCommands {
    /// The command a user types to send `action`; nil for actions no command sends.
    static func command(sending action: AppAction) -> Command? {
        switch action {
        case .search(.submitted(let query)): .search(query)
        case .search(.nextPageRequested): .more
        case .search(.cancelRequested), .details(.posterCancelRequested): .cancel
        case .details(.opened(let index)): .open(String(index))
        case .navigation(.back): .back
        case .suggestions(.requested): .recent
        case .suggestions(.picked(let index)): .pick(String(index))
        default: nil
        }
    }

    /// Whether the resolver dispatches `action` for its command in `state` (a typed text always).
    static func dispatches(_ action: AppAction, in state: AppState) -> Bool {
        if case .suggestions(.typed) = action { return true }
        guard let command = command(sending: action),
            case .dispatch(let dispatched, _) = CommandResolver.resolve(command, in: state)
        else { return false }
        return dispatched == action
    }
}
