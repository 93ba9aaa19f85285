extension LineEditor {
    /// Tab: completes the first word of the line from ``completions`` (or, when none starts with
    /// it, from ``otherCompletions``). One candidate completes
    /// (with a space after it); several extend the word to their common prefix, or, when it is
    /// already that, are given to the program to list (``EditEvent/candidates(_:)``): it prints
    /// them above the line and shows the line again. When there is no word to complete and a
    /// ``hint`` shows, Tab accepts it: the line becomes its ``LineHint/acceptedLine``.
    mutating func complete() -> (output: String, event: EditEvent?) {
        let text = buffer.text
        guard buffer.cursor == buffer.characters.count, !text.contains(" ") else { return acceptHint() }
        let word = text.lowercased()
        var candidates = completions.filter { $0.hasPrefix(word) }.sorted()
        if candidates.isEmpty, !word.isEmpty { candidates = otherCompletions.filter { $0.hasPrefix(word) }.sorted() }
        guard let first = candidates.first else { return acceptHint() }
        if candidates.count == 1 {
            replaceLine(with: first + " ")
            return (redraw(), nil)
        }
        let prefix = candidates.dropFirst().reduce(first) { common, word in
            String(zip(common, word).prefix { $0 == $1 }.map(\.0))
        }
        if prefix.count > text.count {
            replaceLine(with: prefix)
            return (redraw(), nil)
        }
        return ("", .candidates(candidates))
    }

    /// Puts the hint's line in place of the edited one (the hint stays until the program
    /// changes it); Tab again, the line as Tab left it, puts the next suggestion's line, and
    /// after the last the first again. Without a hint, only shows the line again.
    private mutating func acceptHint() -> (output: String, event: EditEvent?) {
        if let cycle = tabCycle, buffer.text == cycle.lines[cycle.index] {
            let next = (cycle.index + 1) % cycle.lines.count
            tabCycle = (cycle.lines, next)
            replaceLine(with: cycle.lines[next])
        } else if let hint {
            let lines = [hint.acceptedLine] + hint.alternatives
            tabCycle = (lines, 0)
            replaceLine(with: lines[0])
        }
        return (redraw(), nil)
    }
}
