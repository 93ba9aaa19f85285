/// The view data of the suggestions screen.
package struct SuggestionsView: Equatable, Sendable {
    /// `Recent searches:` or `Recent searches: none yet`.
    package var title: String
    /// The queries, newest first (shown numbered from 1).
    package var queries: [String]
    /// `Type "pick N" to search one again.`, or nil when there are none.
    package var hint: String?
}
