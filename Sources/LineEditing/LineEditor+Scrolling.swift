extension LineEditor {
    /// The mark shown in place of text hidden left or right of a scrolled line.
    static let hiddenTextMark: Character = "…"

    /// Moves `scrollStart` so that the cursor is inside the `room` columns shown, with a column
    /// for ``hiddenTextMark`` on each side that hides text.
    mutating func scroll(toFit room: Int) {
        let characters = buffer.characters
        if Self.fits(characters, in: room) {
            scrollStart = 0
            return
        }
        // The first start from which the text up to the cursor fits, found walking back from
        // the cursor: the cost is what is shown, not the line's length. The cursor needs its
        // character's columns (one at the end) and, with text after it, a column for the mark.
        let cursor = buffer.cursor
        scrollStart = min(scrollStart, cursor)
        var start = cursor
        var columns = cursor < characters.count ? DisplayWidth.of(characters[cursor]) + 1 : 1
        while start > scrollStart {
            let characterWidth = DisplayWidth.of(characters[start - 1])
            let leftMark = start - 1 > 0 ? 1 : 0
            guard columns + characterWidth + leftMark <= room else { break }
            columns += characterWidth
            start -= 1
        }
        scrollStart = start
    }

    /// The text shown from `scrollStart` in `room` columns (``hiddenTextMark`` first when text is
    /// hidden on the left, last when text is hidden on the right), its columns, and the cursor's
    /// column in it.
    func visibleLine(room: Int) -> (text: String, columns: Int, cursorColumn: Int) {
        let characters = buffer.characters
        var shown = scrollStart > 0 ? String(Self.hiddenTextMark) : ""
        var columns = shown.isEmpty ? 0 : 1
        var cursorColumn = columns
        var index = scrollStart
        while index < characters.count {
            let characterWidth = DisplayWidth.of(characters[index])
            let rightMark = index + 1 < characters.count ? 1 : 0
            guard columns + characterWidth + rightMark <= room else { break }
            if index == buffer.cursor { cursorColumn = columns }
            shown.append(characters[index])
            columns += characterWidth
            index += 1
        }
        if index < characters.count {
            shown.append(Self.hiddenTextMark)
            columns += 1
        } else if buffer.cursor == characters.count {
            cursorColumn = columns
        }
        return (shown, columns, cursorColumn)
    }

    /// The bytes that show the prompt and the whole line from the start of the row, the
    /// terminal wrapping it onto the rows it needs (Enter on a line wider than the row).
    mutating func wholeLine() -> String {
        let erase = hintRowShown ? "\u{1B}[J" : "\u{1B}[K"
        hintRowShown = false
        return "\r" + erase + prompt + buffer.text
    }
}
