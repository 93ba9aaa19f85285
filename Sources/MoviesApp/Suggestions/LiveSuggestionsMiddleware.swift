import Flux

/// Looks up the titles for the search being typed, once typing pauses.
///
/// After `suggestions.typed(text)` with at least ``LiveSuggestions/minimumLength`` characters,
/// effect `AppEffectID.liveSuggestions` waits ``pause`` on the clock with no other keystroke
/// (`Dispatcher.debounce`), then sends `suggestions.titlesFound` with up to
/// ``LiveSuggestions/titleCount`` titles. A shorter text (`""` after Enter) cancels the wait.
@MainActor
package struct LiveSuggestionsMiddleware: Middleware {
    /// The pause in typing before the titles are looked up.
    package static let pause: Duration = .milliseconds(150)

    private let suggestTitles: AppDependencies.SuggestTitles
    private let clock: any Clock<Duration>

    /// Creates the middleware over the suggestion source and the clock that measures the pause.
    package init(suggestTitles: @escaping AppDependencies.SuggestTitles, clock: any Clock<Duration>) {
        self.suggestTitles = suggestTitles
        self.clock = clock
    }

    /// Starts (or restarts) the pause after `suggestions.typed`.
    package func after(_ action: SuggestionsAction, dispatcher: Dispatcher<SuggestionsAction>) {
        guard case .typed(let text) = action else { return }
        guard LiveSuggestions.isLookedUp(text) else {
            dispatcher.effects.cancel(id: AppEffectID.liveSuggestions)
            return
        }
        let suggest = suggestTitles
        dispatcher.effects.debounce(id: AppEffectID.liveSuggestions, for: Self.pause, clock: clock) { send in
            let titles = await suggest(text, LiveSuggestions.titleCount)
            guard !Task.isCancelled else { return }
            await send(.titlesFound(query: text, titles: titles))
        }
    }
}
