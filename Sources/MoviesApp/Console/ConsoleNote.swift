/// A short informational line for a command that has nothing to do (not an error).
package enum ConsoleNote: Equatable, Sendable {
    /// `more` before any search.
    case nothingToPage
    /// `more` on the last page.
    case noMorePages
    /// `more` while a next page loads (terminal only).
    case stillLoadingPage(Int)
    /// `cancel` with nothing loading.
    case nothingToCancel
    /// `cancel` stopped a load.
    case cancelled
    /// `cancel` or Ctrl-C dropped the lines typed while the search loaded (as typed, in order).
    case droppedWaitingLines([String])
    /// `back` on the list.
    case alreadyAtList
    /// Ctrl-C at an empty idle prompt (a terminal with the line editor).
    case exitHint
}
