/// Reads the escape sequences of JSON string literals (`\n`, `\u00e9`, `\ud83d\ude00`): the one
/// decoder that the package's hand-written JSON readers share.
package enum JSONEscape {
    /// Why an escape sequence is not JSON.
    package enum Problem: Error, Equatable {
        /// The text ends right after the backslash.
        case unterminated
        /// The letter after the backslash is not one JSON defines.
        case invalidLetter
        /// Fewer than four bytes follow `\u`.
        case shortUnicode
        /// The four bytes after `\u` are not all hexadecimal digits.
        case badUnicode
        /// A UTF-16 surrogate that is not half of a pair (refused only when asked, as
        /// `JSONDecoder` refuses it).
        case loneSurrogate
    }

    /// Appends the UTF-8 of the escape sequence whose letter is at `index` (just after its
    /// backslash) to `text`, and moves `index` past the sequence (a surrogate pair is one).
    /// - Parameters:
    ///   - bytes: the JSON text.
    ///   - end: where the text ends in `bytes`.
    ///   - index: the letter's position; on return, the position after the sequence.
    ///   - text: the string read so far, as UTF-8.
    ///   - refusingLoneSurrogates: throw ``Problem/loneSurrogate`` for a surrogate that is not
    ///     half of a pair, as `JSONDecoder` does, instead of reading it as U+FFFD.
    /// - Throws: the ``Problem`` of a malformed sequence (`index` is then somewhere inside it).
    package static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, end: Int, at index: inout Int, into text: inout [UInt8],
        refusingLoneSurrogates: Bool = false
    ) throws(Problem) {
        guard index < end else { throw .unterminated }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try unicodeScalar(bytes, end: end, at: &index)
            if scalar == nil && refusingLoneSurrogates { throw .loneSurrogate }
            text.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
        default: throw .invalidLetter
        }
    }

    /// The scalar of `XXXX` (after `\u`) at `index`, with the low half of a surrogate pair.
    ///
    /// A surrogate that is not half of a pair (which no Unicode text can hold, though JSON's
    /// grammar allows it) gives nil, and only its own six bytes are consumed: whatever follows it
    /// (`\u0041` in `\ud800\u0041`) is read as it would be anywhere else.
    private static func unicodeScalar(
        _ bytes: UnsafeBufferPointer<UInt8>, end: Int, at index: inout Int
    ) throws(Problem) -> Unicode.Scalar? {
        let first = try hex4(bytes, end: end, at: &index)
        guard (0xD800..<0xE000).contains(first) else { return Unicode.Scalar(first) }
        guard first < 0xDC00, index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        var afterSecond = index + 2
        guard let second = try? hex4(bytes, end: end, at: &afterSecond), (0xDC00..<0xE000).contains(second) else {
            return nil
        }
        index = afterSecond
        return Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00))
    }

    private static func hex4(
        _ bytes: UnsafeBufferPointer<UInt8>, end: Int, at index: inout Int
    ) throws(Problem) -> UInt32 {
        guard index + 4 <= end else { throw .shortUnicode }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = hexValue(byte) else { throw .badUnicode }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
