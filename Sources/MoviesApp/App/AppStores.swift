import Flux

/// The app's four stores, wired with `waitFor`: details and navigation wait for search (they
/// read the list's new state).
///
/// Each store reduces its own feature's actions, scoped out of ``AppAction`` (see
/// `AppAction+Scopes.swift`); navigation reads the actions of the others that move between
/// screens, as ``NavigationEvent``.
@MainActor
package final class AppStores {
    /// The store names, as they appear in diffs and action logs.
    package enum Name {
        /// The movies list store.
        package static let search = "search"
        /// The suggestions store.
        package static let suggestions = "suggestions"
        /// The details store.
        package static let details = "details"
        /// The navigation store.
        package static let navigation = "navigation"
    }

    /// The movies list.
    package let search: Store<SearchState, AppAction>
    /// The recent-query suggestions.
    package let suggestions: Store<SuggestionsState, AppAction>
    /// The details screen.
    package let details: Store<DetailsState, AppAction>
    /// The screen in front.
    package let navigation: Store<NavigationState, AppAction>

    /// Creates the stores with `initialState` (not registered with any dispatcher yet).
    /// - Parameters:
    ///   - initialState: the stores' first states.
    ///   - searchReducer: the search store's reducer (``AppParts/searchReducer``).
    package init(
        initialState: AppState = AppState(),
        searchReducer: @escaping (inout SearchState, SearchAction) -> Void = SearchReducer.reduce
    ) {
        let search = Store<SearchState, AppAction>(
            name: Name.search, initialState: initialState.search, invariants: AppInvariants.search, scope: .search,
            reducer: searchReducer)
        let suggestions = Store<SuggestionsState, AppAction>(
            name: Name.suggestions, initialState: initialState.suggestions, invariants: AppInvariants.suggestions,
            scope: .suggestions, reducer: SuggestionsReducer.reduce)
        let details = Store<DetailsState, AppAction>(
            name: Name.details, initialState: initialState.details, waitFor: [search],
            invariants: AppInvariants.details, scope: .details
        ) { state, action in
            DetailsReducer.reduce(&state, action, search: search.state)
        }
        navigation = Store(
            name: Name.navigation, initialState: initialState.navigation, waitFor: [search],
            invariants: AppInvariants.navigation(details: details), scope: .navigation
        ) { state, event in
            NavigationReducer.reduce(&state, event, search: search.state)
        }
        self.search = search
        self.details = details
        self.suggestions = suggestions
    }

    /// Every store, in registration order.
    package var all: [AnyStore<AppAction>] { [search, suggestions, details, navigation] }

    /// The current states of all stores.
    package var state: AppState {
        AppState(
            search: search.state, suggestions: suggestions.state, details: details.state,
            navigation: navigation.state)
    }
}
