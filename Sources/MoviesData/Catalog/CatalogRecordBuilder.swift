import Foundation
import MoviesDomain

/// Collects the fields of one catalog line and builds its `Movie`.
///
/// Known keys: `id` and `title` (required), `year`, `release_date`, `genres`, `runtime_min`,
/// `rating`, `votes`, `director`, `countries`, `languages`, `mpaa`. Other keys are ignored.
struct CatalogRecordBuilder {
    private var id: Int?
    private var title: String?
    private var movie = Movie(id: 0, title: "")

    mutating func set(_ key: String, _ value: FlatJSONValue) {
        switch key {
        case "id": id = value.int
        case "title": title = value.string
        case "year": movie.year = value.int
        case "release_date": movie.releaseDate = value.string.flatMap(CalendarDay.date(fromISODay:))
        case "genres": movie.genres = value.stringArray
        case "runtime_min": movie.runtimeMinutes = value.int
        case "rating": movie.rating = value.double
        case "votes": movie.reviewCount = value.int
        case "director": movie.director = value.string.flatMap { $0.isEmpty ? nil : $0 }
        case "countries": movie.countries = value.stringArray
        case "languages": movie.languages = value.stringArray
        case "mpaa": movie.mpaa = value.string.flatMap { $0.isEmpty ? nil : $0 }
        default: break
        }
    }

    /// The movie, or the reason the record is unusable (no integer `id`, no non-empty `title`).
    func build() -> Result<Movie, FlatJSONScanner.Failure> {
        guard let id else { return .failure(.init(reason: "missing integer id")) }
        guard let title, !title.isEmpty else { return .failure(.init(reason: "missing title")) }
        var result = movie
        result.id = id
        result.title = title
        if result.year == nil, let date = result.releaseDate {
            result.year = CalendarDay.year(of: date)
        }
        return .success(result)
    }
}
