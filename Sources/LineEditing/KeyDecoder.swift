/// Decodes the bytes a terminal in raw mode sends into ``EditKey``s, across reads: a UTF-8
/// character or an escape sequence split between two reads is completed by the next one.
///
/// Escape sequences: CSI (`ESC [` parameters, final byte), SS3 (`ESC O` letter) and Alt chords
/// (`ESC` then a key). A lone ESC at the end of a read may begin a sequence: it is held until the
/// next read, or until ``flush()`` (the caller calls it when no byte followed for a moment): then
/// it is ``EditKey/escape``.
/// Invalid UTF-8 becomes U+FFFD.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Whether bytes are held (an unfinished sequence or character).
    package var hasPending: Bool { !pending.isEmpty }

    /// The keys that `bytes`, after what was pending, complete.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [EditKey] {
        pending.append(contentsOf: bytes)
        var keys: [EditKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending, at: index) else { break }
            Self.append(key, to: &keys)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The keys of the bytes still held, read as they are (a lone ESC is ``EditKey/escape``).
    package mutating func flush() -> [EditKey] {
        var keys: [EditKey] = []
        var index = 0
        while index < pending.count {
            let (key, length) = Self.decode(pending, at: index) ?? Self.incomplete(pending, at: index)
            Self.append(key, to: &keys)
            index += length
        }
        pending = []
        return keys
    }

    /// Joins consecutive text (a paste) into one key, in linear time: the text is taken out of
    /// the array before it grows, so it is extended in place rather than copied per character.
    private static func append(_ key: EditKey, to keys: inout [EditKey]) {
        guard case .text(let more) = key, case .text(var text)? = keys.last else {
            keys.append(key)
            return
        }
        keys[keys.count - 1] = .ignored
        text += more
        keys[keys.count - 1] = .text(text)
    }

    /// The key at `index` and its length in bytes, or nil when more bytes are needed.
    private static func decode(_ bytes: [UInt8], at index: Int) -> (EditKey, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return EscapeSequence.decode(bytes, at: index)
        case 0x00..<0x20, 0x7F: return (ControlKeys.key(for: byte), 1)
        default: return UTF8Character.decode(bytes, at: index).map { (.text($0.text), $0.length) }
        }
    }

    /// What an unfinished sequence at the end of the input is: a lone ESC is Esc, an unfinished
    /// escape sequence is ignored, a cut UTF-8 character is U+FFFD.
    private static func incomplete(_ bytes: [UInt8], at index: Int) -> (EditKey, Int) {
        guard bytes[index] == 0x1B else { return (.text("\u{FFFD}"), bytes.count - index) }
        return (bytes.count - index == 1 ? .escape : .ignored, bytes.count - index)
    }
}
