import LineEditing

/// A small VT100 screen for tests: feed it what a program wrote to its terminal and read the
/// visible screen back, as a person would see it.
///
/// Understood: printable text (wide characters take two cells), CR, LF (scrolling at the
/// bottom), BS, TAB, autowrap at the right margin, `ESC [ n A/B/C/D/G/H/f/J/K` and SGR
/// (`ESC [ ... m`, ignored: colour is not on the screen). Other sequences are skipped.
package struct ScreenModel: Sendable {
    /// The screen's width in cells.
    package let width: Int
    /// The screen's height in rows.
    package let height: Int
    /// The cursor's row, from 0.
    package private(set) var row = 0
    /// The cursor's column, from 0.
    package private(set) var column = 0
    private var cells: [[String]]
    private var pendingWrap = false
    private var decoder = ScreenInputDecoder()

    /// A blank screen of `width` x `height` cells.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The rows as text, trailing spaces removed, trailing empty rows left out.
    package var lines: [String] {
        var rows = cells.map(Self.text(of:))
        while rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The cursor's row as text, trailing spaces removed: the line being edited, whatever the
    /// program drew under it (a hint row arrives in the same read as the echo or after it).
    package var cursorLine: String { Self.text(of: cells[row]) }

    private static func text(of row: [String]) -> String {
        let text = row.joined().filter { $0 != "\u{0}" }
        return String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// Applies what the program wrote.
    package mutating func feed(_ bytes: some Sequence<UInt8>) {
        for token in decoder.feed(bytes) { apply(token) }
    }

    private mutating func apply(_ token: ScreenInputDecoder.Token) {
        switch token {
        case .text(let character): put(character)
        case .carriageReturn:
            column = 0
            pendingWrap = false
        case .lineFeed: lineFeed()
        case .backspace:
            column = max(0, column - 1)
            pendingWrap = false
        case .tab: column = min(width - 1, (column / 8 + 1) * 8)
        case .csi(let parameters, let final): csi(parameters, final)
        }
    }

    private mutating func put(_ character: Character) {
        let cellCount = DisplayWidth.of(character)
        guard cellCount > 0 else {
            if column > 0 { cells[row][column - 1] += String(character) }
            return
        }
        if pendingWrap || column + cellCount > width {
            column = 0
            lineFeed()
        }
        cells[row][column] = String(character)
        if cellCount == 2, column + 1 < width { cells[row][column + 1] = "\u{0}" }
        column += cellCount
        if column >= width {
            column = width - 1
            pendingWrap = true
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if row == height - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: width))
        } else {
            row += 1
        }
    }

    private mutating func csi(_ parameters: [Int], _ final: Character) {
        let first = max(1, parameters.first ?? 1)
        pendingWrap = false
        switch final {
        case "A": row = max(0, row - first)
        case "B": row = min(height - 1, row + first)
        case "C": column = min(width - 1, column + first)
        case "D": column = max(0, column - first)
        case "G": column = min(width - 1, first - 1)
        case "H", "f":
            row = min(height - 1, max(1, parameters.first ?? 1) - 1)
            column = min(width - 1, max(1, parameters.dropFirst().first ?? 1) - 1)
        case "J": eraseScreen(parameters.first ?? 0)
        case "K": eraseLine(parameters.first ?? 0)
        case "M": deleteRows(first)
        default: break
        }
    }

    /// CSI M: deletes `count` rows from the cursor's down; the rows under them move up, blank
    /// rows come in at the bottom, and the cursor goes to the first column.
    private mutating func deleteRows(_ count: Int) {
        let removed = min(count, height - row)
        cells.removeSubrange(row..<(row + removed))
        cells.append(contentsOf: Array(repeating: Array(repeating: " ", count: width), count: removed))
        column = 0
    }

    private mutating func eraseLine(_ mode: Int) {
        let range = mode == 0 ? column..<width : mode == 1 ? 0..<(column + 1) : 0..<width
        for index in range { cells[row][index] = " " }
    }

    private mutating func eraseScreen(_ mode: Int) {
        let rows = mode == 0 ? (row + 1)..<height : mode == 1 ? 0..<row : 0..<height
        if mode != 2 && mode != 3 { eraseLine(mode) }
        for index in rows { cells[index] = Array(repeating: " ", count: width) }
    }
}
