/// Turns a parsed command into what the console does, given the current states. Pure.
///
/// Numbers are checked here against what is on screen: `open N` against the loaded movies,
/// `pick N` against the recent searches listed; when they are not on screen, `pick` lists them
/// first (``CommandOutcome/listRecentFirst``), so N counts as `recent` would list them now. Commands with nothing to do give a note.
/// The forgiving forms (a bare number on the list, `open TITLE`) are in
/// `CommandResolver+Grammar.swift`.
package enum CommandResolver {
    /// The outcome of `line` in `state`.
    package static func resolve(_ line: ParsedLine, in state: AppState) -> CommandOutcome {
        switch line {
        case .empty: .ignore
        case .invalid(let error): .error(error)
        case .command(let command): resolve(command, in: state)
        }
    }

    /// The outcome of `command` in `state`.
    package static func resolve(_ command: Command, in state: AppState) -> CommandOutcome {
        switch command {
        case .search(let text): .dispatch(.search(.submitted(query: text)), note: nil)
        case .number(let text): bareNumber(text, in: state) ?? .dispatch(.search(.submitted(query: text)), note: nil)
        case .more: more(state.search)
        case .open(let argument, let word): open(argument, word: word, in: state)
        case .back: state.navigation.screen == .list ? .note(.alreadyAtList) : .dispatch(.navigation(.back), note: nil)
        case .recent: .dispatch(.suggestions(.requested), note: nil)
        case .pick(let argument, let word):
            if state.search.loading == .fullScreen {
                .error(.stillSearching(query: state.search.query))
            } else if state.navigation.screen != .suggestions {
                .listRecentFirst
            } else {
                pick(argument, command: InputError.NumberCommand(.pick, word: word), suggestions: state.suggestions)
            }
        case .cancel: cancel(state)
        case .help: .help
        case .explain(let word): .explain(word)
        case .quit: .quit
        }
    }

    /// Cancels the movies load, else a poster load the details show, else notes there is none.
    private static func cancel(_ state: AppState) -> CommandOutcome {
        if state.search.loading != nil { return .dispatch(.search(.cancelRequested), note: .cancelled) }
        if state.navigation.screen == .details, case .loading = state.details.poster {
            return .dispatch(.details(.posterCancelRequested), note: .cancelled)
        }
        return .note(.nothingToCancel)
    }

    private static func more(_ search: SearchState) -> CommandOutcome {
        if search.query.isEmpty { return .note(.nothingToPage) }
        switch search.loading {
        case .fullScreen?: return .error(.stillSearching(query: search.query))
        case .nextPage?: return .note(.stillLoadingPage(search.request?.page ?? search.nextPage))
        case nil: return search.hasMorePages ? .dispatch(.search(.nextPageRequested), note: nil) : .note(.noMorePages)
        }
    }

    private static func open(_ argument: String?, word: String, in state: AppState) -> CommandOutcome {
        let search = state.search
        if search.loading == .fullScreen { return .error(.stillSearching(query: search.query)) }
        if let argument, isTitle(argument) { return openTitle(argument, in: state) }
        let count = search.itemCount
        if count == 0, !search.pages.isEmpty { return .error(.noMoviesFound(argument: argument, query: search.query)) }
        guard count > 0 else { return .error(.nothingToOpen) }
        switch number(argument, command: InputError.NumberCommand(.open, word: word), count: count) {
        case .success(let index): return opened(index, in: state)
        case .failure(let error): return .error(error)
        }
    }

    private static func pick(
        _ argument: String?, command: InputError.NumberCommand, suggestions: SuggestionsState
    ) -> CommandOutcome {
        let count = suggestions.isLoading ? 0 : suggestions.queries.count
        guard count > 0 else { return .error(.nothingToPick) }
        switch number(argument, command: command, count: count) {
        case .success(let index): return .dispatch(.suggestions(.picked(index: index)), note: nil)
        case .failure(let error): return .error(error)
        }
    }

    /// The number in `argument` when it is in `1...count`; ASCII digits only.
    static func number(
        _ argument: String?, command: InputError.NumberCommand, count: Int
    ) -> Result<Int, InputError> {
        guard let argument else { return .failure(.missingNumber(command, count: count)) }
        guard !argument.isEmpty, argument.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return .failure(.notANumber(command, argument: argument, count: count))
        }
        guard let value = Int(argument), value >= 1, value <= count else {
            return .failure(.outOfRange(command, argument: argument, count: count))
        }
        return .success(value)
    }
}
