/// How well one query word matched one movie, packed in a byte (0: no match; lower is better).
struct MatchQuality: Equatable, Sendable {
    /// How the word matched a term.
    enum Kind: UInt8 {
        /// The whole word.
        case exact = 0
        /// The start of a longer word (the query's last word only).
        case prefix
        /// One edit away.
        case oneTypo
        /// Two edits away.
        case twoTypos
    }

    /// Where it matched.
    enum Field: UInt8 {
        /// A word of the title.
        case title = 0
        /// A word of the director's name.
        case director
        /// The film's year.
        case year
    }

    /// The packed value: `kind * 3 + field + 1`.
    let code: UInt8

    /// Packs a match.
    init(_ kind: Kind, _ field: Field) {
        code = kind.rawValue * 3 + field.rawValue + 1
    }

    /// Unpacks a nonzero code.
    init(code: UInt8) {
        self.code = code
    }

    /// How the word matched.
    var kind: Kind { Kind(rawValue: (code - 1) / 3) ?? .twoTypos }

    /// Where it matched.
    var field: Field { Field(rawValue: (code - 1) % 3) ?? .year }

    /// The edits of a typo match, else 0.
    var edits: Int {
        switch kind {
        case .exact, .prefix: 0
        case .oneTypo: 1
        case .twoTypos: 2
        }
    }
}
