/// The single control bytes of a terminal in raw mode and the keys they are.
enum ControlKeys {
    /// The key of control byte `byte` (0x00-0x1F or DEL).
    static func key(for byte: UInt8) -> EditKey {
        switch byte {
        case 0x01: .home  // Ctrl-A
        case 0x02: .left  // Ctrl-B
        case 0x03: .interrupt  // Ctrl-C
        case 0x04: .endOfInput  // Ctrl-D
        case 0x05: .end  // Ctrl-E
        case 0x06: .right  // Ctrl-F
        case 0x07: .cancel  // Ctrl-G
        case 0x08, 0x7F: .backspace  // Ctrl-H, DEL
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x0B: .killToEnd  // Ctrl-K
        case 0x0C: .clearScreen  // Ctrl-L
        case 0x0E: .down  // Ctrl-N
        case 0x10: .up  // Ctrl-P
        case 0x12: .reverseSearch  // Ctrl-R
        case 0x15: .killToStart  // Ctrl-U
        case 0x17: .killWordBefore  // Ctrl-W
        case 0x19: .yank  // Ctrl-Y
        case 0x1A: .suspend  // Ctrl-Z
        default: .ignored
        }
    }
}
