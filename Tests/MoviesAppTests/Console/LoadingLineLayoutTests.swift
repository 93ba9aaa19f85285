import MoviesApp
import Testing

/// A loading line is one line: too wide, its quoted query is shortened first (its seconds stay),
/// and only a line with too little room for the query is cut at the end.
@Suite struct LoadingLineLayoutTests {
    static let searching = StatusLine(
        kind: .loading, query: Language.english.strings.searching(query: "codependent lesbian"))

    @Test func aLineThatFitsIsWhole() {
        #expect(ConsoleLayout(width: 40).lines(Self.searching) == ["Searching \"codependent lesbian\"..."])
    }

    @Test func theQueryIsShortenedAndTheSecondsKept() {
        #expect(ConsoleLayout(width: 32).lines(Self.searching) == ["Searching \"codependent lesb…\"..."])
        #expect(
            ConsoleLayout(width: 32).lines(Self.searching.appending(" 12s")) == ["Searching \"codependent …\"... 12s"])
        let spanish = StatusLine(kind: .loading, query: Language.spanish.strings.searching(query: "amélie poulain"))
        #expect(ConsoleLayout(width: 24).lines(spanish) == ["Buscando \"amélie po…\"..."])
    }

    @Test func withoutRoomForSixQueryCharactersTheLineIsCut() {
        #expect(ConsoleLayout(width: 20).lines(Self.searching) == ["Searching \"codepend…"])
    }

    @Test func aLineWithoutAQueryIsCut() {
        let page = StatusLine(kind: .loading, text: "Loading page 12345678...")
        #expect(ConsoleLayout(width: 20).lines(page) == ["Loading page 123456…"])
        #expect(page.appending(" 3s").text == "Loading page 12345678... 3s" && page.query == nil)
    }
}
