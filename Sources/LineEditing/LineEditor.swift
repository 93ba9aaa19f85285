/// A line editor as a pure state machine: keys in, the edited line and the bytes that show it
/// out. It reads and writes nothing itself, so every key is tested with its exact output.
///
/// The line is shown on one terminal row after the prompt. A line wider than the row scrolls
/// horizontally so that the cursor stays visible (linenoise's single-line mode): lines never wrap,
/// so output printed above the line can always erase and redraw it with `\r` and `ESC [K`.
///
/// A ``hint`` (a live suggestion) is drawn on the row under the line, the cursor then moved back
/// to its place; while it shows, ``erase()`` and a removed hint erase to the end of the screen
/// (`ESC [J`). With no hint ever shown, the bytes are those of the line alone.
package struct LineEditor: Sendable {
    /// The prompt shown before the line.
    package let prompt: String
    /// The terminal's width in columns (updated on a resize).
    package var width: Int
    /// The line being edited.
    package private(set) var buffer = LineBuffer()
    /// The lines entered before, oldest first.
    package private(set) var history: EditHistory
    /// The words Tab completes (the first word of the line only).
    package var completions: [String]
    /// Where browsing the history is (an index into `history.lines`), nil on the new line.
    private var historyIndex: Int?
    /// The new line as it was when browsing began (brought back by coming back down).
    private var draft = LineBuffer()
    /// The first character shown when the line is wider than the row.
    private var scrollStart = 0
    /// The hint shown under the line, or nil; ``redraw()`` shows a change.
    package var hint: LineHint?
    /// Whether the hint is dimmed (`ESC [2m`), when colours are on.
    package var dimsHint = false
    /// Whether the row under the line shows a hint now.
    private var hintRowShown = false

    /// Creates an editor.
    package init(prompt: String, width: Int, history: EditHistory = EditHistory(), completions: [String] = []) {
        self.prompt = prompt
        self.width = width
        self.history = history
        self.completions = completions
    }

    /// Handles one key: edits the line and returns the bytes that update the screen, and what
    /// the program must do, if anything.
    package mutating func handle(_ key: EditKey) -> (output: String, event: EditEvent?) {
        switch key {
        case .enter: return submit()
        case .interrupt: return interrupt()
        case .endOfInput:
            if buffer.isEmpty { return ("\r\n", .endOfInput) }
            buffer.deleteForward()
        case .suspend: return ("", .suspend)
        case .clearScreen: return ("", .clearScreen)
        case .tab: return complete()
        case .up, .down: browse(older: key == .up)
        default: edit(key)
        }
        return (redraw(), nil)
    }

    /// The bytes that show the prompt and the line with the cursor in place, from the start of
    /// the row (after output printed above, a resize, a clear screen or a resume).
    package mutating func redraw() -> String {
        let room = max(1, width - DisplayWidth.of(prompt) - 1)
        scroll(toFit: room)
        var shown = ""
        var columns = 0
        var cursorColumn = 0
        for index in scrollStart..<buffer.characters.count {
            let character = buffer.characters[index]
            let characterWidth = DisplayWidth.of(character)
            guard columns + characterWidth <= room else { break }
            if index == buffer.cursor { cursorColumn = columns }
            shown.append(character)
            columns += characterWidth
        }
        if buffer.cursor == buffer.characters.count { cursorColumn = columns }
        let line = "\r" + prompt + shown + "\u{1B}[K"
        if let hint { return line + hintRow(hint.text, cursorColumn: DisplayWidth.of(prompt) + cursorColumn) }
        let back = columns - cursorColumn
        let erasedHint = hintRowShown ? "\u{1B}[J" : ""
        hintRowShown = false
        return line + erasedHint + (back > 0 ? "\u{1B}[\(back)D" : "")
    }

    /// The bytes that erase the prompt and the line (and the hint under them), so that output can
    /// be printed on their row.
    package mutating func erase() -> String {
        guard hintRowShown else { return "\r\u{1B}[K" }
        hintRowShown = false
        return "\r\u{1B}[J"
    }

    /// Empties the line (the program took it, or cancelled it) without showing anything.
    package mutating func clear() {
        buffer = LineBuffer()
        hint = nil
        historyIndex = nil
        scrollStart = 0
    }

    /// Replaces the line with `text`, the cursor at its end (completion).
    mutating func replaceLine(with text: String) {
        buffer = LineBuffer(text)
    }

    /// The bytes that show `text` on the row under the line (dimmed when ``dimsHint``), then
    /// bring the cursor back up to `cursorColumn`.
    private mutating func hintRow(_ text: String, cursorColumn: Int) -> String {
        hintRowShown = true
        let (style, reset) = dimsHint ? ("\u{1B}[2m", "\u{1B}[0m") : ("", "")
        let fitted = DisplayWidth.prefix(of: text, fitting: max(1, width - 1))
        return "\r\n" + style + fitted + reset + "\u{1B}[K\u{1B}[A\r"
            + (cursorColumn > 0 ? "\u{1B}[\(cursorColumn)C" : "")
    }

    private mutating func edit(_ key: EditKey) {
        switch key {
        case .text(let text): buffer.insert(text)
        case .backspace: buffer.deleteBackward()
        case .delete: buffer.deleteForward()
        case .left: buffer.move(by: -1)
        case .right: buffer.move(by: 1)
        case .home: buffer.moveToBoundary(toEnd: false)
        case .end: buffer.moveToBoundary(toEnd: true)
        case .wordLeft: buffer.moveWordLeft()
        case .wordRight: buffer.moveWordRight()
        case .killToEnd: buffer.killToEnd()
        case .killToStart: buffer.killToStart()
        case .killWordBefore: buffer.killWordBefore()
        default: break
        }
    }

    private mutating func submit() -> (output: String, event: EditEvent?) {
        buffer.moveToBoundary(toEnd: true)
        hint = nil
        let shown = redraw()
        let line = buffer.text
        history.add(line)
        clear()
        return (shown + "\r\n", .submit(line))
    }

    private mutating func interrupt() -> (output: String, event: EditEvent?) {
        let hadText = !buffer.isEmpty
        clear()
        return (redraw(), .interrupt(clearedText: hadText))
    }

    /// Up (`older`) or down through the history; the new line is kept and comes back at the bottom.
    private mutating func browse(older: Bool) {
        let lines = history.lines
        guard !lines.isEmpty else { return }
        if older {
            if historyIndex == nil { draft = buffer }
            let index = max(0, (historyIndex ?? lines.count) - 1)
            historyIndex = index
            buffer = LineBuffer(lines[index])
        } else {
            guard let index = historyIndex else { return }
            historyIndex = index + 1 < lines.count ? index + 1 : nil
            buffer = historyIndex.map { LineBuffer(lines[$0]) } ?? draft
        }
        scrollStart = 0
    }

    /// Moves `scrollStart` so that the cursor is inside the `room` columns shown.
    private mutating func scroll(toFit room: Int) {
        let characters = buffer.characters
        if Self.fits(characters, in: room) {
            scrollStart = 0
            return
        }
        // The first start from which the text before the cursor fits, found walking back from
        // the cursor: the cost is what is shown, not the line's length.
        scrollStart = min(scrollStart, buffer.cursor)
        var start = buffer.cursor
        var columns = 1
        while start > scrollStart, columns + DisplayWidth.of(characters[start - 1]) <= room {
            columns += DisplayWidth.of(characters[start - 1])
            start -= 1
        }
        scrollStart = start
    }

    /// Whether `characters` take at most `room` columns (stops counting past `room`).
    private static func fits(_ characters: [Character], in room: Int) -> Bool {
        var columns = 0
        for character in characters {
            columns += DisplayWidth.of(character)
            if columns > room { return false }
        }
        return true
    }
}
