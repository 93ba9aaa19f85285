import Flux
import FluxTesting

/// The fixture's middleware: searches after typing (debounced) or at once on submit, cancels on
/// clear, with the planted bugs it was built with.
struct SearchEffects: Middleware {
    /// The effect ids.
    enum Effect: String, Sendable {
        /// The quiet period after typing.
        case typing
        /// A search request.
        case search
    }

    /// How long typing must pause before a search.
    static let quietPeriod = Duration.milliseconds(300)

    /// The bugs this middleware has.
    let bugs: SearchBugs
    /// The clock of the quiet period.
    let clock: TestClock
    /// The service searches go to.
    let service: SearchService

    /// Starts and cancels the effects an action calls for.
    func after(_ action: SearchAction, dispatcher: Dispatcher<SearchAction>) {
        switch action {
        case .typed(let query) where query.isEmpty:
            dispatcher.effects.cancel(id: Effect.typing)
        case .typed(let query):
            if bugs.contains(.leadingEdgeDebounce) {
                leadingEdgeSearch(query, dispatcher: dispatcher)
            } else {
                dispatcher.effects.debounce(id: Effect.typing, for: Self.quietPeriod, clock: clock) { send in
                    await send(.debounced(query))
                }
            }
        case .submitted(let query):
            dispatcher.effects.cancel(id: Effect.typing)
            search(query, dispatcher: dispatcher)
        case .debounced(let query):
            search(query, dispatcher: dispatcher)
        case .cleared:
            dispatcher.effects.cancel(id: Effect.typing)
            dispatcher.effects.cancel(id: Effect.search)
        case .select, .loaded, .failed:
            break
        }
    }

    /// Searches at once unless a keystroke searched in the last quiet period (the planted bug).
    private func leadingEdgeSearch(_ query: String, dispatcher: Dispatcher<SearchAction>) {
        guard !dispatcher.effects.inFlight.contains(where: { $0.id == Effect.typing.rawValue }) else { return }
        dispatcher.send(.debounced(query))
        // The period is captured: reading the main-actor static from the effect would hop there.
        dispatcher.effects.run(id: Effect.typing) { [clock, period = Self.quietPeriod] _ in
            try? await clock.sleep(for: period)
        }
    }

    /// Starts a search of `query`, cancelling the one in flight (unless the bug says otherwise).
    private func search(_ query: String, dispatcher: Dispatcher<SearchAction>) {
        dispatcher.effects.run(id: Effect.search, cancelInFlight: !bugs.contains(.staleResults)) { [service] send in
            switch await service.search(query) {
            case .success(let results): await send(.loaded(query: query, results: results))
            case .failure: await send(.failed(query: query))
            case nil: break
            }
        }
    }
}
