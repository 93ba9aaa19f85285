/// The movies one query word matches, each with its best ``MatchQuality``.
struct WordMatches {
    /// Per movie, the best quality code so far (0: none).
    private(set) var codes: [UInt8]
    /// The movies with a nonzero code, in the order first matched.
    private(set) var movies: [Int32] = []

    /// No match yet, over `movieCount` movies.
    init(movieCount: Int) {
        codes = [UInt8](repeating: 0, count: movieCount)
    }

    /// Records `movie` matched with `quality`, keeping the better of it and any earlier match.
    mutating func record(_ movie: Int, _ quality: MatchQuality) {
        let old = codes[movie]
        if old == 0 {
            movies.append(Int32(movie))
            codes[movie] = quality.code
        } else if quality.code < old {
            codes[movie] = quality.code
        }
    }

    /// Records every posting (`movie << 1 | field`) of `postings` as a match of `kind`.
    mutating func record(_ postings: ArraySlice<UInt32>, _ kind: MatchQuality.Kind) {
        let title = MatchQuality(kind, .title)
        let director = MatchQuality(kind, .director)
        for entry in postings {
            record(Int(entry >> 1), entry & 1 == 0 ? title : director)
        }
    }

    /// The quality of `movie`'s match, or nil when the word does not match it.
    func quality(of movie: Int) -> MatchQuality? {
        let code = codes[movie]
        return code == 0 ? nil : MatchQuality(code: code)
    }
}
