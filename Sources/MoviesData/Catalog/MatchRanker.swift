/// Orders the movies a query matched, by a sort key that packs every ranking criterion.
///
/// Best first: (1) the whole title, small words included (`the matrix` = The Matrix); (2) the whole
/// title without its small words (`matrix`); (3) every word exact, titles starting with the query's
/// words first; (4) a prefix (the last word), likewise; (5) typos, fewer first, a title that is the
/// query but for its typos first; then, within each, words found in the title before those found
/// in the director or the year, then popularity (``PopularityPrior``), then year (older first), title, id.
/// A whole title that a title starting with the query far outshines is ranked among those titles
/// (see ``CatalogSearchIndex``).
/// (``CatalogSearchIndex`` moves a title that is the query but for typos up, among partial exact
/// matches, when no title is the query.)
struct MatchRanker {
    /// The catalog's title keys.
    let titleKeys: TitleKeys
    /// Per movie, its popularity rank (``PopularityPrior``, review count, year, title, id).
    let staticRank: [Int32]
    /// The query's key with small words (and with its years / without them).
    private let fullKeys: (withYears: [UInt8], withoutYears: [UInt8])
    /// The query's key without small words (and with its years / without them).
    private let shortKeys: (withYears: [UInt8], withoutYears: [UInt8])

    /// A ranker for `query`.
    init(query: SearchQuery, titleKeys: TitleKeys, staticRank: [Int32]) {
        self.titleKeys = titleKeys
        self.staticRank = staticRank
        fullKeys = (
            query.key(includingSmallWords: true, droppingYears: false),
            query.key(includingSmallWords: true, droppingYears: true)
        )
        shortKeys = (
            query.key(includingSmallWords: false, droppingYears: false),
            query.key(includingSmallWords: false, droppingYears: true)
        )
    }

    /// The sort key of `movie`, matched by every one of `words`: lower ranks first; the low 32
    /// bits are its popularity rank.
    func key(of movie: Int, words: [WordMatches]) -> UInt64 {
        var allExact = true
        var edits = 0
        var offTitle = 0
        var yearByField = false
        for word in words {
            guard let quality = word.quality(of: movie) else { continue }
            allExact = allExact && quality.kind == .exact
            edits += quality.edits
            if quality.field != .title { offTitle += 1 }
            if quality.field == .year { yearByField = true }
        }
        let full = yearByField ? fullKeys.withoutYears : fullKeys.withYears
        let short = yearByField ? shortKeys.withoutYears : shortKeys.withYears
        let category: Int
        var partial = offTitle > 0
        if titleKeys.full(movie).elementsEqual(full) {
            category = 0
        } else if titleKeys.short(movie).elementsEqual(short) {
            category = 1
        } else if edits == 0 {
            category = allExact ? 2 : 3
            partial = partial || !titleKeys.short(movie).starts(with: short)
        } else {
            category = 3 + min(edits, 12)
            partial = partial || TypoDistance.distance(Array(titleKeys.short(movie)), short, limit: edits) == nil
        }
        return UInt64(category) << 60 | (partial ? 1 << 59 : 0) | UInt64(min(offTitle, 7)) << 56
            | UInt64(UInt32(bitPattern: staticRank[movie]))
    }

    /// Whether `key` may be the first film of a series: every word exact or the last as a prefix,
    /// the title starting with them, all in the title (criteria 3 and 4, not partial).
    static func isSeriesCandidate(_ key: UInt64) -> Bool {
        let head = key >> 56
        return head == 2 << 4 || head == 3 << 4
    }

    /// Whether the movie of `key` has the query as its whole title (criteria 1 and 2).
    static func isWholeTitle(_ key: UInt64) -> Bool { key >> 60 <= 1 }

    /// For a whole title (criteria 1 and 2) or a title that is the query but for typos, the group
    /// of keys that may outshine it (see ``yielding(_:)``); nil for any other key.
    static func rivalGroup(ofWhole key: UInt64) -> UInt64? {
        if isWholeTitle(key) { return 2 << 4 }
        return isWholeTitleButForTypos(key) ? (key >> 60) << 4 | 1 << 3 : nil
    }

    /// The group `key` belongs to as a rival of whole titles: every word in the title, and the
    /// title starting with the query's words (criterion 3) or, with typos, as many of them; nil
    /// for any other key.
    static func rivalGroup(ofOutshining key: UInt64) -> UInt64? {
        let head = key >> 56
        if head == 2 << 4 { return head }
        return key >> 60 >= 4 && head & 0xF == 1 << 3 ? head : nil
    }

    /// `key`, of a whole title (or one but for typos), ranked in its rival group instead.
    static func yielding(_ key: UInt64) -> UInt64 {
        (rivalGroup(ofWhole: key) ?? key >> 56) << 56 | key & ((1 << 56) - 1)
    }

    /// Whether the movie of `key` matched with typos and its title is the query but for them.
    static func isWholeTitleButForTypos(_ key: UInt64) -> Bool { key >> 60 >= 4 && !isPartial(key) }

    /// Whether the movie of `key` matched only in part: its title does not start with the query's
    /// words (or is not the query but for typos), or a word is found off the title.
    static func isPartial(_ key: UInt64) -> Bool { key & (1 << 59) != 0 }

    /// How many of the query's words the movie of `key` matched off its title (in the director's
    /// name or the year), at most 7.
    static func wordsOffTitle(_ key: UInt64) -> Int { Int(key >> 56 & 7) }
}
