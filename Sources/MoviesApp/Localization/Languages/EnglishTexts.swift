import MoviesDomain

/// The console's texts in English, the default language; its wording is the one tests and
/// scripts know.
struct EnglishTexts: LanguageTexts {
    let name = "english"
    let localeCode = "en"
    let defaultLocale = "en_US"
    let tmdbLanguage = "en-US"
    let commandWords: [String: CommandWord] = [:]
    let completedCommandWords: [String] = []

    func pluralCategory(_ count: Int) -> PluralCategory { count == 1 ? .one : .other }

    // MARK: List, status and recent searches

    var screenTitle: String { "Movies" }
    var emptyStateTitle: String { "Search results" }
    var errorTitle: String { "Error" }
    var searchPlaceholder: String { "Search Movies" }

    func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine {
        let results = plural(resultCount, one: "\(resultCount) result", other: "\(resultCount) results")
        return QueryLine(lead: "\(screenTitle) - ", query: query, tail: ": page \(page) of \(pageCount) (\(results))")
    }

    func moreHint(nextPage: Int) -> String { "Type \"more\" for page \(nextPage)." }

    func correctionLine(query: String) -> QueryLine { QueryLine(lead: "Showing results for ", query: query, tail: ".") }

    func emptyStateLine(query: String, nearCommand: String?) -> QueryLine {
        let tail = nearCommand.map { ". Did you mean the command \"\($0)\"?" }
        return QueryLine(lead: "\(emptyStateTitle): no movies found for ", query: query, tail: tail ?? "")
    }

    func searching(query: String) -> QueryLine { QueryLine(lead: "Searching ", query: query, tail: "...") }
    func loadingPage(_ page: Int) -> String { "Loading page \(page)..." }
    var recentSearchesTitle: String { "Recent searches:" }
    var recentSearchesNone: String { "Recent searches: none yet" }
    func didYouMean(_ titles: String, count: Int) -> String {
        ". Did you mean: \(titles)? " + (count == 1 ? "Type 1 to search for it." : "Type its number to search for it.")
    }
    var pickHint: String { "Type \"pick N\" to search one again." }

    // MARK: Console

    var helpLines: [String] {
        [
            "Commands (any other text searches for it):",
            "  search TEXT (s)   search movies",
            "  more (m)          load the next page",
            "  open N|TITLE (o)  show the details of item N (or: N alone) or TITLE",
            "  back (b)          back to the list",
            "  recent (r)        show recent searches",
            "  pick N (p)        search recent search N again",
            "  cancel (c)        cancel the loading search or poster",
            "  help [CMD] (?)    show this help, or what one command does",
            "  quit, exit (q)    exit (also end of input, Ctrl-D)",
        ]
    }

    func welcome(sourceName: String) -> String {
        "flux-movies \(AppVersion.current) (\(sourceName)): type a title, or \"help\" for commands."
    }

    func sourceName(_ source: MoviesSourceKind) -> String {
        switch source {
        case .catalog: "embedded catalog"
        case .tmdb: "TMDB"
        }
    }

    func note(_ note: ConsoleNote) -> String {
        switch note {
        case .nothingToPage: "Nothing to page yet: search first, e.g. \"search love\"."
        case .noMorePages: "No more pages."
        case .stillLoadingPage(let page): "Still loading page \(page)..."
        case .nothingToCancel: "Nothing to cancel."
        case .cancelled: "Cancelled."
        case .droppedWaitingLines(let lines):
            "Dropped \(plural(lines.count, one: "1 waiting line", other: "\(lines.count) waiting lines")): "
                + lines.map { "\"\($0)\"" }.joined(separator: ", ") + "."
        case .alreadyAtList: "Already at the list."
        case .exitHint: "(To exit, press Ctrl-C again or Ctrl-D, or type quit)"
        }
    }

    // MARK: Details

    func releaseDate(_ formatted: String) -> String { "Release Date: \(formatted)" }
    var toBeAnnounced: String { "To be announced" }
    func yearFact(_ year: Int) -> String { "Year: \(year)" }
    func genresFact(_ genres: String) -> String { "Genres: \(genres)" }
    func runtimeFact(_ runtime: String) -> String { "Runtime: \(runtime)" }
    func directorFact(_ director: String) -> String { "Director: \(director)" }
    func countriesFact(_ countries: String) -> String { "Countries: \(countries)" }
    func languagesFact(_ languages: String) -> String { "Languages: \(languages)" }
    func ratingFact(_ rating: String) -> String { "Rating: \(rating)" }
    func mpaaFact(_ mpaa: String) -> String { "MPAA rating: \(mpaa)" }
    var overviewTitle: String { "Overview:" }
    func reviews(_ count: Int) -> String { plural(count, one: "\(count) review", other: "\(count) reviews") }
    func posterLine(url: String, byteCount: Int) -> String { "Poster: \(url) (\(byteCount) bytes)" }
    var backHint: String { "Type \"back\" to return to the list." }
    func genre(_ name: String) -> String { name }

    // MARK: Failures

    private var retry: String { "type \"more\" to retry." }

    func failureMessage(_ kind: FailureKind) -> String {
        switch kind {
        case .noConnection: "No internet connection: check your network, then \(retry)"
        case .unreachable(let address): "Cannot reach \(address): check TMDB_BASE_URL and your network, then \(retry)"
        case .rejectedKey: "TMDB rejected the API key (HTTP 401): check TMDB_API_KEY, restart, then search again."
        case .notFound: "TMDB has no such address (HTTP 404): check TMDB_BASE_URL, restart, then search again."
        case .rateLimited: "Rate limited by TMDB (HTTP 429): try again in a moment: \(retry)"
        case .serverError(let status): "TMDB server error (HTTP \(status)): \(retry)"
        case .httpStatus(let status): "TMDB refused the request (HTTP \(status)): \(retry)"
        case .timedOut(let seconds): "Timed out after \(seconds) s waiting for TMDB: \(retry)"
        case .tooLarge: "The answer from TMDB was too large (stopped reading it): \(retry)"
        case .unreadable(let problem): "Unreadable answer from TMDB (\(answerProblem(problem))): \(retry)"
        case .failed: "Failed loading movies: \(retry)"
        }
    }

    var posterUnavailableTitle: String { "Poster: unavailable" }

    func posterReason(_ kind: FailureKind) -> String? {
        switch kind {
        case .noConnection: "no internet connection"
        case .unreachable(let address): "cannot reach \(address)"
        case .timedOut(let seconds): "timed out after \(seconds) s"
        case .tooLarge: "the answer was too large"
        case .unreadable(let problem): answerProblem(problem)
        case .rejectedKey, .notFound, .rateLimited, .serverError, .httpStatus, .failed: nil
        }
    }

    var posterCancelled: String { "Poster: cancelled" }

    /// `missing field "total_pages"`, `bad field "page"`, `empty answer`, `not JSON`.
    private func answerProblem(_ problem: AnswerProblem) -> String {
        switch problem {
        case .empty: "empty answer"
        case .notJSON: "not JSON"
        case .missingField(let path): "missing field \"\(path)\""
        case .badField(let path): "bad field \"\(path)\""
        }
    }

    // MARK: Input errors

    func inputError(_ error: InputError) -> String {
        switch error {
        case .tooLong(let count, let limit):
            "line too long (\(count) bytes); commands are at most \(limit) bytes"
        case .invalidUTF8:
            "the line is not valid UTF-8; commands are UTF-8 text"
        case .controlCharacter(let value):
            "control character \(codePoint(value)) in the line; commands are plain text (type \"help\")"
        case .missingSearchText:
            "\"search\" needs text to search for, e.g. \"search love\""
        case .commandTypo(let typed, let command, let line):
            "\"\(echo(typed))\" is not a command; did you mean \"\(command)\"? To search for it, type: search \(line)"
        case .stillSearching(let query):
            "still searching \"\(echo(query))\"; wait for the results or type cancel"
        case .nothingToOpen:
            "nothing to open yet; search first, e.g. \"search love\""
        case .noMoviesFound(let argument?, let query):
            "there is no item \(echo(argument)): \"\(echo(query))\" found no movies"
        case .noMoviesFound(nil, let query):
            "there is nothing to open: \"\(echo(query))\" found no movies"
        case .nothingToPick:
            "no recent searches to pick from; search for a film first"
        case .missingNumber(let command, 1):
            "\"\(command.word)\" needs \(noun(command)); the only one is 1: \"\(command.word) 1\""
        case .missingNumber(let command, let count):
            "\"\(command.word)\" needs \(noun(command)) from 1 to \(count), e.g. \"\(command.word) 1\""
        case .notANumber(let command, let argument, let count):
            "\"\(command.word) \(echo(argument))\": \"\(echo(argument))\" is not \(noun(command)); \(useNumber(count))"
        case .outOfRange(let command, let argument, let count):
            "\"\(command.word) \(echo(argument))\": there is no \(bareNoun(command)) \(echo(argument)); \(useNumber(count))"
        }
    }

    /// Which numbers to use instead: "use a number from 1 to 7", or "the only one is 1".
    private func useNumber(_ count: Int) -> String {
        count == 1 ? "the only one is 1" : "use a number from 1 to \(count)"
    }

    /// What `open` and `pick` take, with its article: "an item number".
    private func noun(_ command: InputError.NumberCommand) -> String {
        switch command.kind {
        case .open: "an item number"
        case .pick: "a recent search number"
        }
    }

    /// What `open` and `pick` name: "item".
    private func bareNoun(_ command: InputError.NumberCommand) -> String {
        switch command.kind {
        case .open: "item"
        case .pick: "recent search"
        }
    }
}
