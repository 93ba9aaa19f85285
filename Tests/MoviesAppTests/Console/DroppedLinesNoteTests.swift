import MoviesApp
import Testing

/// The note that says which typed lines a `cancel` or Ctrl-C dropped (issue 34, item 22).
@Suite struct DroppedLinesNoteTests {
    @Test func theNoteCountsAndQuotesTheLinesInBothLanguages() {
        let english = Language.english.strings
        let spanish = Language.spanish.strings
        #expect(english.note(.droppedWaitingLines(["open 1"])) == "Dropped 1 waiting line: \"open 1\".")
        #expect(
            english.note(.droppedWaitingLines(["open 3", "more"])) == "Dropped 2 waiting lines: \"open 3\", \"more\".")
        #expect(spanish.note(.droppedWaitingLines(["open 1"])) == "Se descartó 1 línea en espera: \"open 1\".")
        #expect(
            spanish.note(.droppedWaitingLines(["abrir 3", "más"]))
                == "Se descartaron 2 líneas en espera: \"abrir 3\", \"más\".")
    }
}
