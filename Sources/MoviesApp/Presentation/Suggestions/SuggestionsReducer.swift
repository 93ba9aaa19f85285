/// The suggestions store's pure reducer: the recent searches shown and the one picked.
package enum SuggestionsReducer {
    /// Applies `action` to the suggestions.
    package static func reduce(_ state: inout SuggestionsState, _ action: SuggestionsAction) {
        switch action {
        case .requested:
            state.queries = []
            state.isLoading = true
        case .loaded(let queries):
            state.queries = queries
            state.isLoading = false
        case .loadFailed:
            state.queries = []
            state.isLoading = false
        case .picked:
            break  // the pick middleware searches; navigation closes the suggestions
        }
    }
}
