import Foundation

/// A film as the app shows it, whichever source it came from.
///
/// The embedded catalog fills the facts (`year`, `runtimeMinutes`, `director`, `countries`,
/// `languages`, `rating`, `reviewCount`, `mpaa`) and has no `overview` or `posterPath`;
/// TMDB fills `overview`, `posterPath`, `rating` (vote average) and `reviewCount` (vote count).
/// Missing facts are `nil` (or empty arrays), never placeholder strings.
package struct Movie: Equatable, Hashable, Sendable, Codable, Identifiable {
    /// The source's stable identifier (Wikidata item number for the catalog, TMDB id for TMDB).
    package var id: Int
    /// The display title, with the source's typography kept (accents, dashes, curly quotes).
    package var title: String
    /// Genre names in the source's order, e.g. `["Comedy", "Drama"]`.
    package var genres: [String]
    /// The poster's path relative to the image host (e.g. `/abc.jpg`), or `nil` when there is none.
    package var posterPath: String?
    /// A plot summary, or `nil` when the source has none.
    package var overview: String?
    /// The release day (midnight UTC), or `nil` when unknown.
    package var releaseDate: Date?
    /// The release year, known even for films whose exact date is not.
    package var year: Int?
    /// The running time in minutes.
    package var runtimeMinutes: Int?
    /// Director name(s), comma-separated as the source gives them.
    package var director: String?
    /// Countries of origin.
    package var countries: [String]
    /// Spoken languages.
    package var languages: [String]
    /// An average score from 0 to 10 (critics for the catalog, users for TMDB).
    package var rating: Double?
    /// How many reviews or votes `rating` is based on.
    package var reviewCount: Int?
    /// The MPAA certificate, e.g. `"PG-13"`.
    package var mpaa: String?

    /// Creates a movie; every field but `id` and `title` defaults to "unknown".
    package init(
        id: Int,
        title: String,
        genres: [String] = [],
        posterPath: String? = nil,
        overview: String? = nil,
        releaseDate: Date? = nil,
        year: Int? = nil,
        runtimeMinutes: Int? = nil,
        director: String? = nil,
        countries: [String] = [],
        languages: [String] = [],
        rating: Double? = nil,
        reviewCount: Int? = nil,
        mpaa: String? = nil
    ) {
        self.id = id
        self.title = title
        self.genres = genres
        self.posterPath = posterPath
        self.overview = overview
        self.releaseDate = releaseDate
        self.year = year
        self.runtimeMinutes = runtimeMinutes
        self.director = director
        self.countries = countries
        self.languages = languages
        self.rating = rating
        self.reviewCount = reviewCount
        self.mpaa = mpaa
    }
}
