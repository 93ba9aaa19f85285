/// Completion candidates laid out for a terminal `width` columns wide, as readline lists them:
/// on one line when they fit, else in columns read downwards, each as wide as the widest word
/// plus two spaces. No line reaches the last column, so the terminal never wraps one.
package enum CandidateColumns {
    /// The gap between two columns (and between words on one line).
    static let gap = 2

    /// The lines that show `words`, in their order.
    package static func lines(_ words: [String], width: Int) -> [String] {
        let room = max(1, width - 1)
        let oneLine = words.joined(separator: String(repeating: " ", count: gap))
        guard DisplayWidth.of(oneLine) > room else { return words.isEmpty ? [] : [oneLine] }
        let widths = words.map { DisplayWidth.of($0) }
        let columnWidth = (widths.max() ?? 0) + gap
        let columns = max(1, (room + gap) / columnWidth)
        let rows = (words.count + columns - 1) / columns
        return (0..<rows).map { row in
            var line = ""
            var index = row
            while index < words.count {
                let next = index + rows
                line += words[index]
                if next < words.count { line += String(repeating: " ", count: columnWidth - widths[index]) }
                index = next
            }
            return line
        }
    }
}
