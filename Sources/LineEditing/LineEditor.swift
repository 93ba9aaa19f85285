/// A line editor as a pure state machine: keys in, the edited line and the bytes that show it
/// out. It reads and writes nothing itself, so every key is tested with its exact output.
///
/// The line is shown on one terminal row after the prompt. A line wider than the row scrolls
/// horizontally so that the cursor stays visible (linenoise's single-line mode), a `…` in the
/// first or last column marking text hidden on that side: lines never wrap while edited, so
/// output printed above the line can always erase and redraw it with `\r` and `ESC [K`. Enter
/// shows such a line whole (the terminal wraps it), so that the scrollback keeps all of it.
///
/// Up and Down recall the history lines that start with the text typed before browsing began
/// (all of them when nothing was typed); Ctrl-R searches the history (``HistorySearch``);
/// Ctrl-Y yanks what Ctrl-K, Ctrl-U or Ctrl-W last deleted; Alt-. inserts the last word of the
/// previous history line.
///
/// A ``hint`` (a live suggestion) is drawn on the row under the line, the cursor then moved back
/// to its place; while it shows, ``erase()`` and a removed hint erase to the end of the screen
/// (`ESC [J`). With no hint ever shown, the bytes are those of the line alone.
package struct LineEditor: Sendable {
    /// The prompt shown before the line (it may change between keys: the next redraw shows it).
    package var prompt: String
    /// The terminal's width in columns (updated on a resize).
    package var width: Int
    /// The line being edited.
    package internal(set) var buffer = LineBuffer()
    /// The lines entered before, oldest first.
    package private(set) var history: EditHistory
    /// The words Tab completes (the first word of the line only).
    package var completions: [String]
    /// More words Tab completes, only when none of ``completions`` starts with the typed word
    /// (aliases from other languages); never listed for an empty word.
    package var otherCompletions: [String]
    /// The words of the history search's prompt.
    package var searchLabels = HistorySearchLabels.english
    /// The history search under way (Ctrl-R), or nil.
    package internal(set) var search: HistorySearch?
    /// The text of the last history search, searched again by Ctrl-R Ctrl-R.
    var lastSearchQuery = ""
    /// What the last Ctrl-K, Ctrl-U or Ctrl-W deleted (Ctrl-Y inserts it).
    var killed = ""
    /// After Alt-.: the history line its word came from and the word's length in characters
    /// (the next Alt-. replaces it with the word of an older line).
    var lastWordInsertion: (index: Int, length: Int)?
    /// Where browsing the history is (an index into `history.lines`), nil on the new line.
    private var historyIndex: Int?
    /// The new line as it was when browsing began (brought back by coming back down).
    private var draft = LineBuffer()
    /// The first character shown when the line is wider than the row.
    var scrollStart = 0
    /// The hint shown under the line, or nil; ``redraw()`` shows a change.
    package var hint: LineHint?
    /// Whether the hint is dimmed (`ESC [2m`), when colours are on.
    package var dimsHint = false
    /// Whether the row under the line shows a hint now.
    var hintRowShown = false
    /// After Tab accepted a hint: its lines and the one on the line now (the next Tab, with the
    /// line unchanged, takes the next one). Any other key ends the cycle.
    var tabCycle: (lines: [String], index: Int)?

    /// Creates an editor.
    package init(
        prompt: String, width: Int, history: EditHistory = EditHistory(), completions: [String] = [],
        otherCompletions: [String] = []
    ) {
        self.prompt = prompt
        self.width = width
        self.history = history
        self.completions = completions
        self.otherCompletions = otherCompletions
    }

    /// Handles one key: edits the line and returns the bytes that update the screen, and what
    /// the program must do, if anything.
    package mutating func handle(_ key: EditKey) -> (output: String, event: EditEvent?) {
        if let handled = handleSearchKey(key) { return handled }
        if key != .insertLastWord { lastWordInsertion = nil }
        if key != .tab { tabCycle = nil }
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
        case .reverseSearch: search = HistorySearch(original: buffer)
        case .yank: buffer.insert(killed)
        case .insertLastWord: insertLastWord()
        default: edit(key)
        }
        return (redraw(), nil)
    }

    /// The bytes that show the prompt and the line with the cursor in place, from the start of
    /// the row (after output printed above, a resize, a clear screen or a resume).
    package mutating func redraw() -> String {
        if let search { return searchRow(search) }
        let room = lineRoom
        scroll(toFit: room)
        let (shown, columns, cursorColumn) = visibleLine(room: room)
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
        search = nil
        lastWordInsertion = nil
    }

    /// The columns the line may take after the prompt (the last column is left for the cursor).
    var lineRoom: Int { max(1, width - DisplayWidth.of(prompt) - 1) }

    /// Replaces the line with `buffer` (a history search accepted).
    mutating func replaceBuffer(with buffer: LineBuffer) {
        self.buffer = buffer
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
        case .killToEnd: keep(buffer.killToEnd())
        case .killToStart: keep(buffer.killToStart())
        case .killWordBefore: keep(buffer.killWordBefore())
        default: break
        }
    }

    /// Keeps deleted text for Ctrl-Y (deleting nothing keeps what was deleted before).
    private mutating func keep(_ text: String) {
        if !text.isEmpty { killed = text }
    }

    private mutating func submit() -> (output: String, event: EditEvent?) {
        buffer.moveToBoundary(toEnd: true)
        hint = nil
        let shown = Self.fits(buffer.characters, in: lineRoom) ? redraw() : wholeLine()
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

    /// Up (`older`) or down through the history lines that start with the line as it was when
    /// browsing began (every line when it was empty); that line is kept and comes back at the
    /// bottom. With no older line to show, Up changes nothing.
    private mutating func browse(older: Bool) {
        let lines = history.lines
        if historyIndex == nil { draft = buffer }
        let prefix = draft.text
        if older {
            var index = (historyIndex ?? lines.count) - 1
            while index >= 0, !lines[index].hasPrefix(prefix) { index -= 1 }
            guard index >= 0 else { return }
            historyIndex = index
            buffer = LineBuffer(lines[index])
        } else {
            guard let current = historyIndex else { return }
            var index = current + 1
            while index < lines.count, !lines[index].hasPrefix(prefix) { index += 1 }
            historyIndex = index < lines.count ? index : nil
            buffer = historyIndex.map { LineBuffer(lines[$0]) } ?? draft
        }
        scrollStart = 0
    }

    /// Whether `characters` take at most `room` columns (stops counting past `room`).
    static func fits(_ characters: [Character], in room: Int) -> Bool {
        var columns = 0
        for character in characters {
            columns += DisplayWidth.of(character)
            if columns > room { return false }
        }
        return true
    }
}
