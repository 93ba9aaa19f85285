import FluxTextFormats

/// The view data of the live suggestions: the hint row shown under the prompt, and the line Tab
/// puts in place of the typed one (docs/flux-movies.md, "Live suggestions").
package struct LiveHint: Equatable, Sendable {
    /// What separates two titles on the hint row.
    package static let separator = "  ·  "

    /// The titles with their years, on one row: `The Godfather (1972)  ·  The Godfather Part II (1974)`.
    package var text: String
    /// The line that searches the first title (`search TITLE` when the bare title would be
    /// another command).
    package var acceptedLine: String
    /// The lines that search the other titles, in order (Tab again takes them one by one).
    package var alternatives: [String]

    /// The hint for `live`, or nil when there are no titles to show.
    package static func make(_ live: LiveSuggestions?) -> LiveHint? {
        guard let live, let first = live.titles.first else { return nil }
        let text = live.titles.map { TerminalText.visible($0.shown) }.joined(separator: separator)
        return LiveHint(
            text: text, acceptedLine: searchLine(for: first.title),
            alternatives: live.titles.dropFirst().map { searchLine(for: $0.title) })
    }

    /// The search text of a line typed at the prompt (bare text, or `search TEXT`); `""` when
    /// the line is empty or is another command (`open 3`, `more`) or not valid.
    package static func searchText(ofLine line: String) -> String {
        guard case .command(.search(let query)) = CommandParser.parse(.bytes(Array(line.utf8))) else { return "" }
        return query
    }

    /// A line that searches exactly `title`.
    static func searchLine(for title: String) -> String {
        searchText(ofLine: title) == title ? title : "search \(title)"
    }
}
