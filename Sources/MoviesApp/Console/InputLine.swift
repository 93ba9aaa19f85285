/// One line of raw input, as read from standard input (before any decoding).
package enum InputLine: Equatable, Sendable {
    /// The line's bytes, without the line feed.
    case bytes([UInt8])
    /// A line longer than the limit: only its length was kept.
    case tooLong(byteCount: Int)
    /// A line the line editor read from bytes that are not UTF-8 (it shows them as U+FFFD while
    /// the line is edited): refused as invalid UTF-8, as the same bytes in a script are.
    case notUTF8

    /// A line from text (tests and tools).
    package static func text(_ text: String) -> InputLine { .bytes(Array(text.utf8)) }
}
