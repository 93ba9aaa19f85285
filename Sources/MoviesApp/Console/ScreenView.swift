/// The screen in front, as view data.
package enum ScreenView: Equatable, Sendable {
    /// Nothing to show (before the first search, while a new search or the suggestions load).
    case blank
    /// A page of results.
    case results(ResultsView)
    /// The empty state, e.g. `Search results: no movies found for "xyz"`.
    case empty(QueryLine)
    /// The recent searches.
    case suggestions(SuggestionsView)
    /// The selected movie.
    case details(DetailsView)
}
