import MoviesApp
import Testing

/// Very long texts (a 100 KB title) wrap exactly as short ones do, line after line.
@Suite struct LongTitleWrappingTests {
    private static func words(_ count: Int) -> String {
        Array(repeating: "abcdefghi", count: count).joined(separator: " ")
    }

    @Test func aLongTitleBreaksAtSpacesOnEveryLine() {
        let lines = LineWrapping.wrap(Self.words(10_000), to: 80)
        // 8 words on the first line (79 columns), then 7 after the 2-space indent, 3 on the last.
        let expected = [Self.words(8)] + Array(repeating: "  " + Self.words(7), count: 1_427) + ["  " + Self.words(3)]
        #expect(lines == expected)
    }

    @Test func aLongWordIsSplitOnEveryLineWhenAsked() {
        let lines = LineWrapping.wrap(String(repeating: "x", count: 100_000), to: 80, splittingLongWords: true)
        let expected =
            [String(repeating: "x", count: 80)]
            + Array(repeating: "  " + String(repeating: "x", count: 78), count: 1_281)
            + ["  xx"]
        #expect(lines == expected)
    }

    @Test func aLongWordIsCutWithAnEllipsisOtherwise() {
        let lines = LineWrapping.wrap("The " + String(repeating: "x", count: 100_000), to: 80)
        #expect(lines == ["The", "  " + String(repeating: "x", count: 77) + "…"])
    }
}
