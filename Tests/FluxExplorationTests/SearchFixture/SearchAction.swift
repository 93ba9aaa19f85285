/// The fixture app's actions: a search field with results loaded by an effect, a selection and
/// a history of submitted queries.
enum SearchAction: Sendable, Equatable {
    /// The user changed the query field's text (searched after a quiet period).
    case typed(String)
    /// The user pressed return: search now and remember the query.
    case submitted(String)
    /// The user selected the result at an index.
    case select(Int)
    /// The user cleared the field.
    case cleared
    /// The quiet period after typing ended: search this query (an effect's action).
    case debounced(String)
    /// A search answered (an effect's action).
    case loaded(query: String, results: [String])
    /// A search failed (an effect's action).
    case failed(query: String)
}
