import Foundation
import MoviesDomain

/// Reads one movie record written by ``MovieRecordWriter``, never past its end.
struct MovieRecordReader {
    /// The buffer holding the record.
    private let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    private var position: Int
    /// The record's end.
    private let end: Int

    /// A reader of the record at `range` of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = min(range.upperBound, bytes.count)
    }

    /// Whether the record at `range` of `bytes` is well formed: every field within it, nothing
    /// after; nothing is allocated.
    static func isWellFormed(_ bytes: UnsafeRawBufferPointer, range: Range<Int>) -> Bool {
        var reader = MovieRecordReader(bytes, range: range)
        guard reader.signed() != nil, let mask = reader.varint(), mask & ~MovieRecordField.allBits == 0 else {
            return false
        }
        let numbers =
            mask & (MovieRecordField.year.bit | MovieRecordField.runtime.bit | MovieRecordField.reviewCount.bit)
        for _ in 0..<numbers.nonzeroBitCount {
            guard reader.varint() != nil else { return false }
        }
        let words = mask & (MovieRecordField.rating.bit | MovieRecordField.releaseDate.bit)
        for _ in 0..<words.nonzeroBitCount {
            guard reader.word() != nil else { return false }
        }
        let texts =
            mask
            & (MovieRecordField.posterPath.bit | MovieRecordField.overview.bit | MovieRecordField.director.bit
                | MovieRecordField.mpaa.bit)
        for _ in 0...texts.nonzeroBitCount {
            guard reader.skipText() else { return false }
        }
        for _ in 0..<3 {
            guard let count = reader.varint(), count <= UInt64(reader.end - reader.position) else { return false }
            for _ in 0..<count {
                guard reader.skipText() else { return false }
            }
        }
        return reader.position == reader.end
    }

    /// The movie, or nil when the record is cut short, has unknown fields or bytes left over.
    mutating func movie() -> Movie? {
        guard let id = signed(), let mask = varint(), mask & ~MovieRecordField.allBits == 0 else { return nil }
        let has = { (field: MovieRecordField) in mask & field.bit != 0 }
        var movie = Movie(id: id, title: "")
        if has(.year) {
            guard let year = signed() else { return nil }
            movie.year = year
        }
        if has(.runtime) {
            guard let runtime = signed() else { return nil }
            movie.runtimeMinutes = runtime
        }
        if has(.reviewCount) {
            guard let reviews = signed() else { return nil }
            movie.reviewCount = reviews
        }
        if has(.rating) {
            guard let bits = word() else { return nil }
            movie.rating = Double(bitPattern: bits)
        }
        if has(.releaseDate) {
            guard let bits = word() else { return nil }
            movie.releaseDate = Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits))
        }
        guard let title = text() else { return nil }
        movie.title = title
        guard let poster = optionalText(has(.posterPath)), let overview = optionalText(has(.overview)),
            let director = optionalText(has(.director)), let mpaa = optionalText(has(.mpaa)),
            let genres = list(), let countries = list(), let languages = list(), position == end
        else { return nil }
        movie.posterPath = poster
        movie.overview = overview
        movie.director = director
        movie.mpaa = mpaa
        movie.genres = genres
        movie.countries = countries
        movie.languages = languages
        return movie
    }

    /// A text when `present` (`.some(nil)` when not), or nil when the record is cut short.
    private mutating func optionalText(_ present: Bool) -> String?? {
        guard present else { return .some(nil) }
        guard let value = text() else { return nil }
        return .some(value)
    }

    /// A list of texts: its count, then each text.
    private mutating func list() -> [String]? {
        guard let count = varint(), count <= UInt64(end - position) else { return nil }
        var list: [String] = []
        list.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let value = text() else { return nil }
            list.append(value)
        }
        return list
    }

    /// A text: its UTF-8 byte count, then its bytes (invalid UTF-8 repaired, as `String` does).
    private mutating func text() -> String? {
        guard let count = varint(), count <= UInt64(end - position) else { return nil }
        let start = position
        position += Int(count)
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Skips a text; false when the record is cut short.
    private mutating func skipText() -> Bool {
        guard let count = varint(), count <= UInt64(end - position) else { return false }
        position += Int(count)
        return true
    }

    /// A zigzag varint.
    private mutating func signed() -> Int? {
        guard let raw = varint() else { return nil }
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// An unsigned LEB128 varint of at most 64 bits.
    private mutating func varint() -> UInt64? {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while position < end {
            let byte = bytes[position]
            position += 1
            guard shift < 63 || byte <= 1 else { return nil }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        return nil
    }

    /// 8 bytes, little-endian.
    private mutating func word() -> UInt64? {
        guard end - position >= 8 else { return nil }
        defer { position += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }
}
