/// The view data of the suggestions screen.
public struct SuggestionsView: Equatable, Sendable {
    /// `Recent searches:` or `Recent searches: none yet`.
    public var title: String
    /// The queries, newest first (shown numbered from 1).
    public var queries: [String]
    /// `Type "pick N" to search one again.`, or nil when there are none.
    public var hint: String?

    /// Creates the view data.
    public init(title: String, queries: [String], hint: String?) {
        self.title = title
        self.queries = queries
        self.hint = hint
    }
}
