/// The view data of one page of the movies list.
package struct ResultsView: Equatable, Sendable {
    /// `Movies - "love": page 1 of 15 (292 results)`.
    package var header: QueryLine
    /// `Showing results for "godfather".` when the search corrected the typed query, else nil.
    package var correction: QueryLine? = nil
    /// The rows of the current page, numbered across pages.
    package var rows: [ResultRow]
    /// `Type "more" for page 2.`, or nil on the last page.
    package var hint: String?
}
