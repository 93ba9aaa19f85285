/// One word of a catalog search query and how it may match.
struct QueryWord: Equatable, Sendable {
    /// The canonical word (roman numerals as digits), e.g. `3` for `iii`.
    let text: [UInt8]
    /// The word as folded, before roman numerals become digits; a prefix match also tries it.
    let literal: [UInt8]
    /// Whether it is the query's last word, which may be the start of a longer word.
    let isLast: Bool
    /// Whether it is a small word (`the`, `of`, `la`...) that a title need not contain.
    let isSmall: Bool
    /// The year it names (1900-2099), which a film of that year matches as well as a title word.
    let year: Int?

    /// Whether the word contains a digit (no typo is looked for in such a word).
    var hasDigit: Bool {
        text.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The edits a typo in this word may have (``TypoDistance/allowance(forLength:)``).
    var typoAllowance: Int {
        hasDigit ? 0 : TypoDistance.allowance(forLength: text.count)
    }
}
