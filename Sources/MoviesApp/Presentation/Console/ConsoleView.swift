/// Everything the console shows, derived from the states: the screen in front, the status line
/// and the poster line. The renderer prints each part when it changes.
public struct ConsoleView: Equatable, Sendable {
    /// The screen in front.
    public var screen: ScreenView
    /// The loading or error line, or nil.
    public var status: StatusLine?
    /// The poster line of the details screen, or nil.
    public var poster: String?

    /// Creates the view.
    public init(screen: ScreenView, status: StatusLine? = nil, poster: String? = nil) {
        self.screen = screen
        self.status = status
        self.poster = poster
    }
}

/// The screen in front, as view data.
public enum ScreenView: Equatable, Sendable {
    /// Nothing to show (before the first search, while a new search or the suggestions load).
    case blank
    /// A page of results.
    case results(ResultsView)
    /// The empty state, e.g. `Search results: no movies found for "xyz"`.
    case empty(String)
    /// The recent searches.
    case suggestions(SuggestionsView)
    /// The selected movie.
    case details(DetailsView)
}
