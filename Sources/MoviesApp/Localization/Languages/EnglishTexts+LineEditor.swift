/// The line editor's texts in English (issue 24: Ctrl-R), readline's words.
extension EnglishTexts {
    var historySearchLabel: String { "reverse-i-search" }
    var failedHistorySearchLabel: String { "failed reverse-i-search" }
    func waitingPrompt(_ count: Int) -> String { "(\(count) waiting) > " }
}
