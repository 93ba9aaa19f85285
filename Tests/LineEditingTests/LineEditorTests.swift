import LineEditing
import Testing

/// The editor key by key: the line, the cursor and the exact bytes that show them.
@Suite struct LineEditorTests {
    static let erase = "\u{1B}[K"

    /// Types `keys` into a fresh editor (prompt "> ", 20 columns) and returns it with the output of
    /// the last key.
    private func editor(
        _ keys: [EditKey], history: [String] = [], width: Int = 20, completions: [String] = []
    ) -> (editor: LineEditor, output: String, events: [EditEvent]) {
        var editor = LineEditor(
            prompt: "> ", width: width, history: EditHistory(history), completions: completions)
        var output = ""
        var events: [EditEvent] = []
        for key in keys {
            let result = editor.handle(key)
            output = result.output
            if let event = result.event { events.append(event) }
        }
        return (editor, output, events)
    }

    @Test func typingShowsTheLineWithTheCursorAtItsEnd() {
        let typed = editor([.text("alien")])
        #expect(typed.editor.buffer.text == "alien" && typed.editor.buffer.cursor == 5)
        #expect(typed.output == "\r> alien" + Self.erase)
    }

    @Test func leftMovesTheCursorByCharacterAndDisplayWidth() {
        let typed = editor([.text("千と a"), .left, .left])
        #expect(typed.editor.buffer.cursor == 2)
        #expect(typed.output == "\r> 千と a" + Self.erase + "\u{1B}[2D")
        let accents = editor([.text("Ame\u{301}lie"), .home, .right, .right, .right])
        #expect(accents.editor.buffer.cursor == 3)
        #expect(accents.output == "\r> Ame\u{301}lie" + Self.erase + "\u{1B}[3D")
    }

    @Test func editingKeys() {
        #expect(editor([.text("search alien"), .backspace]).editor.buffer.text == "search alie")
        #expect(editor([.text("abc"), .home, .delete]).editor.buffer.text == "bc")
        #expect(editor([.text("abc"), .home, .endOfInput]).editor.buffer.text == "bc")
        #expect(editor([.text("abc"), .home, .text("x"), .end, .text("y")]).editor.buffer.text == "xabcy")
        #expect(editor([.text("open 22"), .left, .killToEnd]).editor.buffer.text == "open 2")
        #expect(editor([.text("open 22"), .left, .killToStart]).editor.buffer.text == "2")
        #expect(editor([.text("search the  matrix"), .killWordBefore]).editor.buffer.text == "search the  ")
        #expect(editor([.text("search the  "), .killWordBefore]).editor.buffer.text == "search ")
        let words = editor([.text("search the matrix"), .wordLeft, .wordLeft])
        #expect(words.editor.buffer.cursor == 7)
        #expect(editor([.text("search the matrix"), .home, .wordRight]).editor.buffer.cursor == 6)
        #expect(editor([.backspace, .delete, .left, .right]).output == "\r> " + Self.erase)
    }

    @Test func enterSubmitsTheLineAddsItToTheHistoryAndStartsANewLine() {
        let entered = editor([.text("more"), .home, .enter])
        #expect(entered.events == [.submit("more")])
        #expect(entered.output == "\r> more" + Self.erase + "\r\n")
        #expect(entered.editor.buffer.isEmpty)
        #expect(entered.editor.history.lines == ["more"])
    }

    @Test func historyUpAndDownKeepTheLineBeingEdited() {
        let history = ["search alien", "search 1"]
        #expect(editor([.text("sea"), .up]).editor.buffer.text == "sea")  // no history: nothing
        var walk = editor([.text("se"), .up], history: history)
        #expect(walk.editor.buffer.text == "search 1")
        #expect(walk.output == "\r> search 1" + Self.erase)
        walk = editor([.text("se"), .up, .up, .up], history: history)
        #expect(walk.editor.buffer.text == "search alien")
        walk = editor([.text("se"), .up, .up, .down], history: history)
        #expect(walk.editor.buffer.text == "search 1")
        walk = editor([.text("se"), .up, .up, .down, .down], history: history)
        #expect(walk.editor.buffer.text == "se")
        walk = editor([.text("se"), .up, .up, .down, .down, .down], history: history)
        #expect(walk.editor.buffer.text == "se")
    }

    @Test func historyKeepsConsecutiveDuplicatesOnceAndTheNewest500() {
        let entered = editor([.text("more"), .enter, .text("more"), .enter, .text(" "), .enter, .text("back"), .enter])
        #expect(entered.editor.history.lines == ["more", "back"])
        let long = EditHistory((1...600).map { "search \($0)" })
        #expect(long.lines.count == 500 && long.lines.first == "search 101" && long.lines.last == "search 600")
    }

    @Test func ctrlCClearsTheLineAndSaysWhetherItHadText() {
        let cleared = editor([.text("open 2"), .interrupt])
        #expect(cleared.events == [.interrupt(clearedText: true)])
        #expect(cleared.output == "\r> " + Self.erase)
        #expect(editor([.interrupt]).events == [.interrupt(clearedText: false)])
    }

    @Test func ctrlDQuitsOnlyOnAnEmptyLine() {
        #expect(editor([.endOfInput]).events == [.endOfInput])
        #expect(editor([.endOfInput]).output == "\r\n")
        #expect(editor([.text("ab"), .endOfInput]).events == [])
    }

    @Test func ctrlLAndCtrlZAreLeftToTheProgram() {
        let keys = editor([.text("ab"), .clearScreen, .suspend])
        #expect(keys.events == [.clearScreen, .suspend])
        var resumed = keys.editor
        #expect(resumed.redraw() == "\r> ab" + Self.erase)
    }

    @Test func tabCompletesAUniqueCommandWordAndListsSeveral() {
        let words = ["search", "more", "open", "pick", "back", "recent", "cancel", "help", "quit"]
        #expect(editor([.text("se"), .tab], completions: words).editor.buffer.text == "search ")
        #expect(editor([.text("x"), .tab], completions: words).editor.buffer.text == "x")
        #expect(editor([.text("open 1"), .tab], completions: words).editor.buffer.text == "open 1")
        let several = editor([.text("p"), .tab], completions: words + ["play"])
        #expect(several.editor.buffer.text == "p")
        #expect(several.output == "" && several.events == [.candidates(["pick", "play"])])
        #expect(editor([.text("re"), .tab], completions: ["recent", "recall"]).editor.buffer.text == "rec")
    }

    @Test func aLineWiderThanTheRowScrollsToKeepTheCursorVisibleAndMarksHiddenText() {
        let long = editor([.text("search the lord of the rings")], width: 20)
        // 17 columns after the prompt (the last one stays empty: no autowrap): `…`, 15
        // characters, the cursor.
        #expect(long.output == "\r> …rd of the rings" + Self.erase)
        let home = editor([.text("search the lord of the rings"), .home], width: 20)
        #expect(home.output == "\r> search the lord …" + Self.erase + "\u{1B}[17D")
        let middle = editor(
            [
                .text("search the lord of the rings"), .home, .wordRight, .wordRight, .wordRight,
                .wordRight, .wordRight,
            ], width: 20)
        // The cursor on the space before "rings", the last column but one.
        #expect(middle.output == "\r> …he lord of the …" + Self.erase + "\u{1B}[2D")
        let wide = editor([.text("千千千千千千千千千千")], width: 12)
        #expect(wide.output == "\r> …千千千" + Self.erase)
    }

    @Test func enterShowsALineWiderThanTheRowWholeForTheScrollback() {
        let entered = editor([.text("search the lord of the rings"), .home, .enter], width: 20)
        #expect(entered.output == "\r" + Self.erase + "> search the lord of the rings\r\n")
        #expect(entered.events == [.submit("search the lord of the rings")])
    }

    @Test func aResizeIsShownAtTheNextRedraw() {
        var typed = editor([.text("search the lord of the rings")], width: 20).editor
        typed.width = 80
        #expect(typed.redraw() == "\r> search the lord of the rings" + Self.erase)
        #expect(typed.erase() == "\r" + Self.erase)
    }
}
