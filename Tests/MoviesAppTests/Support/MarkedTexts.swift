import MoviesApp

/// A made-up third language, "marked" (locale code `xx`), for tests: every text is its message's
/// name in brackets with its arguments, so a test sees which message printed each line.
///
/// It lives in the test target and is this one type: that it compiles proves one type is all a
/// language needs, and that ``LanguageTexts`` lists every message the app shows.
struct MarkedTexts: LanguageTexts {
    let name = "marked"
    let localeCode = "xx"
    let defaultLocale = "xx_XX"
    let tmdbLanguage = "xx-XX"
    let commandWords: [String: CommandWord] = ["xopen": .open]
    let completedCommandWords = ["xopen"]
    let historySearchLabel = "[historySearchLabel]"
    let failedHistorySearchLabel = "[failedHistorySearchLabel]"
    func waitingPrompt(_ count: Int) -> String { "[waitingPrompt \(count)] " }

    /// A rule with three forms (as in Czech): one, few (2 to 4), other.
    func pluralCategory(_ count: Int) -> PluralCategory {
        switch count {
        case 1: .one
        case 2...4: .few
        default: .other
        }
    }

    var screenTitle: String { "[screenTitle]" }
    var emptyStateTitle: String { "[emptyStateTitle]" }
    var errorTitle: String { "[errorTitle]" }
    var searchPlaceholder: String { "[searchPlaceholder]" }

    func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine {
        QueryLine(lead: "[listHeader ", query: query, tail: " \(page)/\(pageCount) \(counted(resultCount))]")
    }

    func moreHint(nextPage: Int) -> String { "[moreHint \(nextPage)]" }
    func correctionLine(query: String) -> QueryLine { QueryLine(lead: "[correctionLine ", query: query, tail: "]") }

    func emptyStateLine(query: String, nearCommand: String?) -> QueryLine {
        QueryLine(lead: "[emptyState ", query: query, tail: nearCommand.map { " \($0)]" } ?? "]")
    }

    func searching(query: String) -> QueryLine { QueryLine(lead: "[searching ", query: query, tail: "]") }
    func loadingPage(_ page: Int) -> String { "[loadingPage \(page)]" }
    var recentSearchesTitle: String { "[recentSearchesTitle]" }
    var recentSearchesNone: String { "[recentSearchesNone]" }
    var pickHint: String { "[pickHint]" }
    func didYouMean(_ titles: String, count: Int) -> String { "[didYouMean \(titles) \(count)]" }
    var helpLines: [String] { ["[helpLines]"] }
    func welcome(sourceName: String) -> String { "[welcome \(sourceName)]" }
    func sourceName(_ source: MoviesSourceKind) -> String { "[sourceName \(source)]" }
    func note(_ note: ConsoleNote) -> String { "[note \(Self.key(note))]" }
    func releaseDate(_ formatted: String) -> String { "[releaseDate \(formatted)]" }
    var toBeAnnounced: String { "[toBeAnnounced]" }
    func yearFact(_ year: Int) -> String { "[yearFact \(year)]" }
    func genresFact(_ genres: String) -> String { "[genresFact \(genres)]" }
    func runtimeFact(_ runtime: String) -> String { "[runtimeFact \(runtime)]" }
    func directorFact(_ director: String) -> String { "[directorFact \(director)]" }
    func countriesFact(_ countries: String) -> String { "[countriesFact \(countries)]" }
    func languagesFact(_ languages: String) -> String { "[languagesFact \(languages)]" }
    func ratingFact(_ rating: String) -> String { "[ratingFact \(rating)]" }
    func mpaaFact(_ mpaa: String) -> String { "[mpaaFact \(mpaa)]" }
    var overviewTitle: String { "[overviewTitle]" }
    func reviews(_ count: Int) -> String { "[reviews \(counted(count))]" }
    func posterLine(url: String, byteCount: Int) -> String { "[posterLine \(url) \(byteCount)]" }
    var backHint: String { "[backHint]" }
    func genre(_ name: String) -> String { "[genre \(name)]" }
    func failureMessage(_ kind: FailureKind) -> String { "[failureMessage \(Self.key(kind))]" }
    var posterUnavailableTitle: String { "[posterUnavailableTitle]" }
    func posterReason(_ kind: FailureKind) -> String? { "[posterReason \(Self.key(kind))]" }
    var posterCancelled: String { "[posterCancelled]" }
    func commandHelp(_ command: CommandWord) -> [String] { ["[commandHelp \(command)]"] }
    var pagerPrompt: String { "[pagerPrompt]" }
    var posterLoading: String { "[posterLoading]" }
    func inputError(_ error: InputError) -> String { "[inputError \(Self.key(error))]" }
    func launchMessage(_ message: LaunchMessage) -> String { "[launchMessage \(Self.key(message))]" }
    func replayMessage(_ message: ReplayMessage) -> String { "[replayMessage \(Self.key(message))]" }
    func replayAnalysisMessage(_ message: ReplayAnalysisMessage) -> String {
        "[replayAnalysisMessage \(Self.key(message))]"
    }

    func replayProgress(fileName: String, percent: Int64, sequence: UInt64) -> String {
        "[replayProgress \(fileName) \(percent) \(sequence)]"
    }

    var usage: String { "[usage]" }
    var tryHelp: String { "[tryHelp]" }
    func usageError(_ kind: UsageError.Kind) -> String { "[usageError \(Self.key(kind))]" }

    /// `3 few`: a count with the form the plural rule gives it.
    private func counted(_ count: Int) -> String { "\(count) \(pluralCategory(count))" }

    /// The case name of a message: `outOfRange` for `.outOfRange(command: .open, ...)`.
    private static func key(_ message: Any) -> String {
        String(String(describing: message).prefix { $0 != "(" })
    }
}
