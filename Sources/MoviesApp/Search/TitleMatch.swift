import Foundation

/// How a typed text matches a movie title, word by word, ignoring case and accents
/// (`amelie` matches `Amélie`): for `open TITLE` and for the words shown in bold on result rows.
package enum TitleMatch {
    /// The 1-based number of the title in `titles` that `query` matches best, or nil when none
    /// matches: the same title first, then a title starting with the query, then a title in which
    /// every word of the query starts a word; the first of equals wins.
    package static func best(_ query: String, in titles: [String]) -> Int? {
        let wanted = words(query)
        guard !wanted.isEmpty else { return nil }
        let folded = fold(query)
        var best: (number: Int, score: Int)?
        for (offset, title) in titles.enumerated() {
            let score = score(title, query: folded, words: wanted)
            if score > 0, score > (best?.score ?? 0) { best = (offset + 1, score) }
        }
        return best?.number
    }

    private static func score(_ title: String, query: String, words wanted: [String]) -> Int {
        let folded = fold(title)
        if folded == query { return 3 }
        if folded.hasPrefix(query) { return 2 }
        let titleWords = words(title)
        let allFound = wanted.allSatisfy { word in titleWords.contains { $0.hasPrefix(word) } }
        return allFound ? 1 : 0
    }

    /// The ranges of the words of `title` that start with a word of `query` (`love` in
    /// `Love Actually` for the query `lov`).
    package static func matchedWords(in title: String, query: String) -> [Range<String.Index>] {
        let wanted = words(query)
        guard !wanted.isEmpty else { return [] }
        return wordRanges(title).filter { range in
            let word = fold(String(title[range]))
            return wanted.contains { word.hasPrefix($0) }
        }
    }

    /// The words of `text` (runs of letters and digits), folded.
    static func words(_ text: String) -> [String] {
        wordRanges(text).map { fold(String(text[$0])) }
    }

    private static func wordRanges(_ text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        for index in text.indices {
            let isWordCharacter = text[index].isLetter || text[index].isNumber
            if isWordCharacter, start == nil { start = index }
            if !isWordCharacter, let first = start {
                ranges.append(first..<index)
                start = nil
            }
        }
        if let first = start { ranges.append(first..<text.endIndex) }
        return ranges
    }

    /// `text` lowercased without accents.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
