import MoviesApp
import Testing

/// Tab completes the command words of other languages, which every language accepts, when none
/// of the language's own fits (issue 24, item 8).
@Suite struct OtherLanguageCompletionTests {
    @Test func englishCompletesTheSpanishWordsItAcceptsButDoesNotListThem() {
        #expect(
            CommandParser.otherCompletionWords(for: .english)
                == ["abrir", "atrás", "ayuda", "buscar", "cancelar", "elegir", "más", "recientes", "salir"])
        #expect(CommandParser.otherCompletionWords(for: .spanish) == [])
    }
}
