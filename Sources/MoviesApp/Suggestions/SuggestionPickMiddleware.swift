import Flux

/// Turns picking a suggestion into a search for exactly that query.
///
/// The app's glue between two features: it sees the suggestions' actions and sends the
/// search's, so it is a middleware of the whole ``AppAction`` rather than of one feature.
///
/// Before `suggestions.picked(index)` reaches the stores it reads the query at `index`; after
/// the stores reduced the pick, it dispatches `search.submitted(query)`. An index out of range
/// dispatches nothing.
@MainActor
package final class SuggestionPickMiddleware: Middleware {
    private let store: Store<SuggestionsState, AppAction>
    private var pickedQuery: String?

    /// Creates the middleware over the suggestions store.
    package init(store: Store<SuggestionsState, AppAction>) {
        self.store = store
    }

    /// Remembers the picked query.
    package func before(_ action: AppAction, dispatcher: Dispatcher<AppAction>) -> MiddlewareDecision<AppAction> {
        if case .suggestions(.picked(let index)) = action {
            pickedQuery = store.state.query(at: index)
        }
        return .proceed
    }

    /// Searches the picked query.
    package func after(_ action: AppAction, dispatcher: Dispatcher<AppAction>) {
        guard case .suggestions(.picked) = action, let query = pickedQuery else { return }
        pickedQuery = nil
        dispatcher.send(.search(.submitted(query: query)))
    }
}
