/// The line editor's texts, in every language (issue 24: Ctrl-R); English uses readline's words.
extension Strings {
    /// The label of the history search's prompt: "reverse-i-search" in `(reverse-i-search)'lo': `.
    package var historySearchLabel: String { pick(en: "reverse-i-search", es: "búsqueda inversa") }

    /// The label when no history line holds the searched text: "failed reverse-i-search".
    package var failedHistorySearchLabel: String {
        pick(en: "failed reverse-i-search", es: "búsqueda inversa fallida")
    }

    /// The labels of the history search's prompt (Ctrl-R): while it finds a line, and when the
    /// searched text is in no line.
    package var historySearchLabels: (searching: String, failed: String) {
        (historySearchLabel, failedHistorySearchLabel)
    }

    /// The prompt while `count` typed lines wait for a load to finish (issue 34, item 22):
    /// "(2 waiting) > ".
    package func waitingPrompt(_ count: Int) -> String {
        pick(en: "(\(count) waiting) > ", es: "(\(count) en espera) > ")
    }
}
