/// Decodes one UTF-8 encoded scalar from raw bytes, waiting for the rest of a cut one.
enum UTF8Character {
    /// The text of the scalar at `index` (U+FFFD for an invalid sequence) and its length, or nil
    /// when the bytes end inside a valid sequence.
    static func decode(_ bytes: [UInt8], at index: Int) -> (text: String, length: Int)? {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return ("\u{FFFD}", 1)
        }
        var end = index + 1
        while end < index + length {
            guard end < bytes.count else { return nil }
            guard bytes[end] & 0xC0 == 0x80 else { return ("\u{FFFD}", end - index) }
            end += 1
        }
        var decoder = UTF8()
        var iterator = bytes[index..<end].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return ("\u{FFFD}", length) }
        return (String(scalar), length)
    }
}
