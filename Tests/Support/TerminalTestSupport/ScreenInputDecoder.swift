/// Splits a program's terminal output into text and the controls ``ScreenModel`` understands,
/// across writes.
struct ScreenInputDecoder: Sendable {
    /// One piece of output.
    enum Token: Equatable, Sendable {
        case text(Character)
        case carriageReturn
        case lineFeed
        case backspace
        case tab
        /// `ESC [` numeric parameters and the final character (private `?` sequences have none).
        case csi([Int], Character)
    }

    private var pending: [UInt8] = []

    /// The tokens `bytes` complete.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Token] {
        pending.append(contentsOf: bytes)
        var tokens: [Token] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            tokens += String(decoding: text, as: UTF8.self).map(Token.text)
            text = []
        }
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard let (token, length) = Self.escape(pending, at: index) else { break }
                flushText()
                if let token { tokens.append(token) }
                index += length
                continue
            }
            if let control = Self.control(byte) {
                flushText()
                if let control { tokens.append(control) }
                index += 1
                continue
            }
            guard let length = Self.utf8Length(pending, at: index) else { break }
            text += pending[index..<(index + length)]
            index += length
        }
        flushText()
        pending.removeFirst(index)
        return tokens
    }

    /// A control byte's token (`.some(nil)`: a control with no effect), or nil for text.
    private static func control(_ byte: UInt8) -> Token?? {
        switch byte {
        case 0x0D: .some(.carriageReturn)
        case 0x0A, 0x0B, 0x0C: .some(.lineFeed)
        case 0x08: .some(.backspace)
        case 0x09: .some(.tab)
        case 0x00..<0x20, 0x7F: .some(nil)
        default: nil
        }
    }

    /// The token (nil: skipped) and length of the escape sequence at `index`, or nil when cut.
    private static func escape(_ bytes: [UInt8], at index: Int) -> (Token?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        guard bytes[index + 1] == UInt8(ascii: "[") else {
            if bytes[index + 1] == UInt8(ascii: "]") { return osc(bytes, at: index) }
            return (nil, 2)
        }
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameterText = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        if parameterText.hasPrefix("?") { return (nil, length) }
        let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        return (.csi(parameters, Character(Unicode.Scalar(bytes[end]))), length)
    }

    /// `ESC ]` ... BEL or `ESC \`: a title change, skipped.
    private static func osc(_ bytes: [UInt8], at index: Int) -> (Token?, Int)? {
        var end = index + 2
        while end < bytes.count {
            if bytes[end] == 0x07 { return (nil, end - index + 1) }
            if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
                return (nil, end - index + 2)
            }
            end += 1
        }
        return nil
    }

    private static func utf8Length(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return index + length <= bytes.count ? length : nil
    }
}
