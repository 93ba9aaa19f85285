import MoviesDomain

/// The search store's pure reducer: searching, paging, cancelling and stale results (the
/// behaviour docs/flux-movies.md describes under "Behaviour in detail").
package enum SearchReducer {
    /// Applies `action` to the movies list.
    package static func reduce(_ state: inout SearchState, _ action: SearchAction) {
        switch action {
        case .submitted(let query):
            submit(&state, query: query)
        case .nextPageRequested:
            requestNextPage(&state)
        case .cancelRequested:
            cancel(&state)
        case .cachedPageLoaded(let requestID, let page):
            guard state.request?.id == requestID else { return }
            apply(page, to: &state)
        case .pageLoaded(let requestID, let page):
            guard state.request?.id == requestID else { return }
            apply(page, to: &state)
            finish(&state)
        case .loadFailed(let requestID, let failure):
            guard state.request?.id == requestID else { return }
            state.error = failure
            state.replaced = nil
            finish(&state)
        }
    }

    /// The trimmed form of a typed query (spaces and newlines removed at both ends).
    package static func trimmed(_ query: String) -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = query.firstIndex(where: { !isSpace($0) }),
            let last = query.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(query[first...last])
    }

    private static func submit(_ state: inout SearchState, query: String) {
        let text = trimmed(query)
        guard !text.isEmpty else { return }
        // A search typed while another loads replaces the same list: the one on screen before.
        if state.loading != .fullScreen { state.replaced = state.isEmpty ? nil : ReplacedList(of: state) }
        show(ReplacedList(query: text), in: &state)
        start(&state, page: 1, loading: .fullScreen)
    }

    /// Stops the load. A new search's load gives back the list it replaced (or the start
    /// screen, when it replaced none); a next page's load keeps the items.
    private static func cancel(_ state: inout SearchState) {
        if state.loading == .fullScreen && state.pages.isEmpty {
            show(state.replaced ?? ReplacedList(query: ""), in: &state)
        }
        state.replaced = nil
        finish(&state)
    }

    /// Puts `list` on screen: its query, pages and paging, with no error.
    private static func show(_ list: ReplacedList, in state: inout SearchState) {
        state.query = list.query
        state.pages = list.pages
        state.currentPage = list.currentPage
        state.totalPageCount = list.totalPageCount
        state.totalResultCount = list.totalResultCount
        state.error = nil
    }

    private static func requestNextPage(_ state: inout SearchState) {
        guard !state.query.isEmpty, state.hasMorePages, state.loading == nil else { return }
        state.error = nil
        start(&state, page: state.nextPage, loading: .nextPage)
    }

    private static func start(_ state: inout SearchState, page: Int, loading: Loading) {
        state.lastRequestID += 1
        state.request = SearchRequest(id: state.lastRequestID, query: state.query, page: page)
        state.loading = loading
    }

    private static func apply(_ page: MoviesPage, to state: inout SearchState) {
        state.replaced = nil
        if let index = state.pages.firstIndex(where: { $0.page == page.page }) {
            state.pages[index] = page
        } else {
            let index = state.pages.firstIndex { $0.page > page.page } ?? state.pages.endIndex
            state.pages.insert(page, at: index)
        }
        state.currentPage = page.page
        state.totalPageCount = page.totalPages
        state.totalResultCount = page.totalResults
    }

    private static func finish(_ state: inout SearchState) {
        state.loading = nil
        state.request = nil
    }
}
