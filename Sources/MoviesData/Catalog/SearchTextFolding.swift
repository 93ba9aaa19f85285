import Foundation

/// The text normalisation used by catalog search: case-, accent- and punctuation-insensitive.
///
/// `fold` lowercases, strips accents (`é` -> `e`, `ß` -> `ss`, `æ` -> `ae`), drops apostrophes
/// (`Schindler’s` -> `schindlers`), turns every other non-alphanumeric character into a word
/// break, and joins the words with single spaces. The result has no leading or trailing space.
/// Letters of other scripts (Greek, Cyrillic, CJK) are kept, lowercased.
package enum SearchTextFolding {
    /// Folds `text` for matching, e.g. `"Star Wars: Episode IV – A New Hope"` ->
    /// `"star wars episode iv a new hope"`; returns `""` when `text` has no letters or digits.
    package static func fold(_ text: String) -> String {
        String(decoding: foldedBytes(text), as: UTF8.self)
    }

    /// The UTF-8 bytes of `fold(text)`; with `spellingAmpersand`, `&` is the word `and`
    /// (`Fast & Furious` -> `fast and furious`), as catalog search wants it.
    static func foldedBytes(_ text: String, spellingAmpersand: Bool = false) -> [UInt8] {
        var writer = FoldedTextWriter()
        writer.spellsAmpersand = spellingAmpersand
        writer.output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            writer.append(scalar)
        }
        return writer.output
    }
}

/// Accumulates folded bytes, collapsing word breaks into single spaces.
struct FoldedTextWriter {
    var output: [UInt8] = []
    /// Whether `&` is written as the word `and` (else it is a word break).
    var spellsAmpersand = false
    private var pendingBreak = false

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            appendASCII(UInt8(truncatingIfNeeded: scalar.value))
        } else if Self.apostrophes.contains(scalar.value) {
            return
        } else if let replacement = Self.specialLetters[scalar.value] {
            for byte in replacement.utf8 { emit(byte) }
        } else {
            appendDecomposed(scalar)
        }
    }

    private mutating func appendASCII(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            emit(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            emit(byte + 32)
        case UInt8(ascii: "'"), UInt8(ascii: "`"):
            return
        case UInt8(ascii: "&") where spellsAmpersand:
            pendingBreak = true
            for letter in "and".utf8 { emit(letter) }
            pendingBreak = true
        default:
            pendingBreak = true
        }
    }

    private mutating func appendDecomposed(_ scalar: Unicode.Scalar) {
        let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping
        for part in decomposed.unicodeScalars {
            if part.isASCII {
                appendASCII(UInt8(truncatingIfNeeded: part.value))
            } else if Self.isMark(part) {
                continue
            } else if part.properties.isAlphabetic || part.properties.numericType != nil {
                for byte in part.properties.lowercaseMapping.utf8 { emit(byte) }
            } else {
                pendingBreak = true
            }
        }
    }

    private mutating func emit(_ byte: UInt8) {
        if pendingBreak && !output.isEmpty {
            output.append(UInt8(ascii: " "))
        }
        pendingBreak = false
        output.append(byte)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Right and left single quotes and the modifier apostrophe: dropped like `'`.
    private static let apostrophes: Set<UInt32> = [0x2018, 0x2019, 0x02BC, 0x00B4]

    /// Letters with no canonical decomposition to a base Latin letter.
    private static let specialLetters: [UInt32: String] = [
        0x00DF: "ss", 0x1E9E: "ss", 0x00E6: "ae", 0x00C6: "ae", 0x0153: "oe", 0x0152: "oe",
        0x00F8: "o", 0x00D8: "o", 0x0142: "l", 0x0141: "l", 0x0111: "d", 0x0110: "d",
        0x00F0: "d", 0x00D0: "d", 0x00FE: "th", 0x00DE: "th", 0x0131: "i",
    ]
}
