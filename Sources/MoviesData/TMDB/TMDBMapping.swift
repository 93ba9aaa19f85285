import Foundation
import MoviesDomain

/// Maps TMDB DTOs to domain entities at the edge of the data layer.
package enum TMDBMapping {
    /// The domain page of a `search/movie` answer's bytes, decoded as the repository decodes them.
    /// - Throws: the `DecodingError` of an answer that is not such a page.
    package static func page(decoding data: Data) throws -> MoviesPage {
        page(try JSONDecoder().decode(TMDBMoviesResponseDTO.self, from: data))
    }

    /// A domain page; `totalPages`/`totalResults` as TMDB gives them.
    static func page(_ dto: TMDBMoviesResponseDTO) -> MoviesPage {
        MoviesPage(
            page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
            movies: dto.results.map(movie))
    }

    /// A domain movie: empty strings become `nil`, `release_date` (`yyyy-MM-dd`, UTC) an
    /// optional `Date` (invalid -> `nil`) and its year, genre ids names (unknown ids dropped).
    static func movie(_ dto: TMDBMovieDTO) -> Movie {
        let releaseDate = dto.releaseDate.flatMap(CalendarDay.date(fromISODay:))
        return Movie(
            id: dto.id,
            title: dto.title ?? "",
            genres: TMDBGenres.names(for: dto.genreIds ?? []),
            posterPath: nonEmpty(dto.posterPath),
            overview: nonEmpty(dto.overview),
            releaseDate: releaseDate,
            year: releaseDate.map(CalendarDay.year(of:)),
            rating: dto.voteAverage,
            reviewCount: dto.voteCount
        )
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
