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
    /// End the session.
    case quit
}
