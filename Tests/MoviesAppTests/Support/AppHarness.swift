import Flux
import FluxTesting
import MoviesApp

/// The app as it runs (stores, dispatcher, the four middleware) over scripted use cases, driven
/// by a test store.
@MainActor
struct AppHarness {
    let fakes: FakeUseCases
    let core: AppCore
    let store: TestStore<AppAction>

    init(initialState: AppState = AppState()) {
        fakes = FakeUseCases()
        core = AppCore.live(dependencies: fakes.dependencies, initialState: initialState)
        // The fakes answer at once; the long timeout only guards against a hang. A short one
        // would race the effects' tasks, which can wait for a pool thread under a sanitizer.
        store = TestStore(dispatcher: core.dispatcher, timeout: hangGuard, unimplemented: fakes.unimplemented)
    }

    var search: Store<SearchState, AppAction> { core.stores.search }
    var suggestions: Store<SuggestionsState, AppAction> { core.stores.suggestions }
    var details: Store<DetailsState, AppAction> { core.stores.details }
    var navigation: Store<NavigationState, AppAction> { core.stores.navigation }
}
