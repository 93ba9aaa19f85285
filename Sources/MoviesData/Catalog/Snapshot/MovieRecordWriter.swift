import Foundation
import MoviesDomain

/// Writes movies as compact byte records, the form ``CatalogMovies`` keeps them in.
///
/// A record is: the id (zigzag varint), a presence mask (varint, bits in ``MovieRecordField``
/// order), each present number (`year`, `runtimeMinutes`, `reviewCount` as zigzag varints,
/// `rating` and `releaseDate` as the 8 bytes of their `Double`, little-endian), the title, each
/// present text (`posterPath`, `overview`, `director`, `mpaa`), then the lists `genres`,
/// `countries` and `languages` (a varint count, then the texts). A text is its UTF-8 byte count
/// (varint) and its bytes. ``MovieRecordReader`` reads them back.
struct MovieRecordWriter {
    /// The records written so far, back to back.
    private(set) var bytes: [UInt8] = []
    /// Where each record starts in `bytes`, plus `bytes.count` at the end.
    private(set) var starts: [UInt32] = [0]

    /// Appends the record of `movie`.
    mutating func append(_ movie: Movie) {
        var mask: UInt64 = 0
        for (field, present) in MovieRecordField.presence(of: movie) where present { mask |= field.bit }
        appendSigned(movie.id)
        appendVarint(mask)
        if let year = movie.year { appendSigned(year) }
        if let runtime = movie.runtimeMinutes { appendSigned(runtime) }
        if let reviews = movie.reviewCount { appendSigned(reviews) }
        if let rating = movie.rating { appendWord(rating.bitPattern) }
        if let date = movie.releaseDate { appendWord(date.timeIntervalSinceReferenceDate.bitPattern) }
        appendText(movie.title)
        for text in [movie.posterPath, movie.overview, movie.director, movie.mpaa].compactMap({ $0 }) {
            appendText(text)
        }
        for list in [movie.genres, movie.countries, movie.languages] {
            appendVarint(UInt64(list.count))
            for text in list { appendText(text) }
        }
        precondition(bytes.count <= Int(UInt32.max), "movie records over 4 GiB")
        starts.append(UInt32(bytes.count))
    }

    /// `value` as a zigzag varint (small magnitudes, either sign, take few bytes).
    private mutating func appendSigned(_ value: Int) {
        let wide = Int64(value)
        appendVarint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    /// `value` as an unsigned LEB128 varint.
    private mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// `value`'s 8 bytes, little-endian.
    private mutating func appendWord(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// `text`'s UTF-8 byte count, then its bytes.
    private mutating func appendText(_ text: String) {
        appendVarint(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }
}
