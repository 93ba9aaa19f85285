/// The recent-query suggestions: the last list fetched from storage, and the live title
/// suggestions for the search being typed.
///
/// Whether the suggestions are on screen is navigation state (`NavigationState.screen`).
package struct SuggestionsState: Equatable, Sendable, Codable {
    /// How many recent queries are fetched each time the suggestions are shown.
    package static let fetchCount = 10

    /// The queries storage returned, newest first (the store does not truncate them).
    package var queries: [String] = []
    /// Whether a fetch is in flight.
    package var isLoading = false
    /// The titles suggested for the search being typed; nil when nothing is typed. Encoded only
    /// when present, so the states (and digests) of sessions without suggestions are those of
    /// earlier versions.
    package var live: LiveSuggestions?

    /// The start state: no queries, not loading.
    package init(queries: [String] = [], isLoading: Bool = false) {
        self.queries = queries
        self.isLoading = isLoading
    }

    /// The query of 1-based suggestion `index`, or nil when out of range or still loading.
    package func query(at index: Int) -> String? {
        guard !isLoading, index >= 1, index <= queries.count else { return nil }
        return queries[index - 1]
    }
}
