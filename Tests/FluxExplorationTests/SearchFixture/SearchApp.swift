import Flux
import FluxExploration

/// The fixture app: one store, the search middleware, its service on the explorer's clock and
/// entropy.
@MainActor
final class SearchApp: Explorable {
    /// The dispatcher the explorer drives.
    let dispatcher = Dispatcher<SearchAction>()
    /// The app's one store.
    let store: Store<SearchState, SearchAction>

    /// An app with the `bugs` planted, built on the explorer's environment.
    init(bugs: SearchBugs, environment: ExplorationEnvironment) throws {
        let reducer = SearchReducer(bugs: bugs)
        store = Store(
            name: "search", initialState: SearchState(), invariants: SearchState.invariants, reducer: reducer.reduce)
        try dispatcher.register(store)
        let service = SearchService(clock: environment.clock, entropy: environment.entropy)
        _ = dispatcher.addMiddleware(SearchEffects(bugs: bugs, clock: environment.clock, service: service))
    }

    /// The store's state.
    var snapshot: SearchState { store.state }
}
