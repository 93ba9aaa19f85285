/// The line editor's texts (issue 24).
extension LanguageTexts {
    /// The labels of the history search's prompt (Ctrl-R): while it finds a line, and when the
    /// searched text is in no line.
    package var historySearchLabels: (searching: String, failed: String) {
        (historySearchLabel, failedHistorySearchLabel)
    }
}
