/// What the navigation store reacts to: the actions of other features that move between
/// screens, and its own `back`.
///
/// It is not an action of its own (nothing sends it, no log holds it): ``ActionScope/navigation``
/// reads it out of the app's actions, so the navigation reducer switches over exactly the
/// actions it handles, with no `default` over the whole app action.
package enum NavigationEvent: Equatable, Sendable {
    /// A search for `query` (typed or picked); only a non-blank one moves.
    case searched(query: String)
    /// The next page was asked for.
    case nextPageRequested
    /// The suggestions were asked for.
    case suggestionsRequested
    /// Item `index` of the list was opened.
    case detailsOpened(index: Int)
    /// Back to the list.
    case back

    /// The navigation input in `action`, or nil when `action` moves nothing.
    package init?(_ action: AppAction) {
        switch action {
        case .search(.submitted(let query)): self = .searched(query: query)
        case .search(.nextPageRequested): self = .nextPageRequested
        case .suggestions(.requested): self = .suggestionsRequested
        case .details(.opened(let index)): self = .detailsOpened(index: index)
        case .navigation(.back): self = .back
        case .search, .suggestions, .details: return nil
        }
    }

    /// The app action this input comes from.
    package var appAction: AppAction {
        switch self {
        case .searched(let query): .search(.submitted(query: query))
        case .nextPageRequested: .search(.nextPageRequested)
        case .suggestionsRequested: .suggestions(.requested)
        case .detailsOpened(let index): .details(.opened(index: index))
        case .back: .navigation(.back)
        }
    }
}
