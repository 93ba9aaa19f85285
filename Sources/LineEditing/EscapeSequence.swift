/// The escape sequences of the keys the editor uses (xterm, VT100, Linux console, rxvt).
enum EscapeSequence {
    /// The key of the sequence starting with ESC at `index`, and its length, or nil when the
    /// sequence is not complete yet.
    static func decode(_ bytes: [UInt8], at index: Int) -> (EditKey, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["): return csi(bytes, at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (ss3(bytes[index + 2]), 3)
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return (.wordLeft, 2)
        case UInt8(ascii: "f"), UInt8(ascii: "F"): return (.wordRight, 2)
        case 0x7F, 0x08: return (.killWordBefore, 2)  // Alt-Backspace
        case UInt8(ascii: "."): return (.insertLastWord, 2)  // Alt-.
        case 0x1B: return (.escape, 1)  // ESC ESC: the first is a lone ESC
        default: return (.ignored, 2)
        }
    }

    /// `ESC [` parameters (0x30-0x3F), intermediates (0x20-0x2F), then a final byte (0x40-0x7E).
    private static func csi(_ bytes: [UInt8], at index: Int) -> (EditKey, Int)? {
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        guard (0x40...0x7E).contains(bytes[end]) else { return (.ignored, length - 1) }
        return (csiKey(parameters: parameters, final: bytes[end]), length)
    }

    private static func csiKey(parameters: String, final: UInt8) -> EditKey {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let modified = fields.count > 1 && fields[1] != "1"
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return modified ? .wordRight : .right
        case UInt8(ascii: "D"): return modified ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"): return tildeKey(fields.first.map(String.init) ?? "")
        default: return .ignored
        }
    }

    /// `ESC [ N ~` keys: 1/7 Home, 4/8 End, 3 Delete.
    private static func tildeKey(_ number: String) -> EditKey {
        switch number {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        default: .ignored
        }
    }

    /// `ESC O` letter keys (application cursor mode).
    private static func ss3(_ letter: UInt8) -> EditKey {
        switch letter {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .ignored
        }
    }
}
