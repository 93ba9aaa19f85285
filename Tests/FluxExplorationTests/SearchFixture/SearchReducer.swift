/// The fixture app's reducer, with the planted bugs it was built with.
struct SearchReducer: Sendable {
    /// The bugs this reducer has.
    let bugs: SearchBugs

    /// Reduces one action.
    func reduce(_ state: inout SearchState, _ action: SearchAction) {
        switch action {
        case .typed(let query):
            state.query = query
        case .submitted(let query):
            state.query = query
            startSearch(query, in: &state)
            remember(query, in: &state)
        case .debounced(let query):
            startSearch(query, in: &state)
        case .select(let index):
            state.selection = index
        case .cleared:
            state = SearchState(history: state.history)
        case .loaded(let query, let results):
            show(results, for: query, in: &state)
        case .failed(let query):
            show([], for: query, in: &state)
        }
    }

    /// Notes a search of `query` starting.
    private func startSearch(_ query: String, in state: inout SearchState) {
        state.searching = query
        state.isLoading = true
    }

    /// Shows an answer.
    private func show(_ results: [String], for query: String, in state: inout SearchState) {
        state.isLoading = false
        state.results = results
        state.resultsQuery = query
        state.selection = nil
    }

    /// Puts `query` first in the history, once, keeping at most the capacity.
    private func remember(_ query: String, in state: inout SearchState) {
        if !bugs.contains(.duplicateHistory) { state.history.removeAll { $0 == query } }
        if bugs.contains(.trimBeforeInsert) {
            if state.history.count > SearchState.historyCapacity { state.history.removeLast() }
            state.history.insert(query, at: 0)
        } else {
            state.history.insert(query, at: 0)
            if state.history.count > SearchState.historyCapacity { state.history.removeLast() }
        }
    }
}
