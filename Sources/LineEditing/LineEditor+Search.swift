extension LineEditor {
    /// Handles `key` while a history search is under way (``search``): text and Backspace edit
    /// the searched text, Ctrl-R finds an older line, Ctrl-G and Esc bring the line back as it
    /// was. Any other key accepts the found line (the cursor where the text was found) and
    /// returns nil: the key is then handled as usual (Enter enters the found line).
    mutating func handleSearchKey(_ key: EditKey) -> (output: String, event: EditEvent?)? {
        guard var search else { return nil }
        let lines = history.lines
        switch key {
        case .text(let text): search.type(text, in: lines)
        case .backspace: search.deleteBackward(in: lines)
        case .reverseSearch: search.older(in: lines, previousQuery: lastSearchQuery)
        case .cancel, .escape:
            endSearch(search)
            replaceBuffer(with: search.original)
            return (redraw(), nil)
        default:
            endSearch(search)
            if let match = search.match {
                var found = LineBuffer(lines[match])
                found.setCursor(search.matchOffset)
                replaceBuffer(with: found)
            }
            return nil
        }
        self.search = search
        return (redraw(), nil)
    }

    /// Ends `search`, keeping its text for the next Ctrl-R Ctrl-R.
    private mutating func endSearch(_ search: HistorySearch) {
        if !search.query.isEmpty { lastSearchQuery = search.query }
        self.search = nil
    }

    /// The bytes that show the search's prompt and the found line on the line's row (the hint
    /// row erased), the cursor where the text was found; a line too wide is cut with `…`.
    mutating func searchRow(_ search: HistorySearch) -> String {
        let label = searchLabels.prompt(for: search)
        let line = search.shownLine(in: history.lines)
        let room = max(1, width - DisplayWidth.of(label) - 1)
        var shown = line
        if DisplayWidth.of(line) > room {
            shown = DisplayWidth.prefix(of: line, fitting: room - 1) + String(Self.hiddenTextMark)
        }
        let offset = search.match == nil ? line.count : search.matchOffset
        let cursor = min(DisplayWidth.of(line.prefix(offset)), DisplayWidth.of(shown))
        let back = DisplayWidth.of(shown) - cursor
        let erase = hintRowShown ? "\u{1B}[J" : "\u{1B}[K"
        hintRowShown = false
        return "\r" + label + shown + erase + (back > 0 ? "\u{1B}[\(back)D" : "")
    }
}
