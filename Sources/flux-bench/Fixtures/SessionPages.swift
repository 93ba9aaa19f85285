import MoviesData
import MoviesDomain

/// The real result pages a console session loads: the embedded catalog's answers to the search
/// scenarios' 50 fixed queries, pages 1 and (where there is one) 2.
///
/// Computed once from the catalog; actions share these values (their movie arrays are
/// copy-on-write buffers), so a million actions do not hold a million copies.
struct SessionPages {
    /// One query and the pages a session may load for it.
    struct Entry {
        /// The query as typed.
        let query: String
        /// Page 1 (empty for a query that matches nothing).
        let first: MoviesPage
        /// Page 2, when the query has more than one page.
        let second: MoviesPage?
    }

    /// One entry per fixed query, in `CatalogFixture.queries` order.
    let entries: [Entry]
    private let byQuery: [String: Entry]

    /// Searches the catalog for every fixed query.
    @MainActor
    init(catalog: MovieCatalog) {
        entries = CatalogFixture.queries.map { query in
            let first = catalog.search(query, page: 1)
            let second = first.hasMorePages ? catalog.search(query, page: 2) : nil
            return Entry(query: query, first: first, second: second)
        }
        byQuery = Dictionary(entries.map { ($0.query, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entry of a fixed query.
    func entry(for query: String) -> Entry? {
        byQuery[query]
    }
}
