import MoviesDomain

/// The query as the catalog corrected it: each typed word that the best match has only through a
/// typo, replaced by that match's word (`godfater` -> `godfather`, `the dark night` -> `the dark
/// knight`), so the page can say `Showing results for "godfather"`.
enum QueryCorrection {
    /// The corrected query (words folded: lower case, no accents), or nil when `best` has every
    /// typed word as it was typed (or, for the last word, a word starting with it), or is nil.
    static func corrected(_ text: String, best: Movie?) -> String? {
        guard let best else { return nil }
        let query = SearchQuery(text)
        var words = SearchWords.literalWords(of: best.title)
        if let director = best.director { words += SearchWords.literalWords(of: director) }
        words += words.map(SearchWords.canonical)
        var changed = false
        let corrected = query.words.map { word -> [UInt8] in
            guard let replacement = replacement(for: word, among: words) else { return word.literal }
            changed = true
            return replacement
        }
        guard changed else { return nil }
        return corrected.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }

    /// The word of `words` that `word` is a typo of, nearest first; nil when `word` is among
    /// them (or starts one, as the last word), is a year, or is no typo of any.
    private static func replacement(for word: QueryWord, among words: [[UInt8]]) -> [UInt8]? {
        let forms = [word.text, word.literal]
        if word.year != nil || words.contains(where: { forms.contains($0) }) { return nil }
        if word.isLast, words.contains(where: { title in forms.contains { title.starts(with: $0) } }) { return nil }
        let allowance = word.typoAllowance
        guard allowance > 0 else { return nil }
        var best: (word: [UInt8], edits: Int)?
        for candidate in words {
            guard let edits = TypoDistance.distance(candidate, word.text, limit: allowance),
                edits < best?.edits ?? Int.max
            else { continue }
            best = (candidate, edits)
        }
        return best?.word
    }
}
