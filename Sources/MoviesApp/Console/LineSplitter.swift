/// Splits a byte stream into `InputLine`s at line feeds, never holding more than `maxLength`
/// bytes of one line: a longer line becomes `.tooLong` with its full length.
///
/// The carriage return of a CRLF line end is not part of the line's length (the parser drops
/// it): a line of `maxLength` bytes is accepted whether it ends in LF or in CRLF.
package struct LineSplitter: Sendable {
    /// The longest accepted line, in bytes.
    package static let defaultMaxLength = 1_000

    /// The longest accepted line, in bytes (without the line feed).
    package let maxLength: Int
    private var current: [UInt8] = []
    private var overflowCount = 0
    /// The line's last byte is a carriage return held beyond `maxLength` (a CRLF at the limit).
    private var heldCarriageReturn = false
    /// The last byte fed since the line began is a carriage return.
    private var lastByteIsCarriageReturn = false

    /// Creates a splitter.
    package init(maxLength: Int = LineSplitter.defaultMaxLength) {
        self.maxLength = maxLength
    }

    /// Feeds bytes; returns the lines they complete.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputLine] {
        var lines: [InputLine] = []
        for byte in bytes {
            if byte == 0x0A {
                lines.append(takeLine())
            } else {
                append(byte)
            }
        }
        return lines
    }

    private mutating func append(_ byte: UInt8) {
        if overflowCount > 0 {
            overflowCount += 1
        } else if current.count == maxLength && byte == 0x0D && !heldCarriageReturn {
            heldCarriageReturn = true
        } else if current.count == maxLength {
            overflowCount = current.count + (heldCarriageReturn ? 2 : 1)
            current = []
            heldCarriageReturn = false
        } else {
            current.append(byte)
        }
        lastByteIsCarriageReturn = byte == 0x0D
    }

    /// Ends the input: returns the last line when it had no line feed.
    package mutating func finish() -> [InputLine] {
        current.isEmpty && overflowCount == 0 && !heldCarriageReturn ? [] : [takeLine()]
    }

    private mutating func takeLine() -> InputLine {
        defer {
            current = []
            overflowCount = 0
            heldCarriageReturn = false
            lastByteIsCarriageReturn = false
        }
        if overflowCount > 0 { return .tooLong(byteCount: overflowCount - (lastByteIsCarriageReturn ? 1 : 0)) }
        return .bytes(heldCarriageReturn ? current + [0x0D] : current)
    }
}
