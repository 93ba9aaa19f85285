import Flux

/// The search screen's status line: how many results it shows.
///
/// A second store's state, derived from the search store's: the status store waits for the
/// search store, so when an action arrives its reducer reads the search state that action made.
struct SearchStatus: Equatable, Sendable {
    /// How many results the screen shows.
    var resultCount = 0

    /// Derives the status from `search`, the search store's state after the action.
    static func reduce(_ status: inout SearchStatus, search: SearchState) {
        status.resultCount = search.results.count
    }

    /// What every status keeps, with the state of the store `search`: it counts the results shown.
    static func invariants(search: Store<SearchState, SearchAction>) -> [Invariant<SearchStatus>] {
        [
            Invariant("status counts the results shown", fields: ["resultCount": \.resultCount]) { status in
                status.resultCount == search.state.results.count
            }
        ]
    }
}
