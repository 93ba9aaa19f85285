import LineEditing
import Testing

/// The readline keys that recall text: Up and Down filtered by the typed prefix, Ctrl-R's
/// incremental search, Ctrl-Y and Alt-.: the line, the cursor and the exact bytes.
@Suite struct LineEditorRecallTests {
    static let erase = "\u{1B}[K"
    static let history = ["love actually", "open 2", "lost in translation", "search alien", "lo", "back"]

    /// Types `keys` into an editor (prompt "> ", `width` columns) over `history`; returns it, the
    /// output of the last key and the events.
    private func editor(
        _ keys: [EditKey], history: [String] = Self.history, width: Int = 60
    ) -> (editor: LineEditor, output: String, events: [EditEvent]) {
        var editor = LineEditor(prompt: "> ", width: width, history: EditHistory(history))
        var output = ""
        var events: [EditEvent] = []
        for key in keys {
            let result = editor.handle(key)
            output = result.output
            if let event = result.event { events.append(event) }
        }
        return (editor, output, events)
    }

    @Test func upAndDownRecallOnlyTheLinesStartingWithTheTypedText() {
        #expect(editor([.text("lo"), .up]).editor.buffer.text == "lo")
        #expect(editor([.text("lo"), .up, .up]).editor.buffer.text == "lost in translation")
        let oldest = editor([.text("lo"), .up, .up, .up])
        #expect(oldest.editor.buffer.text == "love actually")
        #expect(oldest.output == "\r> love actually" + Self.erase)
        // No older line starts with "lo": Up keeps the line.
        #expect(editor([.text("lo"), .up, .up, .up, .up]).editor.buffer.text == "love actually")
        #expect(editor([.text("lo"), .up, .up, .up, .down]).editor.buffer.text == "lost in translation")
        #expect(editor([.text("lo"), .up, .up, .down, .down]).editor.buffer.text == "lo")
        #expect(editor([.text("zz"), .up]).editor.buffer.text == "zz")
        // An empty line walks the whole history.
        #expect(editor([.up, .up]).editor.buffer.text == "lo")
        #expect(editor([.up, .up, .up, .up, .up, .up, .up]).editor.buffer.text == "love actually")
    }

    @Test func ctrlRFindsTheNewestLineContainingTheTypedTextAndAgainAnOlderOne() {
        let start = editor([.reverseSearch])
        #expect(start.output == "\r(reverse-i-search)'': " + Self.erase)
        let lo = editor([.text("x"), .reverseSearch, .text("lo")])
        #expect(lo.editor.buffer.text == "x")
        #expect(lo.output == "\r(reverse-i-search)'lo': lo" + Self.erase + "\u{1B}[2D")
        let older = editor([.reverseSearch, .text("lo"), .reverseSearch])
        #expect(older.output == "\r(reverse-i-search)'lo': lost in translation" + Self.erase + "\u{1B}[19D")
        let ove = editor([.reverseSearch, .text("lo"), .reverseSearch, .text("v")])
        #expect(ove.output == "\r(reverse-i-search)'lov': love actually" + Self.erase + "\u{1B}[13D")
        let inner = editor([.reverseSearch, .text("alie")])
        #expect(inner.output == "\r(reverse-i-search)'alie': search alien" + Self.erase + "\u{1B}[5D")
    }

    @Test func ctrlRSaysWhenNothingMatchesAndBackspaceSearchesAgain() {
        let failed = editor([.reverseSearch, .text("lov"), .text("x")])
        #expect(failed.output == "\r(failed reverse-i-search)'lovx': love actually" + Self.erase + "\u{1B}[13D")
        let back = editor([.reverseSearch, .text("lov"), .text("x"), .backspace, .backspace, .backspace])
        #expect(back.output == "\r(reverse-i-search)'l': lo" + Self.erase + "\u{1B}[2D")
        let oldest = editor([.reverseSearch, .text("lo"), .reverseSearch, .reverseSearch, .reverseSearch])
        #expect(oldest.output == "\r(failed reverse-i-search)'lo': love actually" + Self.erase + "\u{1B}[13D")
    }

    @Test func enterAcceptsTheFoundLineAndCtrlGOrEscBringsTheLineBack() {
        let entered = editor([.reverseSearch, .text("alien"), .enter])
        #expect(entered.events == [.submit("search alien")])
        #expect(entered.output == "\r> search alien" + Self.erase + "\r\n")
        #expect(entered.editor.history.lines.last == "search alien")
        for key in [EditKey.cancel, .escape] {
            let cancelled = editor([.text("draft"), .left, .reverseSearch, .text("alien"), key])
            #expect(cancelled.editor.buffer.text == "draft" && cancelled.editor.buffer.cursor == 4)
            #expect(cancelled.output == "\r> draft" + Self.erase + "\u{1B}[1D")
            #expect(cancelled.editor.search == nil)
        }
    }

    @Test func anotherKeyAcceptsTheFoundLineAtTheMatchAndActs() {
        let edited = editor([.reverseSearch, .text("trans"), .text("x")])
        #expect(edited.editor.search != nil)
        let moved = editor([.reverseSearch, .text("trans"), .right])
        #expect(moved.editor.search == nil)
        #expect(moved.editor.buffer.text == "lost in translation" && moved.editor.buffer.cursor == 9)
        #expect(moved.output == "\r> lost in translation" + Self.erase + "\u{1B}[10D")
        let typed = editor([.reverseSearch, .text("alien"), .end, .text(" 2")])
        #expect(typed.editor.buffer.text == "search alien 2")
        // Ctrl-R Ctrl-R searches again for the last search's text.
        let again = editor([.reverseSearch, .text("lost"), .home, .reverseSearch, .reverseSearch])
        #expect(again.output == "\r(reverse-i-search)'lost': lost in translation" + Self.erase + "\u{1B}[19D")
    }

    @Test func aFoundLineWiderThanTheRowIsCutWithAMark() {
        let long = editor([.reverseSearch, .text("lost")], width: 32)
        #expect(long.output == "\r(reverse-i-search)'lost': lost…" + Self.erase + "\u{1B}[5D")
    }

    @Test func ctrlYYanksWhatTheLastKillDeleted() {
        #expect(editor([.text("open 22"), .left, .killToEnd, .yank, .yank]).editor.buffer.text == "open 222")
        #expect(
            editor([.text("search the matrix"), .killWordBefore, .home, .yank]).editor.buffer.text
                == "matrixsearch the ")
        #expect(editor([.text("abc"), .killToStart, .text("x"), .yank]).editor.buffer.text == "xabc")
        // Deleting nothing keeps what was deleted before.
        #expect(editor([.text("ab"), .killToStart, .killToStart, .yank]).editor.buffer.text == "ab")
        let shown = editor([.text("ab"), .home, .killToEnd, .text("x "), .yank])
        #expect(shown.output == "\r> x ab" + Self.erase)
        #expect(editor([.yank]).editor.buffer.text == "")
    }

    @Test func altDotInsertsTheLastWordOfThePreviousLineThenOfOlderOnes() {
        let once = editor([.text("open "), .insertLastWord])
        #expect(once.editor.buffer.text == "open back")
        #expect(once.output == "\r> open back" + Self.erase)
        #expect(editor([.text("open "), .insertLastWord, .insertLastWord]).editor.buffer.text == "open lo")
        #expect(
            editor([.text("open "), .insertLastWord, .insertLastWord, .insertLastWord]).editor.buffer.text
                == "open alien")
        // Another key in between: the next Alt-. starts again from the previous line.
        #expect(editor([.insertLastWord, .text(" "), .insertLastWord]).editor.buffer.text == "back back")
        let oldest = editor(Array(repeating: .insertLastWord, count: 9))
        #expect(oldest.editor.buffer.text == "actually")
        #expect(editor([.insertLastWord], history: []).editor.buffer.text == "")
    }
}
