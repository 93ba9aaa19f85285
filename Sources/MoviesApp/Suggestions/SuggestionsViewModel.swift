/// Pure function from the suggestions state to its view data.
package enum SuggestionsViewModel {
    /// Blank while fetching; `Recent searches: none yet` when there are none (or the fetch
    /// failed); else the numbered queries.
    package static func screen(_ state: SuggestionsState, strings: Strings) -> ScreenView {
        if state.isLoading { return .blank }
        return .suggestions(
            SuggestionsView(
                title: state.queries.isEmpty ? strings.recentSearchesNone : strings.recentSearchesTitle,
                queries: state.queries, hint: state.queries.isEmpty ? nil : strings.pickHint))
    }
}
