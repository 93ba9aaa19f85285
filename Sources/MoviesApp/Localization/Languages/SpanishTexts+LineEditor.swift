/// The line editor's texts in Spanish (issue 24: Ctrl-R).
extension SpanishTexts {
    var historySearchLabel: String { "búsqueda inversa" }
    var failedHistorySearchLabel: String { "búsqueda inversa fallida" }
    func waitingPrompt(_ count: Int) -> String { "(\(count) en espera) > " }
}
