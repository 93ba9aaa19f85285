import LineEditing
import MoviesApp

extension HistorySearchLabels {
    /// The history search's labels in the language of `strings`.
    static func of(_ strings: Strings) -> HistorySearchLabels {
        let labels = strings.historySearchLabels
        return HistorySearchLabels(searching: labels.searching, failed: labels.failed)
    }
}
