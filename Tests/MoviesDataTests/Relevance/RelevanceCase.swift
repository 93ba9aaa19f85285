import Testing

/// One query of the relevance set and the film that must (or must not) come up for it.
struct RelevanceCase: Sendable, CustomTestStringConvertible {
    /// The kind of query, for the score per category.
    enum Category: String, CaseIterable, Sendable {
        case words, folding, typos, years, directors, exactTitles, prefixes, meant, mustNotMatch
    }

    /// The category the query belongs to.
    let category: Category
    /// The query as a person types it.
    let query: String
    /// The film's title, exactly as in the catalog.
    let title: String
    /// The film's year (titles repeat).
    let year: Int
    /// Where on page 1 the film must be (1: first); `mustNotMatch` ignores it.
    let position: Int

    /// A query whose film must be at `position` of page 1 (or, for `mustNotMatch`, in no page).
    init(_ category: Category, _ query: String, _ title: String, _ year: Int, at position: Int = 1) {
        self.category = category
        self.query = query
        self.title = title
        self.year = year
        self.position = position
    }

    /// `query -> title (year)`, with the position when it is not the first: the test's name.
    var testDescription: String {
        "\(category.rawValue): \"\(query)\" -> \(title) (\(year))" + (position == 1 ? "" : " at \(position)")
    }
}
