/// One line of raw input, as read from standard input (before any decoding).
package enum InputLine: Equatable, Sendable {
    /// The line's bytes, without the line feed.
    case bytes([UInt8])
    /// A line longer than the limit: only its length was kept.
    case tooLong(byteCount: Int)

    /// A line from text (tests and tools).
    package static func text(_ text: String) -> InputLine { .bytes(Array(text.utf8)) }
}
