extension LineEditor {
    /// Alt-.: inserts the last word of the previous history line at the cursor; pressed again
    /// right after, replaces that word with the last word of the line before (lines with no
    /// word are passed over). At the oldest line, nothing changes.
    mutating func insertLastWord() {
        let lines = history.lines
        var index = (lastWordInsertion?.index ?? lines.count) - 1
        while index >= 0 {
            if let word = lines[index].split(whereSeparator: \.isWhitespace).last {
                buffer.replaceBeforeCursor(lastWordInsertion?.length ?? 0, with: String(word))
                lastWordInsertion = (index, word.count)
                return
            }
            index -= 1
        }
    }
}
