import Flux
import Foundation
import MoviesApp

/// A bug planted in flux-movies' own code for the explorer to find: a faulty variant of one of
/// the app's parts (``AppParts``), swapped in at the explored app's composition root.
///
/// Each is a mistake the real part could make, and it runs wherever that part runs: the search
/// store's reducer, or the middleware that runs searches or looks up titles.
package enum MoviesPlant: String, CaseIterable, Sendable {
    /// Two actions: cancelling a search stops the loading but keeps its request, which breaks the
    /// search store's invariant "loading while a request is in flight".
    case cancelKeepsRequest
    /// Effect order: searches are not cancelled by newer ones, and an answer is labelled with the
    /// request in flight when it arrives, so an older query's films show under a newer query.
    case staleSearchAnswer
    /// Debounce edge: the pause before titles are looked up is not restarted by a keystroke, which
    /// is dropped instead, so the last keystroke of a burst is never looked up.
    case lostLastKeystroke
    /// Crash: asking for the next page reads the loaded pages one past the end (an index off by
    /// one), and the array's bounds check traps, in every process that runs the reducer.
    case pageIndexOffByOne

    /// The app's parts with this bug in one of them.
    @MainActor
    package var parts: AppParts {
        var parts = AppParts()
        switch self {
        case .cancelKeepsRequest:
            parts.searchReducer = { state, action in
                guard case .cancelRequested = action else { return SearchReducer.reduce(&state, action) }
                state.loading = nil  // the bug: `request` stays
            }
        case .staleSearchAnswer:
            parts.searchMiddleware = { dependencies, state in
                UncancelledSearchMiddleware(searchMovies: dependencies.searchMovies, state: state)
            }
        case .pageIndexOffByOne:
            parts.searchReducer = { state, action in
                if case .nextPageRequested = action, !state.pages.isEmpty {
                    state.totalResultCount = state.pages[state.currentPage].totalResults  // the bug: one past the end
                }
                SearchReducer.reduce(&state, action)
            }
        case .lostLastKeystroke:
            parts.liveSuggestionsMiddleware = { dependencies in
                FirstKeystrokeSuggestionsMiddleware(
                    suggestTitles: dependencies.suggestTitles, clock: dependencies.clock)
            }
        }
        return parts
    }
}

/// The stale-answer bug: each search loads in an effect of its own, never cancelled, and its
/// answer carries the id of the newest request the middleware started, read when it arrives.
@MainActor
final class UncancelledSearchMiddleware: Middleware {
    private let searchMovies: AppDependencies.SearchMovies
    private let state: @MainActor () -> SearchState
    private let newest = LockedValue(0)

    init(searchMovies: @escaping AppDependencies.SearchMovies, state: @escaping @MainActor () -> SearchState) {
        self.searchMovies = searchMovies
        self.state = state
    }

    /// Starts a load for each new request.
    func after(_ action: SearchAction, dispatcher: Dispatcher<SearchAction>) {
        guard let request = state().request, request.id > newest.value else { return }
        newest.value = request.id
        let (searchMovies, newest) = (searchMovies, newest)
        dispatcher.effects.run { send in
            guard let page = try? await searchMovies(.init(query: request.query), request.page, { _ in }) else {
                return
            }
            await send(.pageLoaded(requestID: newest.value, page: page))
        }
    }
}

/// The lost-keystroke bug: a keystroke while a lookup waits for its pause is dropped, where a
/// debounce would restart the pause with the newer text.
@MainActor
struct FirstKeystrokeSuggestionsMiddleware: Middleware {
    let suggestTitles: AppDependencies.SuggestTitles
    let clock: any Clock<Duration>
    let waiting = LockedValue(false)

    /// Looks up the text typed first after a pause; ignores the keystrokes while it waits.
    func after(_ action: SuggestionsAction, dispatcher: Dispatcher<SuggestionsAction>) {
        guard case .typed(let text) = action, LiveSuggestions.isLookedUp(text), !waiting.value else { return }
        waiting.value = true
        let (suggest, waiting) = (suggestTitles, waiting)
        dispatcher.effects.debounce(id: AppEffectID.liveSuggestions, for: LiveSuggestionsMiddleware.pause, clock: clock)
        {
            send in
            defer { waiting.value = false }
            await send(.titlesFound(query: text, titles: await suggest(text, LiveSuggestions.titleCount)))
        }
    }
}

extension MoviesPlant {
    /// The environment variable that names the plant whose parts ``fromEnvironment()`` gives:
    /// `MOVIES_EXPLORE_PLANT=cancelKeepsRequest`.
    package static let environmentVariable = "MOVIES_EXPLORE_PLANT"

    /// The parts of the plant `MOVIES_EXPLORE_PLANT` names, or the app's own when it is unset:
    /// what the explored failures' tests and the explore tool's replays run. Test code only.
    @MainActor
    package static func fromEnvironment() -> AppParts {
        inEnvironment?.parts ?? AppParts()
    }

    /// The plant `MOVIES_EXPLORE_PLANT` names, nil when it is unset: what `movies-explore`
    /// explores (its `--plant` sets the variable). Test code only.
    package static var inEnvironment: MoviesPlant? {
        guard let name = ProcessInfo.processInfo.environment[environmentVariable] else { return nil }
        guard let plant = MoviesPlant(rawValue: name) else {
            preconditionFailure("\(environmentVariable)=\(name) names no plant: \(allCases.map(\.rawValue))")
        }
        return plant
    }
}
