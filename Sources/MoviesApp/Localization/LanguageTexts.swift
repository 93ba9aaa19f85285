/// Every text of the console in one language: one requirement a message, so a language that
/// misses one does not compile.
///
/// Each language is one conforming type in `Languages/` (``EnglishTexts``, ``SpanishTexts``)
/// and one entry in ``Language/all``; ``Strings``, the type the rest of the app uses, forwards to
/// the texts of its language. The families of messages that are enums (``ConsoleNote``,
/// ``FailureKind``, ``InputError``, ``LaunchMessage``, ``ReplayMessage``, ``UsageError/Kind``)
/// are one requirement each, which a language answers with an exhaustive `switch`: a new case is
/// a compile error in every language until it is worded there.
///
/// The tables are Swift code, not String Catalogs (`.xcstrings`): SwiftPM does not compile String
/// Catalogs on Linux, and a catalog would not let the compiler check that every language has
/// every message. Command words, option names, values and paths stay as they are typed.
package protocol LanguageTexts: Sendable {
    // MARK: The language

    /// The language's name, unique among the languages: "english", "spanish".
    var name: String { get }
    /// The start of a locale setting that selects the language: "en" for `en_GB.UTF-8`.
    var localeCode: String { get }
    /// The locale dates are formatted in when the setting names no locale of the language: "en_US".
    var defaultLocale: String { get }
    /// The language TMDB is asked for titles and genres in: "en-US".
    var tmdbLanguage: String { get }
    /// The command words of the language beyond the English ones (which every language accepts),
    /// forms without accents included: "abrir" for ``CommandWord/open``. Words of every language
    /// are accepted in all of them.
    var commandWords: [String: CommandWord] { get }
    /// The words Tab completes in this language beyond the English command words: "abrir", "atrás".
    var completedCommandWords: [String] { get }
    /// The plural rule: which form of a counted phrase `count` takes. Every counted phrase asks it,
    /// through ``plural(_:one:other:)`` when the language has those two forms.
    func pluralCategory(_ count: Int) -> PluralCategory

    // MARK: List, status and recent searches

    /// The title of the list screen: "Movies".
    var screenTitle: String { get }
    /// The title of the empty state: "Search results".
    var emptyStateTitle: String { get }
    /// The title of an error line: "Error".
    var errorTitle: String { get }
    /// The search placeholder: "Search Movies".
    var searchPlaceholder: String { get }
    /// `Movies - "love": page 1 of 15 (292 results)`, in parts.
    func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine
    /// `Type "more" for page 2.`
    func moreHint(nextPage: Int) -> String
    /// `Showing results for "godfather".`: the search corrected a typo of the typed query.
    func correctionLine(query: String) -> QueryLine
    /// `Search results: no movies found for "xyz"`, in parts; with `nearCommand`, it asks whether
    /// that command was meant.
    func emptyStateLine(query: String, nearCommand: String?) -> QueryLine
    /// What an empty state adds when nearby titles exist: `. Did you mean: The Godfather (1972)?`
    /// (`titles` already joined).
    func didYouMean(_ titles: String, count: Int) -> String
    /// `Searching "love"...`, in parts.
    func searching(query: String) -> QueryLine
    /// `Loading page 2...`.
    func loadingPage(_ page: Int) -> String
    /// "Recent searches:".
    var recentSearchesTitle: String { get }
    /// "Recent searches: none yet".
    var recentSearchesNone: String { get }
    /// `Type "pick N" to search one again.`
    var pickHint: String { get }

    // MARK: Console

    /// The command list printed by `help`.
    var helpLines: [String] { get }
    /// The line an interactive session starts with, naming the version and the source.
    func welcome(sourceName: String) -> String
    /// The name of a movies source in the welcome line: "embedded catalog", "TMDB".
    func sourceName(_ source: MoviesSourceKind) -> String
    /// The text of a console note.
    func note(_ note: ConsoleNote) -> String

    // MARK: Details

    /// `Release Date: Nov 14, 2003` (the date already formatted).
    func releaseDate(_ formatted: String) -> String
    /// "To be announced".
    var toBeAnnounced: String { get }
    /// `Year: 2003`.
    func yearFact(_ year: Int) -> String
    /// `Genres: Comedy, Drama`.
    func genresFact(_ genres: String) -> String
    /// `Runtime: 2h 15m`.
    func runtimeFact(_ runtime: String) -> String
    /// `Director: Richard Curtis`.
    func directorFact(_ director: String) -> String
    /// `Countries: France, Italy`.
    func countriesFact(_ countries: String) -> String
    /// `Languages: English`.
    func languagesFact(_ languages: String) -> String
    /// `Rating: 8.1/10 (231 reviews)`.
    func ratingFact(_ rating: String) -> String
    /// `MPAA rating: PG-13`.
    func mpaaFact(_ mpaa: String) -> String
    /// "Overview:".
    var overviewTitle: String { get }
    /// The count of a rating: "1 review", "231 reviews".
    func reviews(_ count: Int) -> String
    /// `Poster: https://.../w342/abc.jpg (12345 bytes)`.
    func posterLine(url: String, byteCount: Int) -> String
    /// `Type "back" to return to the list.`
    var backHint: String { get }
    /// The name of a catalog genre ("Sci-Fi") in the language.
    func genre(_ name: String) -> String

    // MARK: Failures

    /// The user message of a failure (the error line without `Error: `).
    func failureMessage(_ kind: FailureKind) -> String
    /// "Poster: unavailable", before the reason in parentheses.
    var posterUnavailableTitle: String { get }
    /// The reason of a poster failure without an HTTP status: "no internet connection"; nil for
    /// the kinds with a status (they show `HTTP 404`) and for ``FailureKind/failed``.
    func posterReason(_ kind: FailureKind) -> String?
    /// "Poster: cancelled".
    var posterCancelled: String { get }

    // MARK: Messages of input, launch and replay

    /// The text of an input error (the `error:` line without `error: `).
    func inputError(_ error: InputError) -> String
    /// A stderr line of the console run (without the `flux-movies: ` prefix).
    func launchMessage(_ message: LaunchMessage) -> String
    /// A line `flux-movies replay` words itself (without the `flux-movies: ` prefix).
    func replayMessage(_ message: ReplayMessage) -> String
    /// A line of `replay --blame` or of `--export`'s size limits (without the `flux-movies: ` prefix).
    func replayAnalysisMessage(_ message: ReplayAnalysisMessage) -> String
    /// The progress line of a long replay: `replaying big.jsonl: 1% (seq 9000)`.
    func replayProgress(fileName: String, percent: Int64, sequence: UInt64) -> String
    /// The text `flux-movies --help` prints.
    var usage: String { get }
    /// The line after a usage mistake: `Try 'flux-movies --help'.`
    var tryHelp: String { get }
    /// The line of a usage mistake, e.g. `unknown option '--sourc'; did you mean '--source'?`.
    func usageError(_ kind: UsageError.Kind) -> String

    // MARK: Forgiving grammar, pager and poster loading (issue 24; `<Language>Texts+Terminal.swift`)

    /// What `help WORD` prints for one command: its forms, then what it does and an example.
    func commandHelp(_ command: CommandWord) -> [String]
    /// The line under a page of a long screen while more follows: "-- more (space, q) --".
    var pagerPrompt: String { get }
    /// The poster line while the poster loads, at a terminal: "Poster: loading...".
    var posterLoading: String { get }

    // MARK: Line editor keys (issue 24: Ctrl-R)

    /// The label of the history search's prompt: "reverse-i-search" in `(reverse-i-search)'lo': `.
    var historySearchLabel: String { get }
    /// The label when no history line holds the searched text: "failed reverse-i-search".
    var failedHistorySearchLabel: String { get }
    /// The prompt while `count` typed lines wait for a load to finish (issue 34, item 22):
    /// "(2 waiting) > ".
    func waitingPrompt(_ count: Int) -> String
}

extension LanguageTexts {
    /// `one` when the language's plural rule gives ``PluralCategory/one`` for `count`, else `other`:
    /// the counted phrases of a language with two forms.
    func plural(_ count: Int, one: String, other: String) -> String {
        pluralCategory(count) == .one ? one : other
    }

    /// What the user typed, cut to ``MessageArgument/echoLimit`` characters.
    func echo(_ argument: String) -> String { MessageArgument.echo(argument) }

    /// `U+0007`: a code point as messages show it.
    func codePoint(_ value: UInt32) -> String { MessageArgument.codePoint(value) }
}
