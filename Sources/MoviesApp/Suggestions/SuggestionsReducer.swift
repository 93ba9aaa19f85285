/// The suggestions store's pure reducer: the recent searches shown and the one picked, and the
/// live titles for the search being typed.
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
        case .typed(let text):
            typed(text, into: &state.live)
        case .titlesFound(let query, let titles):
            guard var live = state.live, live.typed == query else { return }  // a stale answer
            live.query = query
            live.titles = titles
            state.live = live
        }
    }

    /// The typed text: nil when empty; the titles kept while the text extends the query they
    /// were found for (typing on narrows them), or is a start of it still looked up (Backspace:
    /// they stay until the titles of the shorter text replace them, so the hint row does not
    /// blink), else dropped.
    private static func typed(_ text: String, into live: inout LiveSuggestions?) {
        guard !text.isEmpty else {
            live = nil
            return
        }
        guard var current = live, !current.query.isEmpty,
            text.hasPrefix(current.query)
                || (current.query.hasPrefix(text) && LiveSuggestions.isLookedUp(text))
        else {
            live = LiveSuggestions(typed: text)
            return
        }
        current.typed = text
        live = current
    }
}
