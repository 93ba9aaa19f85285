import FluxExploration
import MoviesApp

/// What the explorer checks of flux-movies besides its stores' invariants.
package enum MoviesProperties {
    /// The properties: the list answers its query; once idle, nothing loads and the titles
    /// suggested are the typed text's.
    @MainActor
    package static var all: [ExplorationProperty<AppState, AppAction>] {
        [
            // No film of an older query is shown under a newer one (the simulated films are
            // named after their query).
            .transition("the list answers its query") { _, _, after in
                after.search.items.allSatisfy { $0.title.hasPrefix(after.search.query + " ") }
            },
            .idle("nothing loads when no effect is in flight") { state in
                state.search.loading == nil && !state.suggestions.isLoading && !state.details.isPosterLoading
            },
            // The last keystroke is looked up once typing pauses.
            .idle("titles for the typed text when idle") { state in
                guard let live = state.suggestions.live, LiveSuggestions.isLookedUp(live.typed) else { return true }
                return live.query == live.typed
            },
        ]
    }
}

extension DetailsState {
    /// Whether the poster is loading.
    fileprivate var isPosterLoading: Bool {
        if case .loading = poster { true } else { false }
    }
}
