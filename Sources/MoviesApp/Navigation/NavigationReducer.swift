/// The navigation store's pure reducer. It waits for the search store, so it moves only for
/// actions that store accepted. Picking a suggestion moves nothing by itself: the search it
/// dispatches brings the list to the front.
package enum NavigationReducer {
    /// Applies `event`; `search` is the search store's new state.
    package static func reduce(_ state: inout NavigationState, _ event: NavigationEvent, search: SearchState) {
        switch event {
        case .searched(let query):
            if !SearchReducer.trimmed(query).isEmpty { state.screen = .list }
        case .nextPageRequested:
            if search.loading == .nextPage { state.screen = .list }
        case .suggestionsRequested:
            state.screen = .suggestions
        case .detailsOpened(let index):
            if search.item(number: index) != nil { state.screen = .details }
        case .back:
            state.screen = .list
        }
    }
}
