import LineEditing
import Testing

/// Tab's candidates laid out for the terminal's width: one line when it fits, else columns.
@Suite struct CandidateColumnsTests {
    static let words = [
        "abrir", "atrás", "ayuda", "back", "buscar", "cancel", "cancelar", "elegir", "help", "more", "más",
        "open", "pick", "quit", "recent", "recientes", "salir", "search",
    ]

    @Test func candidatesThatFitAreOneLine() {
        #expect(CandidateColumns.lines(["back", "open"], width: 80) == ["back  open"])
        #expect(CandidateColumns.lines(["back", "open"], width: 11) == ["back  open"])
        #expect(CandidateColumns.lines([], width: 80) == [])
    }

    @Test func moreCandidatesAreColumnsReadDownwardsThatNeverReachTheLastColumn() {
        let lines = CandidateColumns.lines(Self.words, width: 80)
        #expect(
            lines == [
                "abrir      back       cancelar   more       pick       recientes",
                "atrás      buscar     elegir     más        quit       salir",
                "ayuda      cancel     help       open       recent     search",
            ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) < 80 })
        #expect(
            CandidateColumns.lines(["back", "open", "cancel"], width: 10) == ["back", "open", "cancel"])
        #expect(CandidateColumns.lines(["千千", "ab", "cd"], width: 11) == ["千千  cd", "ab"])
    }
}
