/// Fitting text into a line width, counting characters (grapheme clusters).
///
/// Wide characters (e.g. CJK) count as one column: lines that contain them may be wider on
/// screen than `width`.
package enum TextFitting {
    /// The ellipsis appended to truncated text.
    package static let ellipsis: Character = "…"
    /// The least width ``truncateMiddle(_:to:)`` cuts in the middle; narrower, the start is kept.
    package static let middleCutWidth = 12

    /// `text` if it fits in `width` characters, else its first `width - 1` characters and `…`.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 0 else { return "" }
        return String(text.prefix(width - 1)) + String(ellipsis)
    }

    /// `text` if it fits in `width` characters, else its start and its end around `…`, the start
    /// one character longer when they differ: `The Godfa… Part II` and `The Godfa…Part III`, where
    /// cutting the end would show `The Godfather Part …` for both. What tells titles apart
    /// (a sequel's number, a subtitle) is usually at their end. Below ``middleCutWidth``
    /// characters, where two short halves would tell nothing, as ``truncate(_:to:)``.
    package static func truncateMiddle(_ text: String, to width: Int) -> String {
        guard text.count > width, width >= middleCutWidth else { return truncate(text, to: width) }
        let kept = width - 1
        let head = (kept + 1) / 2
        return String(text.prefix(head)) + String(ellipsis) + String(text.suffix(kept - head))
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
