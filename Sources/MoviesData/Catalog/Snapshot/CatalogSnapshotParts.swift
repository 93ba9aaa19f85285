/// The arrays a catalog snapshot holds, one per ``CatalogSnapshotSection``: the movie records and
/// every array of the search index, exactly as built from the movies.
struct CatalogSnapshotParts: Equatable {
    /// ``CatalogMovies/starts``.
    var movieStarts: [UInt32]
    /// ``CatalogMovies/bytes``.
    var movieRecords: [UInt8]
    /// ``SearchTermTable/bytes``.
    var termBytes: [UInt8]
    /// ``SearchTermTable/starts``.
    var termStarts: [Int32]
    /// ``SearchTermTable/masks``.
    var termMasks: [UInt64]
    /// ``SearchTermTable/idsByLength``.
    var termIDsByLength: [Int32]
    /// ``SearchTermTable/lengthStarts``.
    var termLengthStarts: [Int32]
    /// ``SearchPostings/starts``.
    var postingStarts: [Int32]
    /// ``SearchPostings/entries``.
    var postingEntries: [UInt32]
    /// ``TitleKeys/bytes``.
    var titleKeyBytes: [UInt8]
    /// ``TitleKeys/fullStarts``.
    var titleFullStarts: [Int32]
    /// ``TitleKeys/shortStarts``.
    var titleShortStarts: [Int32]
    /// ``TitleKeys/wordStarts``.
    var titleWordStarts: [UInt64]
    /// ``CatalogSearchIndex/staticRank``.
    var staticRank: [Int32]
    /// ``CatalogSearchIndex/movieByRank``.
    var movieByRank: [Int32]
    /// ``CatalogSearchIndex/reviewsByRank``.
    var reviewsByRank: [Int32]
    /// Where each year's movies start in `yearMovies` (``CatalogSearchIndex/moviesByYear`` flattened).
    var yearStarts: [Int32]
    /// Every year's movies, back to back.
    var yearMovies: [Int32]

    /// How many movies there are.
    var movieCount: Int { max(0, movieStarts.count - 1) }

    /// The parts of `catalog`.
    init(_ catalog: MovieCatalog) {
        let index = catalog.index
        let terms = index.postings.terms
        movieStarts = catalog.movies.starts
        movieRecords = catalog.movies.bytes
        termBytes = terms.bytes
        termStarts = terms.starts
        termMasks = terms.masks
        termIDsByLength = terms.idsByLength
        termLengthStarts = terms.lengthStarts
        postingStarts = index.postings.starts
        postingEntries = index.postings.entries
        titleKeyBytes = index.titleKeys.bytes
        titleFullStarts = index.titleKeys.fullStarts
        titleShortStarts = index.titleKeys.shortStarts
        titleWordStarts = index.titleKeys.wordStarts
        staticRank = index.staticRank
        movieByRank = index.movieByRank
        reviewsByRank = index.reviewsByRank
        var starts: [Int32] = [0]
        for year in index.moviesByYear { starts.append(starts[starts.count - 1] + Int32(year.count)) }
        yearStarts = starts
        yearMovies = index.moviesByYear.flatMap { $0 }
    }

    /// Parts read from a file (``CatalogSnapshotReader``), in section order.
    init(
        movieStarts: [UInt32], movieRecords: [UInt8], termBytes: [UInt8], termStarts: [Int32], termMasks: [UInt64],
        termIDsByLength: [Int32], termLengthStarts: [Int32], postingStarts: [Int32], postingEntries: [UInt32],
        titleKeyBytes: [UInt8], titleFullStarts: [Int32], titleShortStarts: [Int32], titleWordStarts: [UInt64],
        staticRank: [Int32], movieByRank: [Int32], reviewsByRank: [Int32], yearStarts: [Int32], yearMovies: [Int32]
    ) {
        self.movieStarts = movieStarts
        self.movieRecords = movieRecords
        self.termBytes = termBytes
        self.termStarts = termStarts
        self.termMasks = termMasks
        self.termIDsByLength = termIDsByLength
        self.termLengthStarts = termLengthStarts
        self.postingStarts = postingStarts
        self.postingEntries = postingEntries
        self.titleKeyBytes = titleKeyBytes
        self.titleFullStarts = titleFullStarts
        self.titleShortStarts = titleShortStarts
        self.titleWordStarts = titleWordStarts
        self.staticRank = staticRank
        self.movieByRank = movieByRank
        self.reviewsByRank = reviewsByRank
        self.yearStarts = yearStarts
        self.yearMovies = yearMovies
    }

    /// The catalog these parts hold (call ``firstProblem()`` first: the arrays are used as they are).
    func catalog() -> MovieCatalog {
        let terms = SearchTermTable(
            bytes: termBytes, starts: termStarts, masks: termMasks, idsByLength: termIDsByLength,
            lengthStarts: termLengthStarts)
        let years = (0..<max(0, yearStarts.count - 1)).map { year in
            Array(yearMovies[Int(yearStarts[year])..<Int(yearStarts[year + 1])])
        }
        let index = CatalogSearchIndex(
            postings: SearchPostings(terms: terms, starts: postingStarts, entries: postingEntries),
            titleKeys: TitleKeys(
                bytes: titleKeyBytes, fullStarts: titleFullStarts, shortStarts: titleShortStarts,
                wordStarts: titleWordStarts),
            staticRank: staticRank, movieByRank: movieByRank, moviesByYear: years, movieCount: movieCount,
            reviewsByRank: reviewsByRank)
        return MovieCatalog(movies: CatalogMovies(starts: movieStarts, bytes: movieRecords), index: index)
    }
}
