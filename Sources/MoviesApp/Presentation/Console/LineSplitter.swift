/// Splits a byte stream into `InputLine`s at line feeds, never holding more than `maxLength`
/// bytes of one line: a longer line becomes `.tooLong` with its full length.
package struct LineSplitter: Sendable {
    /// The longest accepted line, in bytes.
    package static let defaultMaxLength = 1_000

    /// The longest accepted line, in bytes (without the line feed).
    package let maxLength: Int
    private var current: [UInt8] = []
    private var overflowCount = 0

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
            } else if overflowCount > 0 {
                overflowCount += 1
            } else if current.count == maxLength {
                overflowCount = current.count + 1
                current = []
            } else {
                current.append(byte)
            }
        }
        return lines
    }

    /// Ends the input: returns the last line when it had no line feed.
    package mutating func finish() -> [InputLine] {
        current.isEmpty && overflowCount == 0 ? [] : [takeLine()]
    }

    private mutating func takeLine() -> InputLine {
        defer {
            current = []
            overflowCount = 0
        }
        return overflowCount > 0 ? .tooLong(byteCount: overflowCount) : .bytes(current)
    }
}
