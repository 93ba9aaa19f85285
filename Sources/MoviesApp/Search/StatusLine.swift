/// The loading or error line under the list.
package struct StatusLine: Equatable, Sendable {
    /// What the line reports.
    package enum Kind: Equatable, Sendable {
        /// A load in progress.
        case loading
        /// The last load failed.
        case error
    }

    /// What the line reports.
    package let kind: Kind
    /// The text, e.g. `Searching "love"...` or `Error: No internet connection`.
    package let text: String
    /// The text in parts when it quotes the query (`Searching "love"...`), so a narrow console
    /// shortens the query instead of the line's end; nil otherwise.
    package let query: QueryLine?

    /// Creates a status line.
    package init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
        self.query = nil
    }

    /// Creates a status line that quotes the query.
    package init(kind: Kind, query: QueryLine) {
        self.kind = kind
        self.text = query.text
        self.query = query
    }

    /// This line with `suffix` added at its end (` 3s` on a loading line).
    package func appending(_ suffix: String) -> StatusLine {
        guard var query else { return StatusLine(kind: kind, text: text + suffix) }
        query.tail += suffix
        return StatusLine(kind: kind, query: query)
    }

    /// This line with `transform` applied to each of its texts (``text`` and the parts of ``query``).
    package func mapTexts(_ transform: (String) -> String) -> StatusLine {
        guard let query else { return StatusLine(kind: kind, text: transform(text)) }
        return StatusLine(
            kind: kind,
            query: QueryLine(lead: transform(query.lead), query: transform(query.query), tail: transform(query.tail)))
    }
}
