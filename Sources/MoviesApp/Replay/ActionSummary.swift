import FluxTextFormats

/// One short line describing an action, for the replay's time travel: its stable type name and
/// its fields in words (a page of movies is summarised, not printed).
///
/// ```swift
/// ActionSummary.describe(.search(.submitted(query: "love")))  // search.submitted "love"
/// ActionSummary.describe(.search(.pageLoaded(requestID: 1, page: page)))
/// // search.pageLoaded request 1: page 1 of 15, 20 movies
/// ```
package enum ActionSummary {
    /// The line for `action`.
    package static func describe(_ action: AppAction) -> String {
        let details: String? =
            switch action {
            case .search(let action): search(action)
            case .suggestions(let action): suggestions(action)
            case .details(let action): details(action)
            case .navigation: nil
            }
        return details.map { "\(action.typeName) \($0)" } ?? action.typeName
    }

    private static func search(_ action: SearchAction) -> String? {
        switch action {
        case .submitted(let query): quoted(query)
        case .nextPageRequested, .cancelRequested: nil
        case .cachedPageLoaded(let requestID, let page), .pageLoaded(let requestID, let page):
            "request \(requestID): page \(page.page) of \(page.totalPages), \(count(page.movies.count, "movie"))"
        case .loadFailed(let requestID, let failure):
            "request \(requestID): \(failure.kind.name) (\(failure.detail))"
        }
    }

    private static func suggestions(_ action: SuggestionsAction) -> String? {
        switch action {
        case .requested: nil
        case .loaded(let queries): queries.isEmpty ? "(none)" : queries.map(quoted).joined(separator: ", ")
        case .loadFailed(let detail): "(\(detail))"
        case .picked(let index): "\(index)"
        case .typed(let text): quoted(text)
        case .titlesFound(let query, let titles):
            "\(quoted(query)): " + (titles.isEmpty ? "(none)" : titles.map { quoted($0.shown) }.joined(separator: ", "))
        }
    }

    private static func details(_ action: DetailsAction) -> String? {
        switch action {
        case .opened(let index): "\(index)"
        case .posterLoaded(let requestID, let url, let data):
            "request \(requestID): \(url) (\(count(data.count, "byte")))"
        case .posterFailed(let requestID, let failure): "request \(requestID): \(failure.kind.name) (\(failure.detail))"
        case .posterCancelRequested: nil
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// `text` in double quotes, escaped as a JSON string literal, DEL and C1 controls too (it is
    /// printed to a terminal; see `TerminalText.jsonForTerminal(_:)`).
    static func quoted(_ text: String) -> String {
        TerminalText.jsonForTerminal(JSONText.quoted(text))
    }
}
