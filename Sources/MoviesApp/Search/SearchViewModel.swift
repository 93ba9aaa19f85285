import MoviesDomain

/// Pure functions from the search state to the list's view data.
package enum SearchViewModel {
    /// The list screen: blank before the first page, the empty state for no results, else the
    /// current page's rows (the last page received), numbered across pages.
    package static func screen(_ state: SearchState, strings: Strings) -> ScreenView {
        guard let page = state.pages.first(where: { $0.page == state.currentPage }) else { return .blank }
        if state.isEmpty {
            if let command = CommandTypo.nearCommand(for: state.query) {
                return .empty(strings.emptyStateLine(query: state.query, nearCommand: command))
            }
            return .empty(strings.emptyStateLine(query: state.query, didYouMean: page.didYouMean ?? []))
        }
        let first = state.pages.prefix { $0.page < page.page }.reduce(0) { $0 + $1.movies.count } + 1
        let rows = page.movies.enumerated().map { offset, movie in
            row(movie, number: first + offset, strings: strings)
        }
        let header = strings.listHeaderLine(
            query: state.query, page: page.page, pageCount: state.totalPageCount,
            resultCount: state.totalResultCount)
        let hint = state.hasMorePages ? strings.moreHint(nextPage: state.nextPage) : nil
        let correction = page.correctedQuery.map(strings.correctionLine(query:))
        return .results(ResultsView(header: header, correction: correction, rows: rows, hint: hint))
    }

    /// The loading line while a load runs, else the error line after a failure, else nil.
    package static func status(_ state: SearchState, strings: Strings) -> StatusLine? {
        switch (state.loading, state.request) {
        case (.fullScreen?, _):
            return StatusLine(kind: .loading, query: strings.searching(query: state.query))
        case (.nextPage?, let request):
            return StatusLine(kind: .loading, text: strings.loadingPage(request?.page ?? state.nextPage))
        case (nil, _):
            return state.error.map { StatusLine(kind: .error, text: strings.errorLine($0.kind)) }
        }
    }

    /// The row of `movie` at `number`, its genres named in the language of `strings`.
    package static func row(_ movie: Movie, number: Int, strings: Strings) -> ResultRow {
        ResultRow(
            number: number, title: movie.title, year: movie.year,
            genres: movie.genres.isEmpty ? nil : movie.genres.map(strings.genre).joined(separator: ", "),
            rating: movie.rating.map(FactsText.rating))
    }
}
