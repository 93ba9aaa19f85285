/// The view data of one page of the movies list.
public struct ResultsView: Equatable, Sendable {
    /// `Movies - "love": page 1 of 15 (292 results)`.
    public var header: QueryLine
    /// The rows of the current page, numbered across pages.
    public var rows: [ResultRow]
    /// `Type "more" for page 2.`, or nil on the last page.
    public var hint: String?

    /// Creates the view data.
    public init(header: QueryLine, rows: [ResultRow], hint: String?) {
        self.header = header
        self.rows = rows
        self.hint = hint
    }
}
