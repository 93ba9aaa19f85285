/// The ids of the app's effects (for `run(id:cancelInFlight:)` and `cancelEffects(id:)`).
package enum AppEffectID: String, Hashable, Sendable {
    /// A movies page load (a new one cancels the previous one).
    case searchLoad = "search.load"
    /// A recent-queries fetch.
    case recentQueries = "suggestions.fetch"
    /// A poster fetch (a new one cancels the previous one).
    case poster = "details.poster"
    /// The live title suggestions for the search being typed (debounced).
    case liveSuggestions = "suggestions.live"
}
