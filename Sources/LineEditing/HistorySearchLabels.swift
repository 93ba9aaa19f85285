/// The words of the history search's prompt, `(reverse-i-search)'lo': ` (the program gives them
/// in its language).
package struct HistorySearchLabels: Equatable, Sendable {
    /// The label while the search finds a line: "reverse-i-search".
    package var searching: String
    /// The label when the text typed is in no line: "failed reverse-i-search".
    package var failed: String

    /// readline's English labels.
    package static let english = HistorySearchLabels(searching: "reverse-i-search", failed: "failed reverse-i-search")

    /// Creates labels.
    package init(searching: String, failed: String) {
        self.searching = searching
        self.failed = failed
    }

    /// The prompt of `search`: `(LABEL)'QUERY': `.
    package func prompt(for search: HistorySearch) -> String {
        "(\(search.failed ? failed : searching))'\(search.query)': "
    }
}
