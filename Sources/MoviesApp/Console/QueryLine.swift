/// A line that quotes the user's query, e.g. `Movies - "love": page 1 of 15 (292 results)`, kept
/// in parts so a narrow console can shorten the query instead of cutting the line's meaning.
package struct QueryLine: Equatable, Sendable {
    /// The text before the opening quote, e.g. `Movies - `.
    package var lead: String
    /// The query, shown between straight double quotes.
    package var query: String
    /// The text after the closing quote, e.g. `: page 1 of 15 (292 results)`.
    package var tail: String

    /// Creates a line `lead"query"tail`.
    package init(lead: String, query: String, tail: String = "") {
        self.lead = lead
        self.query = query
        self.tail = tail
    }

    /// The whole line, e.g. `Movies - "love": page 1 of 15 (292 results)`.
    package var text: String { lead + "\"" + query + "\"" + tail }
}
