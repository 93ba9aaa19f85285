import MoviesApp
import Testing

/// Narrow lines keep their meaning: words move to indented continuation lines, only the query
/// (or a word longer than a line) is shortened with `…`.
@Suite struct LineWrappingTests {
    @Test func aLineThatFitsIsKeptWhole() {
        #expect(LineWrapping.wrap("Type \"more\" for page 2.", to: 23) == ["Type \"more\" for page 2."])
        #expect(LineWrapping.wrap("", to: 20) == [""])
    }

    @Test func longLinesBreakAtSpacesKeepingTheirOwnSpacing() {
        #expect(
            LineWrapping.wrap("  pick N (p)        search recent search N again", to: 40) == [
                "  pick N (p)        search recent search",
                "    N again",
            ])
        #expect(
            LineWrapping.wrap("Escribe \"pick N\" para repetir una búsqueda.", to: 40) == [
                "Escribe \"pick N\" para repetir una",
                "  búsqueda.",
            ])
    }

    @Test func onlyAWordLongerThanALineIsCut() {
        #expect(
            LineWrapping.wrap("see https://example.com/a/very/long/path now", to: 20) == [
                "see",
                "  https://example.c…",
            ])
        #expect(LineWrapping.wrap("abcdefghijklmnopqrstuvwxyz", to: 20) == ["abcdefghijklmnopqrs…"])
    }

    @Test func aQueryLineShortensTheQueryAndKeepsTheRestWhole() {
        let line = QueryLine(
            lead: "Movies - ", query: "the lord of the rings the return of the king",
            tail: ": page 1 of 1 (1 result)")
        #expect(LineWrapping.fit(line, to: 80) == [line.text])
        #expect(LineWrapping.fit(line, to: 60) == ["Movies - \"the lord of the rings th…\": page 1 of 1 (1 result)"])
        #expect(
            LineWrapping.fit(line, to: 40) == [
                "Movies - \"the lord of the rings the r…\":",
                "  page 1 of 1 (1 result)",
            ])
    }

    @Test func aShortQueryIsNeverShortenedToAStubButWrapped() {
        let line = QueryLine(lead: "Movies - ", query: "amelie", tail: ": page 1 of 1 (1 result)")
        #expect(LineWrapping.fit(line, to: 40) == ["Movies - \"amelie\":", "  page 1 of 1 (1 result)"])
        let empty = QueryLine(lead: "Search results: no movies found for ", query: "zzqqxx")
        #expect(LineWrapping.fit(empty, to: 40) == ["Search results: no movies found for", "  \"zzqqxx\""])
        #expect(LineWrapping.fit(empty, to: 44) == ["Search results: no movies found for \"zzqqxx\""])
    }
}
