/// Fitting lines that must not lose their meaning into a width: words are moved to indented
/// continuation lines instead of being cut; only the user's query (or a single word longer
/// than a whole line) is shortened with `…`.
package enum LineWrapping {
    /// The indent of continuation lines, added to the line's own leading spaces.
    package static let continuationIndent = "  "
    /// The fewest query characters (ellipsis included) kept when a query line is shortened
    /// on one line; a line that would keep fewer is wrapped instead.
    package static let minimumQueryWidth = 12

    /// `text` broken at spaces into lines of at most `width` characters, keeping its own spacing
    /// (e.g. the aligned columns of help lines); continuation lines are indented by the line's
    /// leading spaces plus ``continuationIndent``. Only a word longer than a line is cut, with `…`,
    /// or, `splittingLongWords`, split across lines (a URL shown whole).
    ///
    /// ```swift
    /// LineWrapping.wrap("  quit (q)  exit now", to: 20) // ["  quit (q)  exit", "    now"]
    /// ```
    package static func wrap(_ text: String, to width: Int, splittingLongWords: Bool = false) -> [String] {
        guard text.count > width else { return [text] }
        let indent = String(text.prefix { $0 == " " }) + continuationIndent
        var lines: [String] = []
        var rest = Substring(text)
        // Counted once and kept up to date: recounting `rest` per line made long texts quadratic.
        var restCount = text.count
        var prefix = ""
        while prefix.count + restCount > width {
            let room = width - prefix.count
            guard let cut = breakIndex(in: rest, room: room) ?? (splittingLongWords ? splitIndex(rest, room) : nil)
            else {
                lines.append(prefix + TextFitting.truncate(String(rest), to: room))
                return lines
            }
            lines.append(prefix + String(rest[..<cut]).trimmingTrailingSpaces)
            let next = rest[cut...].drop { $0 == " " }
            restCount -= rest.distance(from: rest.startIndex, to: next.startIndex)
            rest = next
            prefix = indent.count < width / 2 ? indent : continuationIndent
        }
        if !rest.isEmpty { lines.append(prefix + rest) }
        return lines
    }

    /// Where to split a word longer than `room` (after `room` characters, at least one).
    private static func splitIndex(_ text: Substring, _ room: Int) -> Substring.Index {
        text.index(text.startIndex, offsetBy: max(1, room), limitedBy: text.endIndex) ?? text.endIndex
    }

    /// A query line in at most `width` characters a line: whole when it fits; else on one line
    /// with the query shortened (`"the lord of the…"`) when at least ``minimumQueryWidth``
    /// query characters (or the whole query) remain; else wrapped at spaces like ``wrap(_:to:)``,
    /// the quoted query (with the word glued after it) kept on one line and shortened to fit it.
    package static func fit(_ line: QueryLine, to width: Int) -> [String] {
        oneLine(line, to: width).map { [$0] } ?? wrapped(line, to: width)
    }

    /// A query line in one line of at most `width` characters: whole when it fits, else with the
    /// query shortened when at least `minimumQuery` of its characters (or the whole query)
    /// remain; nil when neither works.
    package static func oneLine(_ line: QueryLine, to width: Int, minimumQuery: Int = minimumQueryWidth) -> String? {
        let text = line.text
        guard text.count > width else { return text }
        let room = width - line.lead.count - line.tail.count - 2
        guard room >= min(line.query.count, minimumQuery) else { return nil }
        return line.lead + "\"" + TextFitting.truncate(line.query, to: room) + "\"" + line.tail
    }

    private static func wrapped(_ line: QueryLine, to width: Int) -> [String] {
        let glued = line.tail.prefix { $0 != " " }
        let after = String(line.tail.dropFirst(glued.count).drop { $0 == " " })
        var lines = line.lead.isEmpty ? [] : wrap(line.lead.trimmingTrailingSpaces, to: width)
        var current = lines.popLast() ?? ""
        let room = width - current.count - 1 - glued.count - 2
        if current.isEmpty {
            current = quoted(line.query, glued: glued, room: width - glued.count - 2)
        } else if room >= min(line.query.count, minimumQueryWidth) {
            current += " " + quoted(line.query, glued: glued, room: room)
        } else {
            lines.append(current)
            let room = width - continuationIndent.count - glued.count - 2
            current = continuationIndent + quoted(line.query, glued: glued, room: room)
        }
        if after.isEmpty { return lines + [current] }
        if current.count + 1 + after.count <= width { return lines + [current + " " + after] }
        return lines + [current] + wrap(continuationIndent + after, to: width)
    }

    private static func quoted(_ query: String, glued: Substring, room: Int) -> String {
        "\"" + TextFitting.truncate(query, to: max(1, room)) + "\"" + glued
    }

    /// The last space in `text` with at most `room` characters before it (not one of its leading
    /// spaces), or nil when the first word alone is longer than `room`.
    private static func breakIndex(in text: Substring, room: Int) -> Substring.Index? {
        let leading = text.prefix { $0 == " " }.count
        var best: Substring.Index?
        for (offset, index) in zip(0...max(0, room), text.indices) where offset > leading && text[index] == " " {
            best = index
        }
        return best
    }
}

extension StringProtocol {
    /// The text without its trailing spaces.
    var trimmingTrailingSpaces: String {
        var text = String(self)
        while text.last == " " { text.removeLast() }
        return text
    }
}
