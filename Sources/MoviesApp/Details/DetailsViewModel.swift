import Foundation
import MoviesDomain

/// Pure functions from the details state to its view data.
package enum DetailsViewModel {
    /// The details screen, or blank when no movie is selected.
    package static func screen(_ state: DetailsState, environment: ViewEnvironment) -> ScreenView {
        guard let movie = state.movie else { return .blank }
        let strings = environment.strings
        return .details(
            DetailsView(
                title: state.title, releaseLine: releaseLine(movie, environment: environment),
                facts: facts(movie, strings: strings), overviewTitle: strings.overviewTitle,
                overview: movie.overview.flatMap(nonBlank), hint: strings.backHint))
    }

    /// `Poster: URL (N bytes)` once the poster is fetched, `Poster: unavailable (HTTP 404)` after a
    /// failure, `Poster: cancelled` after `cancel`, else nil.
    package static func posterLine(_ state: DetailsState, strings: Strings) -> String? {
        switch state.poster {
        case .none, .loading: nil
        case .loaded(let image): strings.posterLine(url: image.url, byteCount: image.data.count)
        case .failed(let reason): strings.posterUnavailable(reason)
        case .cancelled: strings.posterCancelled
        }
    }

    /// `Poster: loading...` while the poster loads, else nil.
    package static func posterLoadingLine(_ state: DetailsState, strings: Strings) -> String? {
        if case .loading = state.poster { return strings.posterLoading }
        return nil
    }

    /// `Release Date: <medium date>`, `Release Date: <year>` with only a year, else `To be announced`.
    package static func releaseLine(_ movie: Movie, environment: ViewEnvironment) -> String {
        let strings = environment.strings
        if let date = movie.releaseDate {
            return strings.releaseDate(
                FactsText.mediumDate(date, locale: environment.locale, timeZone: environment.timeZone))
        }
        if let year = movie.year { return strings.releaseDate(String(year)) }
        return strings.toBeAnnounced
    }

    /// The fact lines of `movie`, leaving out unknown facts, and the year when the release line
    /// already is only the year.
    package static func facts(_ movie: Movie, strings: Strings) -> [String] {
        var lines: [String] = []
        if let year = movie.year, movie.releaseDate != nil { lines.append(strings.yearFact(year)) }
        if !movie.genres.isEmpty {
            lines.append(strings.genresFact(movie.genres.map(strings.genre).joined(separator: ", ")))
        }
        if let runtime = movie.runtimeMinutes.flatMap(FactsText.runtime) { lines.append(strings.runtimeFact(runtime)) }
        if let director = movie.director.flatMap(nonBlank) { lines.append(strings.directorFact(director)) }
        if !movie.countries.isEmpty { lines.append(strings.countriesFact(movie.countries.joined(separator: ", "))) }
        if !movie.languages.isEmpty { lines.append(strings.languagesFact(movie.languages.joined(separator: ", "))) }
        if let rating = movie.rating {
            let reviews = movie.reviewCount.map { " (\(strings.reviews($0)))" } ?? ""
            lines.append(strings.ratingFact(FactsText.rating(rating) + reviews))
        }
        if let mpaa = movie.mpaa.flatMap(nonBlank) { lines.append(strings.mpaaFact(mpaa)) }
        return lines
    }

    private static func nonBlank(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
