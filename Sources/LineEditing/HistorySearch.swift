/// An incremental reverse search of the history (Ctrl-R), as readline's: the text typed so far
/// and the newest history line that contains it (case-sensitive).
///
/// Each step looks at the lines older than the match only, so a search costs at most one pass
/// over the history, and typing a key does not search more than the lines it must.
package struct HistorySearch: Equatable, Sendable {
    /// The text searched for.
    package private(set) var query = ""
    /// The index in the history of the line found, or nil while nothing was found.
    package private(set) var match: Int?
    /// The characters of the found line before the first occurrence of ``query``.
    package private(set) var matchOffset = 0
    /// Whether the last step found nothing (the previous match, if any, still shows).
    package private(set) var failed = false
    /// The line being edited when the search began (Ctrl-G and Esc bring it back).
    package let original: LineBuffer

    /// A search that has found nothing yet, begun while `original` was being edited.
    package init(original: LineBuffer) {
        self.original = original
    }

    /// The line shown: the found line, or the original one while nothing was found.
    package func shownLine(in lines: [String]) -> String {
        match.map { lines[$0] } ?? original.text
    }

    /// `text` typed: the query grows; the match stays if it still contains it, else an older one.
    package mutating func type(_ text: String, in lines: [String]) {
        query += text
        find(in: lines, from: match ?? lines.count - 1, skipping: nil)
    }

    /// Backspace: the query shrinks and the newest line containing it is found again.
    package mutating func deleteBackward(in lines: [String]) {
        guard !query.isEmpty else { return }
        query.removeLast()
        match = nil
        matchOffset = 0
        failed = false
        if !query.isEmpty { find(in: lines, from: lines.count - 1, skipping: nil) }
    }

    /// Ctrl-R again: the next older line containing the query (a line equal to the match is
    /// skipped); with nothing typed yet, searches for `previousQuery` (the last search's text).
    package mutating func older(in lines: [String], previousQuery: String) {
        if query.isEmpty { query = previousQuery }
        guard !query.isEmpty else { return }
        find(in: lines, from: (match ?? lines.count) - 1, skipping: match.map { lines[$0] })
    }

    /// Finds the newest line at `start` or older that contains the query and is not `skipped`.
    private mutating func find(in lines: [String], from start: Int, skipping skipped: String?) {
        var index = min(start, lines.count - 1)
        while index >= 0 {
            let line = lines[index]
            if line != skipped, let range = line.firstRange(of: query) {
                match = index
                matchOffset = line.distance(from: line.startIndex, to: range.lowerBound)
                failed = false
                return
            }
            index -= 1
        }
        failed = true
    }
}
