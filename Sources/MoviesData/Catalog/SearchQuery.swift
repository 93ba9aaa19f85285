/// A catalog search query split into words, with the words a title must match.
struct SearchQuery: Sendable {
    /// The words, in query order.
    let words: [QueryWord]

    /// Splits and folds `text` (see ``SearchWords``).
    init(_ text: String) {
        self.init(literalWords: SearchWords.literalWords(of: text))
    }

    /// The query of words already split, as written.
    private init(literalWords literal: [[UInt8]]) {
        words = literal.enumerated().map { offset, word in
            let canonical = SearchWords.canonical(word)
            return QueryWord(
                text: canonical, literal: word, isLast: offset == literal.count - 1,
                isSmall: SearchWords.isSmall(canonical), year: SearchWords.year(canonical))
        }
    }

    /// The queries with two neighbouring words run together (`brave heart`: `braveheart`), from
    /// the first pair to the last; none for a query of one word.
    var withNeighboursJoined: [SearchQuery] {
        let literal = words.map(\.literal)
        return literal.indices.dropLast().map { index in
            var joined = literal
            joined[index] += joined.remove(at: index + 1)
            return SearchQuery(literalWords: joined)
        }
    }

    /// Whether a word names a year.
    var hasYear: Bool { words.contains { $0.year != nil } }

    /// The indices of the words every match must match: all but the small words (all of them
    /// when every word is small), and without the years when `droppingYears`.
    func required(droppingYears: Bool) -> [Int] {
        let kept = words.indices.filter { !droppingYears || words[$0].year == nil }
        let large = kept.filter { !words[$0].isSmall }
        return large.isEmpty ? kept : large
    }

    /// The words run together like ``TitleKeys``, optionally without years: with small words,
    /// as written (a title's full key); without, canonical (its short key).
    func key(includingSmallWords: Bool, droppingYears: Bool) -> [UInt8] {
        let kept = words.filter { !droppingYears || $0.year == nil }
        return TitleKeys.key(
            kept.map { includingSmallWords ? $0.literal : $0.text }, includingSmallWords: includingSmallWords)
    }
}
