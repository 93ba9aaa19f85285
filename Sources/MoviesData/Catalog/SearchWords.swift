/// Splits text into the words catalog search compares: folded, `&` spelled `and`, roman numerals as digits.
///
/// Titles, directors and queries go through the same steps, so `Rocky II` and `rocky 2`, or
/// `Fast & Furious` and `fast and furious`, give the same words.
enum SearchWords {
    /// The canonical words of `text`, e.g. `"The Godfather Part III"` -> `the godfather part 3`.
    static func words(of text: String) -> [[UInt8]] {
        literalWords(of: text).map(canonical)
    }

    /// The folded words of `text` before roman numerals become digits (`"Rocky II"` -> `rocky ii`).
    static func literalWords(of text: String) -> [[UInt8]] {
        SearchTextFolding.foldedBytes(text, spellingAmpersand: true)
            .split(separator: UInt8(ascii: " "))
            .map(Array.init)
    }

    /// `word` with a roman numeral from `ii` to `xx` (and `v`, `x`) replaced by its digits.
    static func canonical(_ word: [UInt8]) -> [UInt8] {
        guard word.count <= 5, word.allSatisfy(isRomanDigit) else { return word }
        return romanNumerals[word] ?? word
    }

    private static func isRomanDigit(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "i") || byte == UInt8(ascii: "v") || byte == UInt8(ascii: "x")
    }

    /// Whether `word` is a small word a query may leave out: `the`, `of`, `la`, `el`...
    static func isSmall(_ word: [UInt8]) -> Bool {
        word.count <= 4 && smallWords.contains(word)
    }

    /// The year a query word names, if it is four digits from 1900 to 2099.
    static func year(_ word: [UInt8]) -> Int? {
        guard word.count == 4, word.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let value = word.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (1900...2099).contains(value) ? value : nil
    }

    /// English, Spanish and French articles, prepositions and conjunctions.
    private static let smallWords: Set<[UInt8]> = Set(
        ["the", "a", "an", "of", "and", "el", "la", "los", "las", "le", "les", "de", "del", "y", "et"]
            .map { Array($0.utf8) })

    /// `ii`...`xx` (and the single letters `v` and `x`) to `2`...`20`; `i` stays a word.
    private static let romanNumerals: [[UInt8]: [UInt8]] = {
        let numerals = [
            "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x",
            "xi", "xii", "xiii", "xiv", "xv", "xvi", "xvii", "xviii", "xix", "xx",
        ]
        var table: [[UInt8]: [UInt8]] = [:]
        for (offset, numeral) in numerals.enumerated() {
            table[Array(numeral.utf8)] = Array(String(offset + 2).utf8)
        }
        return table
    }()
}
