/// The navigation store's pure reducer. It waits for the search store, so it moves only for
/// actions that store accepted. Picking a suggestion moves nothing by itself: the search it
/// dispatches brings the list to the front.
package enum NavigationReducer {
    /// Applies `action`; `search` is the search store's new state.
    package static func reduce(_ state: inout NavigationState, _ action: AppAction, search: SearchState) {
        switch action {
        case .search(.submitted(let query)):
            if !SearchReducer.trimmed(query).isEmpty { state.screen = .list }
        case .search(.nextPageRequested):
            if search.loading == .nextPage { state.screen = .list }
        case .suggestions(.requested):
            state.screen = .suggestions
        case .details(.opened(let index)):
            if search.item(number: index) != nil { state.screen = .details }
        case .navigation(.back):
            state.screen = .list
        default:
            break
        }
    }
}
