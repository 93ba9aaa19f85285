import LineEditing
import TerminalTestSupport
import Testing

/// The tests' VT100 screen shows what a terminal would.
@Suite struct ScreenModelTests {
    private func screen(_ output: String, width: Int = 20, height: Int = 4) -> ScreenModel {
        var screen = ScreenModel(width: width, height: height)
        screen.feed(Array(output.utf8))
        return screen
    }

    @Test func textLineFeedsAndCarriageReturns() {
        let shown = screen("Searching...\r\nMovies\r\n> ")
        #expect(shown.lines == ["Searching...", "Movies", ">"])
        #expect(shown.row == 2 && shown.column == 2)
    }

    @Test func eraseLineAndCursorMovesRedrawAnEditedLine() {
        let shown = screen("> open 22\r\u{1B}[KMovies\r\n> open 2\u{1B}[K\u{1B}[2D")
        #expect(shown.lines == ["Movies", "> open 2"])
        #expect(shown.column == 6)
    }

    @Test func wideCharactersTakeTwoCellsAndLinesWrapAndScroll() {
        #expect(screen("千と千尋ab", width: 6).lines == ["千と千", "尋ab"])
        #expect(screen("1\r\n2\r\n3\r\n4\r\n5", height: 3).lines == ["3", "4", "5"])
        #expect(screen("abcdef", width: 3).lines == ["abc", "def"])
    }

    @Test func clearScreenHomeAndColourAreApplied() {
        let shown = screen("old\r\nlines\u{1B}[H\u{1B}[2J\u{1B}[1mMovies\u{1B}[0m\r\n\u{1B}]0;title\u{7}> x")
        #expect(shown.lines == ["Movies", "> x"])
    }

    @Test func theEditorsOutputShowsTheLineAndCursor() {
        var editor = LineEditor(prompt: "> ", width: 20)
        var shown = ScreenModel(width: 20, height: 3)
        for key in [EditKey.text("search alien"), .wordLeft, .text("the ")] {
            shown.feed(Array(editor.handle(key).output.utf8))
        }
        #expect(shown.lines == ["> search the alien"])
        #expect(shown.column == 13)
    }
}
