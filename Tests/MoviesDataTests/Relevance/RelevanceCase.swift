import Testing

/// One query of the relevance set and the film that must (or must not) come up for it.
struct RelevanceCase: Sendable, CustomTestStringConvertible {
    /// The kind of query, for the score per category.
    enum Category: String, CaseIterable, Sendable {
        case words, folding, typos, years, directors, exactTitles, prefixes, mustNotMatch
    }

    /// The category the query belongs to.
    let category: Category
    /// The query as a person types it.
    let query: String
    /// The film's title, exactly as in the catalog.
    let title: String
    /// The film's year (titles repeat).
    let year: Int

    /// A query whose film must be in the top 3 of page 1 (or, for `mustNotMatch`, in no page).
    init(_ category: Category, _ query: String, _ title: String, _ year: Int) {
        self.category = category
        self.query = query
        self.title = title
        self.year = year
    }

    /// `query -> title (year)`, the name of the test case.
    var testDescription: String { "\(category.rawValue): \"\(query)\" -> \(title) (\(year))" }
}
