/// The columns a character takes on a terminal: 0 for a combining mark or a zero-width
/// character, 2 for East Asian wide and fullwidth characters and emoji shown as emoji, 1 for the
/// rest (what `wcwidth` gives for the common cases; no locale tables).
package enum DisplayWidth {
    /// The columns of `character` (a grapheme cluster: its first scalar decides).
    package static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2  // an emoji presentation selector
        }
        return of(first)
    }

    /// The columns of `text`.
    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest start of `text` that takes at most `columns` columns.
    package static func prefix(of text: String, fitting columns: Int) -> String {
        var used = 0
        var fitted = ""
        for character in text {
            used += of(character)
            guard used <= columns else { break }
            fitted.append(character)
        }
        return fitted
    }

    /// The columns of one scalar.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || isZeroWidth(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
