/// A snapshot of every store's state: what a session is at one moment.
package struct AppState: Equatable, Sendable, Codable {
    /// The movies list.
    package var search: SearchState
    /// The recent-query suggestions.
    package var suggestions: SuggestionsState
    /// The details screen.
    package var details: DetailsState
    /// The screen in front.
    package var navigation: NavigationState

    /// Creates a snapshot; the defaults are the start states.
    package init(
        search: SearchState = SearchState(), suggestions: SuggestionsState = SuggestionsState(),
        details: DetailsState = DetailsState(), navigation: NavigationState = NavigationState()
    ) {
        self.search = search
        self.suggestions = suggestions
        self.details = details
        self.navigation = navigation
    }
}
