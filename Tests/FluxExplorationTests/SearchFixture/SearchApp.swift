import Flux
import FluxExploration

/// The fixture app: the search store, the status store that waits for it, the search
/// middleware, its service on the explorer's clock and entropy.
@MainActor
final class SearchApp: Explorable {
    /// The dispatcher the explorer drives.
    let dispatcher = Dispatcher<SearchAction>()
    /// The search store, whose state the rules and properties read.
    let store: Store<SearchState, SearchAction>
    /// The status store, derived from the search store's state.
    let status: Store<SearchStatus, SearchAction>

    /// An app with the `bugs` planted, built on the explorer's environment.
    init(bugs: SearchBugs, environment: ExplorationEnvironment) throws {
        let reducer = SearchReducer(bugs: bugs)
        let search = Store(
            name: "search", initialState: SearchState(), invariants: SearchState.invariants, reducer: reducer.reduce)
        store = search
        let waits = !bugs.contains(.noWaitFor)
        // Without the wait, reading `search.state` in the reducer would trap (debug builds): the
        // planted bug reads `anyState` (Flux's package-level read for tools, unchecked) instead,
        // as a release build reads unchecked, so the status sees the state before the action.
        status = Store(
            name: "status", initialState: SearchStatus(), waitFor: waits ? [search] : [],
            invariants: SearchStatus.invariants(search: search)
        ) { status, _ in
            let searchState = waits ? search.state : search.anyState as? SearchState ?? SearchState()
            SearchStatus.reduce(&status, search: searchState)
        }
        // Registered first: only the wait puts the status store after the search store.
        try dispatcher.register(status, search)
        let service = SearchService(clock: environment.clock, entropy: environment.entropy)
        _ = dispatcher.addMiddleware(SearchEffects(bugs: bugs, clock: environment.clock, service: service))
    }

    /// The search store's state.
    var snapshot: SearchState { store.state }
}
