import LineEditing
import Testing

/// The hint row under the line (a live suggestion): its exact bytes, erasing it, and Tab
/// accepting it.
@Suite struct LineEditorHintTests {
    static let erase = "\u{1B}[K"
    static let eraseBelow = "\u{1B}[J"
    static let godfather = LineHint(
        text: "The Godfather (1972)  ·  The Godfather Part II (1974)", acceptedLine: "The Godfather")

    private func typed(_ text: String, width: Int = 30, completions: [String] = []) -> LineEditor {
        var editor = LineEditor(prompt: "> ", width: width, completions: completions)
        _ = editor.handle(.text(text))
        return editor
    }

    @Test func theHintIsDrawnUnderTheLineCutToTheWidthAndTheCursorComesBack() {
        var editor = typed("godf")
        editor.hint = Self.godfather
        #expect(
            editor.redraw() == "\r> godf" + Self.erase + "\r\nThe Godfather (1972)  ·  The " + Self.erase
                + "\u{1B}[A\r\u{1B}[6C")
    }

    @Test func aDimmedHintIsWrappedInDimAndReset() {
        var editor = typed("godf")
        editor.dimsHint = true
        editor.hint = LineHint(text: "The Godfather (1972)", acceptedLine: "The Godfather")
        _ = editor.handle(.left)
        #expect(
            editor.redraw()
                == "\r> godf" + Self.erase + "\r\n\u{1B}[2mThe Godfather (1972)\u{1B}[0m" + Self.erase
                + "\u{1B}[A\r\u{1B}[5C")
    }

    @Test func aRemovedHintIsErasedOnceThenTheBytesAreThoseOfTheLineAlone() {
        var editor = typed("godf")
        editor.hint = Self.godfather
        _ = editor.redraw()
        editor.hint = nil
        #expect(editor.redraw() == "\r> godf" + Self.erase + Self.eraseBelow)
        #expect(editor.redraw() == "\r> godf" + Self.erase)
    }

    @Test func eraseClearsTheHintRowTooWhileItShows() {
        var editor = typed("godf")
        #expect(editor.erase() == "\r" + Self.erase)
        editor.hint = Self.godfather
        _ = editor.redraw()
        #expect(editor.erase() == "\r" + Self.eraseBelow)
        editor.hint = nil
        #expect(editor.redraw() == "\r> godf" + Self.erase)
    }

    @Test func enterErasesTheHintRowBeforeTheNewLine() {
        var editor = typed("godf")
        editor.hint = Self.godfather
        _ = editor.redraw()
        let (output, event) = editor.handle(.enter)
        #expect(output == "\r> godf" + Self.erase + Self.eraseBelow + "\r\n")
        #expect(event == .submit("godf"))
        #expect(editor.hint == nil)
    }

    @Test func ctrlCDropsTheHintWithTheLine() {
        var editor = typed("godf")
        editor.hint = Self.godfather
        _ = editor.redraw()
        let (output, _) = editor.handle(.interrupt)
        #expect(output == "\r> " + Self.erase + Self.eraseBelow)
        #expect(editor.hint == nil)
    }

    @Test func tabAcceptsTheHintWhenNoCommandWordCompletes() {
        var editor = typed("godf", completions: ["open", "quit"])
        editor.hint = Self.godfather
        _ = editor.handle(.tab)
        #expect(editor.buffer.text == "The Godfather" && editor.buffer.cursor == 13)
        var spaced = typed("search godf", completions: ["search"])
        spaced.hint = Self.godfather
        _ = spaced.handle(.tab)
        #expect(spaced.buffer.text == "The Godfather")
    }

    @Test func tabStillCompletesACommandWordWhenAHintShows() {
        var editor = typed("op", completions: ["open", "quit"])
        editor.hint = Self.godfather
        _ = editor.handle(.tab)
        #expect(editor.buffer.text == "open ")
    }

    @Test func tabWithoutAHintChangesNothing() {
        var editor = typed("godf", completions: ["open"])
        let (output, event) = editor.handle(.tab)
        #expect(editor.buffer.text == "godf")
        #expect(output == "\r> godf" + Self.erase && event == nil)
    }

    @Test func tabAgainTakesTheNextSuggestionThenTheFirstAgain() {
        var editor = typed("godf", width: 60)
        editor.hint = LineHint(
            text: Self.godfather.text, acceptedLine: "The Godfather",
            alternatives: ["The Godfather Part II", "search More"])
        var lines: [String] = []
        for _ in 0..<4 {
            _ = editor.handle(.tab)
            lines.append(editor.buffer.text)
            // The program's next hint (for the accepted title) does not change the cycle.
            editor.hint = LineHint(text: "Other (2000)", acceptedLine: "Other")
        }
        #expect(lines == ["The Godfather", "The Godfather Part II", "search More", "The Godfather"])
    }

    @Test func anotherKeyEndsTheCycle() {
        var editor = typed("godf", width: 60)
        editor.hint = LineHint(text: Self.godfather.text, acceptedLine: "The Godfather", alternatives: ["Part II"])
        _ = editor.handle(.tab)
        _ = editor.handle(.text("s"))
        _ = editor.handle(.tab)
        // "The Godfathers" is no line Tab put there: Tab takes the first suggestion again.
        #expect(editor.buffer.text == "The Godfather")
    }
}
