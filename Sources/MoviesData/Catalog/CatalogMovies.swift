import MoviesDomain

/// The catalog's movies, kept as compact records (``MovieRecordWriter``) and made into `Movie`
/// values only when read: a page of results decodes 20 films, not the whole catalog.
package struct CatalogMovies: RandomAccessCollection, Sendable {
    /// Where each record starts in `bytes`, plus `bytes.count` at the end.
    let starts: [UInt32]
    /// Every record, back to back.
    let bytes: [UInt8]

    /// The records of `movies`, in order.
    init(_ movies: [Movie]) {
        var writer = MovieRecordWriter()
        for movie in movies { writer.append(movie) }
        starts = writer.starts
        bytes = writer.bytes
    }

    /// Records read from a snapshot, already checked (``CatalogSnapshotReader``).
    init(starts: [UInt32], bytes: [UInt8]) {
        self.starts = starts
        self.bytes = bytes
    }

    /// The first position, 0.
    package var startIndex: Int { 0 }

    /// One past the last position: the number of movies.
    package var endIndex: Int { Swift.max(0, starts.count - 1) }

    /// The movie at `position`, decoded from its record.
    package subscript(position: Int) -> Movie {
        let range = Int(starts[position])..<Int(starts[position + 1])
        let decoded = bytes.withUnsafeBytes { raw in
            var reader = MovieRecordReader(raw, range: range)
            return reader.movie()
        }
        // Records are checked when loaded, so this placeholder for a bad one is never seen.
        return decoded ?? Movie(id: 0, title: "")
    }

    /// Bytes held by the records and their offsets.
    var byteCount: Int { bytes.count + starts.count * 4 }
}
