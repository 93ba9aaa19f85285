/// What the console does with a command.
public enum CommandOutcome: Equatable, Sendable {
    /// Ignore the line (empty input).
    case ignore
    /// Dispatch `action`, then print `note` if any.
    case dispatch(AppAction, note: ConsoleNote?)
    /// Print a note; nothing changes.
    case note(ConsoleNote)
    /// Print one `error:` line; nothing changes.
    case error(InputError)
    /// Print the command list.
    case help
    /// End the session.
    case quit
}

/// A short informational line for a command that has nothing to do (not an error).
public enum ConsoleNote: Equatable, Sendable {
    /// `more` before any search.
    case nothingToPage
    /// `more` on the last page.
    case noMorePages
    /// `more` while a new search loads (terminal only).
    case stillSearching(query: String)
    /// `more` while a next page loads (terminal only).
    case stillLoadingPage(Int)
    /// `cancel` with nothing loading.
    case nothingToCancel
    /// `cancel` stopped a load.
    case cancelled
    /// `back` on the list.
    case alreadyAtList
}
