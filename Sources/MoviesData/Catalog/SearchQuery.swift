/// A catalog search query split into words, with the words a title must match.
struct SearchQuery: Sendable {
    /// The words, in query order.
    let words: [QueryWord]

    /// Splits and folds `text` (see ``SearchWords``).
    init(_ text: String) {
        let literal = SearchWords.literalWords(of: text)
        words = literal.enumerated().map { offset, word in
            let canonical = SearchWords.canonical(word)
            return QueryWord(
                text: canonical, literal: word, isLast: offset == literal.count - 1,
                isSmall: SearchWords.isSmall(canonical), year: SearchWords.year(canonical))
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
