/// A snapshot of every store's state: what a session is at one moment.
public struct AppState: Equatable, Sendable, Codable {
    /// The movies list.
    public var search: SearchState
    /// The recent-query suggestions.
    public var suggestions: SuggestionsState
    /// The details screen.
    public var details: DetailsState
    /// The screen in front.
    public var navigation: NavigationState

    /// Creates a snapshot; the defaults are the start states.
    public init(
        search: SearchState = SearchState(), suggestions: SuggestionsState = SuggestionsState(),
        details: DetailsState = DetailsState(), navigation: NavigationState = NavigationState()
    ) {
        self.search = search
        self.suggestions = suggestions
        self.details = details
        self.navigation = navigation
    }
}
