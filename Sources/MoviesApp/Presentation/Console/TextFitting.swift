/// Fitting text into a line width, counting characters (grapheme clusters).
///
/// Wide characters (e.g. CJK) count as one column: lines that contain them may be wider on
/// screen than `width`.
package enum TextFitting {
    /// The ellipsis appended to truncated text.
    package static let ellipsis: Character = "…"

    /// `text` if it fits in `width` characters, else its first `width - 1` characters and `…`.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 0 else { return "" }
        return String(text.prefix(width - 1)) + String(ellipsis)
    }

    /// `text` broken into lines of at most `width` characters at spaces; words longer than
    /// `width` are truncated with `…`. Runs of whitespace count as one space.
    package static func wrap(_ text: String, to width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            let word = truncate(String(word), to: width)
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
