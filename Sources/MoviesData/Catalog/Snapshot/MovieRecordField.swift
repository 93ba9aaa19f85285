import MoviesDomain

/// The optional fields of a movie record, in the order of their bits in its presence mask.
enum MovieRecordField: Int, CaseIterable {
    /// `year`.
    case year
    /// `runtimeMinutes`.
    case runtime
    /// `reviewCount`.
    case reviewCount
    /// `rating`.
    case rating
    /// `releaseDate`.
    case releaseDate
    /// `posterPath`.
    case posterPath
    /// `overview`.
    case overview
    /// `director`.
    case director
    /// `mpaa`.
    case mpaa

    /// The field's bit in the presence mask.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// Every bit a presence mask may have.
    static let allBits: UInt64 = (1 << UInt64(allCases.count)) - 1

    /// Each field with whether `movie` has it.
    static func presence(of movie: Movie) -> [(MovieRecordField, Bool)] {
        [
            (.year, movie.year != nil), (.runtime, movie.runtimeMinutes != nil),
            (.reviewCount, movie.reviewCount != nil), (.rating, movie.rating != nil),
            (.releaseDate, movie.releaseDate != nil), (.posterPath, movie.posterPath != nil),
            (.overview, movie.overview != nil), (.director, movie.director != nil), (.mpaa, movie.mpaa != nil),
        ]
    }
}
