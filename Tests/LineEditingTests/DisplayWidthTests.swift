import LineEditing
import Testing

/// Columns of characters: accents, CJK, emoji.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("千", 2), ("한", 2), ("Ａ", 2), ("🎬", 2), ("❤️", 2), ("👍🏽", 2),
        ("\u{200B}", 0), ("ñ", 1), ("Ж", 1),
    ])
    func characters(text: String, columns: Int) {
        #expect(DisplayWidth.of(Character(text)) == columns)
    }

    @Test func text() {
        #expect(DisplayWidth.of("Amélie 千と千尋 🎬") == 18)
        #expect(DisplayWidth.of("") == 0)
    }
}
