import Flux

/// The app's dispatcher and stores, with or without the use-case middleware.
///
/// Replay builds one without effects (`AppCore(initialState:)`): actions then only reduce.
/// The live app adds the middleware: `AppCore.live(dependencies:)`.
///
/// ```swift
/// let core = AppCore.live(dependencies: dependencies)
/// core.dispatcher.send(.search(.submitted(query: "love")))
/// await core.dispatcher.effects.settle()
/// ```
@MainActor
package final class AppCore {
    /// The one dispatcher.
    package let dispatcher: Dispatcher<AppAction>
    /// The stores, registered with `dispatcher`.
    package let stores: AppStores
    /// The reducer and middleware the core is made of (the app's own unless a test swapped one).
    private let parts: AppParts

    /// Creates the stores (from `initialState`) and a dispatcher with no middleware: no effects run.
    /// - Parameters:
    ///   - initialState: the stores' first states.
    ///   - parts: the reducer and middleware to compose; the app's own by default.
    package init(initialState: AppState = AppState(), parts: AppParts = AppParts()) {
        self.parts = parts
        stores = AppStores(initialState: initialState, searchReducer: parts.searchReducer)
        dispatcher = Dispatcher()
        do {
            try dispatcher.register(stores.all)
        } catch {
            preconditionFailure("the app's stores form no cycle and have unique names: \(error)")
        }
    }

    /// Creates the stores and dispatcher, then installs the middleware over `dependencies`.
    package static func live(
        dependencies: AppDependencies, initialState: AppState = AppState(), parts: AppParts = AppParts()
    ) -> AppCore {
        let core = AppCore(initialState: initialState, parts: parts)
        core.installMiddleware(dependencies)
        return core
    }

    /// Adds the use-case middleware (search, recent queries, live suggestions, pick, poster). Call
    /// it once.
    ///
    /// Each feature's middleware sees and sends its own actions, through a scoped dispatcher;
    /// the pick middleware is the app's glue between two features (a pick becomes a search).
    package func installMiddleware(_ dependencies: AppDependencies) {
        let search = stores.search
        let details = stores.details
        dispatcher.scope(.search).addMiddleware(parts.searchMiddleware(dependencies) { search.state })
        dispatcher.scope(.suggestions).addMiddleware(
            RecentQueriesMiddleware(fetchRecentQueries: dependencies.fetchRecentQueries))
        dispatcher.scope(.suggestions).addMiddleware(parts.liveSuggestionsMiddleware(dependencies))
        dispatcher.addMiddleware(SuggestionPickMiddleware(store: stores.suggestions))
        dispatcher.scope(.details).addMiddleware(
            PosterImageMiddleware(fetchPoster: dependencies.fetchPoster) { details.state })
    }

    /// The current states of all stores.
    package var state: AppState { stores.state }
}
