import Flux

/// The fixture app's state, with its invariants.
struct SearchState: Equatable, Sendable {
    /// How many submitted queries the history keeps.
    static let historyCapacity = 4

    /// The query field's text.
    var query = ""
    /// The query of the latest search started; nil before any, or after clearing.
    var searching: String?
    /// Whether a search is running.
    var isLoading = false
    /// The results shown.
    var results: [String] = []
    /// The query the shown results answer.
    var resultsQuery: String?
    /// The selected result's index.
    var selection: Int?
    /// The submitted queries, latest first, each once, at most ``historyCapacity``.
    var history: [String] = []

    /// What every state keeps.
    static let invariants: [Invariant<SearchState>] = [
        Invariant("selection within results", fields: ["selection": \.selection, "count": \.results.count]) {
            state in state.selection.map { state.results.indices.contains($0) } ?? true
        },
        Invariant("history without duplicates", fields: ["history": \.history]) {
            Set($0.history).count == $0.history.count
        },
        Invariant("history within capacity", fields: ["history": \.history]) {
            $0.history.count <= historyCapacity
        },
    ]
}
