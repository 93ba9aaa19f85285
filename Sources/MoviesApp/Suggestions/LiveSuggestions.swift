/// The titles suggested for the search being typed at the prompt (docs/flux-movies.md,
/// "Live suggestions").
package struct LiveSuggestions: Equatable, Sendable, Codable {
    /// How many titles are suggested.
    package static let titleCount = 3
    /// The shortest search text that is looked up (one letter matches too much to help).
    package static let minimumLength = 2

    /// The search text typed so far (never empty).
    package var typed: String
    /// The search text ``titles`` were found for ("" before any answer).
    package var query: String
    /// The titles found for ``query``, best first.
    package var titles: [TitleSuggestion]

    /// Creates live suggestions.
    package init(typed: String, query: String = "", titles: [TitleSuggestion] = []) {
        self.typed = typed
        self.query = query
        self.titles = titles
    }

    /// Whether `text` is long enough to be looked up.
    package static func isLookedUp(_ text: String) -> Bool {
        text.count >= minimumLength
    }
}
