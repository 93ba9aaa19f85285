/// The forgiving forms of the console language (docs/flux-movies.md, "Commands"): a bare number
/// on the list (or on the details of one of its films) opens that item, `open TITLE` opens the
/// best match on the list (or searches, and opens the only film found), and
/// `open N` of the movie already shown shows it again.
extension CommandResolver {
    /// `open N` of item `index`: the details, or, when they already show that movie, the same
    /// details again (nothing is dispatched: the poster is not fetched again).
    static func opened(_ index: Int, in state: AppState) -> CommandOutcome {
        if state.navigation.screen == .details, let movie = state.details.movie,
            state.search.item(number: index) == movie
        {
            return .showAgain
        }
        return .dispatch(.details(.opened(index: index)), note: nil)
    }

    /// A line that is only a number (`3`) while the list, or a film's details over it, shows
    /// that many items: open that item of the list. nil otherwise (`1917` on a list of 20
    /// searches for 1917; `search 3` always searches; on the recent searches, numbers search).
    static func bareNumber(_ text: String, in state: AppState) -> CommandOutcome? {
        let search = state.search
        let screen = state.navigation.screen
        guard screen == .list || screen == .details, search.loading != .fullScreen,
            !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(text), value >= 1
        else { return nil }
        if value <= search.itemCount { return opened(value, in: state) }
        return screen == .list ? suggested(value, in: search) : nil
    }

    /// A bare number on a search that found nothing but suggested films ("Did you mean: ...?
    /// Type 1 to search for it."): a search for film `number`, its title and year (so that a
    /// remake does not come first). nil when there is no such suggestion.
    static func suggested(_ number: Int, in search: SearchState) -> CommandOutcome? {
        guard search.isEmpty, search.error == nil,
            let page = search.pages.first(where: { $0.page == search.currentPage }),
            let suggestions = page.didYouMean, number <= min(suggestions.count, DidYouMean.limit)
        else { return nil }
        let movie = suggestions[number - 1]
        let query = movie.year.map { "\(movie.title) \($0)" } ?? movie.title
        return .dispatch(.search(.submitted(query: query)), note: nil)
    }

    /// Whether the argument of `open` names a title rather than a number: it has a letter.
    static func isTitle(_ argument: String) -> Bool {
        argument.contains { $0.isLetter }
    }

    /// `open TITLE`: the best match among the loaded movies (``TitleMatch``), else a search for
    /// it that opens its film when it finds exactly one.
    static func openTitle(_ title: String, in state: AppState) -> CommandOutcome {
        let query = CommandParser.unquoted(title)
        if let number = TitleMatch.best(query, in: state.search.items.map(\.title)) {
            return opened(number, in: state)
        }
        return .searchThenOpenOnly(query: query)
    }
}
