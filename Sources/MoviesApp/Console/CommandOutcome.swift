/// What the console does with a command.
package enum CommandOutcome: Equatable, Sendable {
    /// Ignore the line (empty input).
    case ignore
    /// Print `note` if any, then dispatch `action` (so the note stands above what the action
    /// prints: `Cancelled.` above the list a cancel brings back).
    case dispatch(AppAction, note: ConsoleNote?)
    /// Print a note; nothing changes.
    case note(ConsoleNote)
    /// Print one `error:` line; nothing changes.
    case error(InputError)
    /// Print the command list.
    case help
    /// Print what one command does (`help open`).
    case explain(CommandWord)
    /// Show the screen in front again (`open N` of the movie already shown).
    case showAgain
    /// List the recent searches (as `recent` does), then run the same line again once they have
    /// loaded: `pick N` when they are not on screen numbers them as `recent` would list them now.
    case listRecentFirst
    /// Search for `query` (`open TITLE` with no loaded film of that title), and open its film
    /// when the search finds exactly one, over every page.
    case searchThenOpenOnly(query: String)
    /// End the session.
    case quit
}
